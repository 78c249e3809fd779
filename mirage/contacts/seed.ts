import type { DemoServer } from '../demoRegistry';
import { SAMPLE_SIZES } from '../shared/limits';

export function seedContacts(server: DemoServer): void {
  server.createList('contact', SAMPLE_SIZES.contacts);
}
