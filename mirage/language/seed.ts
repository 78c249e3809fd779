import type { DemoServer } from '../demoRegistry';
import { DEMO_LANGUAGES } from './types';

export function seedLanguages(server: DemoServer): void {
  server.createList('language', DEMO_LANGUAGES.length);
}
