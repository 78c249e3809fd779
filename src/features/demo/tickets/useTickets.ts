import type { Ticket } from '#mirage/tickets/types';
import { useLoad } from '@/ui/load/useLoad';
import { useDemoApi } from '../DemoContext';
import { useLocalEdits } from '../useLocalEdits';

/** The demo's tickets; a deleted one keeps its row in the data with `deleted` set (a soft delete). */
export function useTickets() {
  const api = useDemoApi();
  const load = useLoad(() => api.get<Ticket[]>('/api/data/ticket/TicketData'));
  const { items, edit } = useLocalEdits(load.data, (ticket) => ticket.Id);
  return {
    load,
    tickets: items.filter((ticket) => !ticket.deleted),
    remove: (id: number) => edit(id, { deleted: true }),
  };
}
