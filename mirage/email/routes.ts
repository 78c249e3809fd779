import type { DemoServer } from '../demoRegistry';

export function emailRoutes(server: DemoServer): void {
  // A fresh copy on every call: each answer is serialised anew from the store.
  server.get('/api/data/email/EmailData', (schema) => schema.all('email'));
}
