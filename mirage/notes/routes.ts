import type { DemoServer } from '../demoRegistry';

export function noteRoutes(server: DemoServer): void {
  server.get('/api/data/notes/NotesData', (schema) => schema.all('note'));
}
