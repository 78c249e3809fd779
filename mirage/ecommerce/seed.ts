import type { DemoServer } from '../demoRegistry';
import { SAMPLE_SIZES } from '../shared/limits';

export function seedProducts(server: DemoServer): void {
  server.createList('product', SAMPLE_SIZES.products);
}
