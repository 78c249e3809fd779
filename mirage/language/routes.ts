import type { DemoServer } from '../demoRegistry';

export function languageRoutes(server: DemoServer): void {
  server.get('/api/data/language/LanguageData', (schema) => schema.all('language'));
}
