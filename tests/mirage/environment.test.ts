import { demoClient } from '#mirage/demoClient';
import type { Contact } from '#mirage/contacts/types';
import { TICKET_LABELS, type Ticket } from '#mirage/tickets/types';
import { startDemoServer } from '#mirage/startDemoServer';

/**
 * The app runs the demo in Mirage's development environment (answers after 400 ms), where Mirage neither
 * loads factories nor honours `logging` the way it does in tests.
 */
it('serves whole records in the development environment, and logs nothing to the console', async () => {
  const grouped = jest.spyOn(console, 'groupCollapsed');
  const server = startDemoServer({ environment: 'development' });
  try {
    const tickets = (await demoClient.get<Ticket[]>('/api/data/ticket/TicketData')).data;
    expect(tickets).toHaveLength(8);
    for (const ticket of tickets) {
      expect(ticket.ticketTitle).toEqual(expect.any(String));
      expect(ticket.AgentName).toEqual(expect.any(String));
      expect(ticket.Label).toBe(TICKET_LABELS[ticket.Status]);
      expect(ticket.Date).toMatch(/^\d{2}-\d{2}-\d{4}$/);
      expect(ticket.deleted).toBe(false);
    }
    const contacts = (await demoClient.get<Contact[]>('/api/data/contacts/ContactsData')).data;
    expect(contacts).toHaveLength(30);
    expect(contacts.every((contact) => typeof contact.firstname === 'string' && contact.deleted === false)).toBe(true);
  } finally {
    server.shutdown();
    grouped.mockRestore();
  }
  expect(grouped).not.toHaveBeenCalled();
});
