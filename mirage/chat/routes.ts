import type { DemoServer } from '../demoRegistry';

export function chatRoutes(server: DemoServer): void {
  server.get('/api/data/chat/ChatData', (schema) => schema.all('chat'));
}
