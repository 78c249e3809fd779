import type { DemoModel } from '../demoRegistry';
import { jsonSerializer } from '../shared/jsonSerializer';
import { found } from '../shared/found';
import { TICKET_LABELS, type Ticket } from './types';

/** The date as month-day-year text, e.g. '03-27-2025'. */
export function monthDayYear(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getMonth() + 1)}-${pad(date.getDate())}-${date.getFullYear()}`;
}

function ticketJson(ticket: DemoModel<'ticket'>): Ticket {
  const { ticketTitle, ticketDescription, Status, createdAt, deleted } = ticket;
  const agent = found(ticket.agent, 'Agent');
  return {
    Id: Number(ticket.id),
    ticketTitle,
    ticketDescription,
    Status,
    Label: TICKET_LABELS[Status],
    thumb: agent.thumb,
    AgentName: agent.name,
    Date: monthDayYear(createdAt),
    deleted,
  };
}

export const ticketSerializers = { ticket: jsonSerializer(ticketJson) };
