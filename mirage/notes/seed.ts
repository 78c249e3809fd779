import type { DemoServer } from '../demoRegistry';
import { SAMPLE_SIZES } from '../shared/limits';

export function seedNotes(server: DemoServer): void {
  server.createList('note', SAMPLE_SIZES.notes);
}
