import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { TicketStatus } from '#mirage/tickets/types';

/** The status values are the data's; people read them in their language. */
export const TICKET_STATUS_LABELS: Record<TicketStatus, MessageDescriptor> = {
  Open: msg`Aberto`,
  Pending: msg`Pendente`,
  Closed: msg`Fechado`,
};

/** A ticket's `Date` is month-day-year text ('03-27-2025'). */
export function fromMonthDayYear(text: string): Date {
  const [month, day, year] = text.split('-').map(Number);
  return new Date(year ?? 0, (month ?? 1) - 1, day ?? 1);
}
