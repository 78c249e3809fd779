export const TICKET_STATUSES = ['Closed', 'Pending', 'Open'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** The label is the status' colour. */
export const TICKET_LABELS = { Closed: 'error', Pending: 'warning', Open: 'success' } as const satisfies Record<
  TicketStatus,
  string
>;
export type TicketLabel = (typeof TICKET_LABELS)[TicketStatus];

/** The template's ticket, spelled as the template spells it (`Id`, `Status`, `AgentName`, …); `Date` is MM-DD-YYYY. */
export interface Ticket {
  Id: number;
  ticketTitle: string;
  ticketDescription: string;
  Status: TicketStatus;
  Label: TicketLabel;
  thumb: string;
  AgentName: string;
  Date: string;
  deleted: boolean;
}
