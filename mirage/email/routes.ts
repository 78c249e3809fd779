import type { DemoServer } from '../demoRegistry';

export function emailRoutes(server: DemoServer): void {
  // A fresh copy on every call (spec §7): each answer is serialised anew from the store.
  server.get('/api/data/email/EmailData', (schema) => schema.all('email'));
}
