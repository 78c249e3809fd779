import type { DemoServer } from '../demoRegistry';

export function contactRoutes(server: DemoServer): void {
  // A fresh copy on every call: each answer is serialised anew from the store.
  server.get('/api/data/contacts/ContactsData', (schema) => schema.all('contact'));
}
