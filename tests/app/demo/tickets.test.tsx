import { screen, waitFor, within } from '@testing-library/react';
import type { Ticket } from '#mirage/tickets/types';
import { demoData, openDemo, question } from '../../support/app/demo';

const TICKETS = '/api/data/ticket/TicketData';
const STATUS_NAMES = { Open: 'Aberto', Pending: 'Pendente', Closed: 'Fechado' } as const;

async function openTickets() {
  const opened = await openDemo('/apps/tickets', 'Chamados');
  const table = await screen.findByRole('table', { name: 'Chamados' });
  const tickets = await demoData<Ticket[]>(TICKETS);
  return { ...opened, table, tickets };
}

const rows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const count = (label: string) => screen.getByRole('button', { name: new RegExp(`^\\d+ ${label}$`) });

describe('the demo tickets', () => {
  it('lists every ticket with the count per status', async () => {
    const { table, tickets } = await openTickets();
    expect(tickets).toHaveLength(8);
    expect(rows(table)).toHaveLength(8);
    expect(count('Total')).toHaveAccessibleName('8 Total');
    for (const [status, name] of Object.entries(STATUS_NAMES)) {
      const expected = tickets.filter((ticket) => ticket.Status === status).length;
      expect(count(name)).toHaveAccessibleName(`${expected} ${name}`);
    }
  });

  it('deletes a ticket once confirmed: it leaves the list and the counts', async () => {
    const { user, table, tickets } = await openTickets();
    const [first] = tickets as [Ticket];
    const ofItsStatus = tickets.filter((ticket) => ticket.Status === first.Status).length;
    await user.click(screen.getAllByRole('button', { name: `Excluir o chamado ${first.ticketTitle}` })[0] as HTMLElement);
    const dialog = await question('Excluir o chamado?');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(count('Total')).toHaveAccessibleName('7 Total'));
    expect(count(STATUS_NAMES[first.Status])).toHaveAccessibleName(`${ofItsStatus - 1} ${STATUS_NAMES[first.Status]}`);
    expect(rows(table)).toHaveLength(7);
    expect(within(table).queryByRole('cell', { name: String(first.Id) })).not.toBeInTheDocument();
    expect(await screen.findByText('Chamado excluído.')).toBeInTheDocument();
  });

  it('keeps the ticket when the question is answered no, by keyboard (Delete, then Enter on the focused no)', async () => {
    const { user, table } = await openTickets();
    (rows(table)[0] as HTMLElement).focus();
    await user.keyboard('{ArrowDown}');
    expect(rows(table)[1]).toHaveFocus();
    await user.keyboard('{Delete}');
    const dialog = await question('Excluir o chamado?');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Não confirmar' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(count('Total')).toHaveAccessibleName('8 Total');
  });

  it('filters by status from its count, and searches', async () => {
    const { user, table, tickets } = await openTickets();
    const status = (tickets[0] as Ticket).Status;
    await user.click(count(STATUS_NAMES[status]));
    expect(count(STATUS_NAMES[status])).toHaveAttribute('aria-pressed', 'true');
    const shown = rows(table);
    expect(shown).toHaveLength(tickets.filter((ticket) => ticket.Status === status).length);
    for (const row of shown) expect(within(row).getByText(STATUS_NAMES[status])).toBeInTheDocument();

    await user.click(count('Total'));
    const wanted = tickets[1] as Ticket;
    await user.type(screen.getByRole('searchbox', { name: 'Buscar chamados' }), String(wanted.AgentName));
    await waitFor(() => expect(rows(table).length).toBe(tickets.filter((ticket) => ticket.AgentName === wanted.AgentName).length));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar chamados' }), ' nada-assim');
    expect(await screen.findByText('Nenhum chamado encontrado')).toBeInTheDocument();
  });
});
