import type { DemoServer } from '../demoRegistry';

export function ticketRoutes(server: DemoServer): void {
  server.get('/api/data/ticket/TicketData', (schema) => schema.all('ticket'));
}
