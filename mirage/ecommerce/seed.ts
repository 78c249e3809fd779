import { fakerPT_BR as faker } from '@faker-js/faker';
import type { DemoServer } from '../demoRegistry';
import { SAMPLE_SIZES } from '../shared/limits';

export function seedProducts(server: DemoServer): void {
  // A shop names each product once: a card, the cart and the palette tell products by their names.
  for (const title of faker.helpers.uniqueArray(() => faker.commerce.productName(), SAMPLE_SIZES.products)) {
    server.create('product', { title });
  }
}
