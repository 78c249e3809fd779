import ConfirmationNumberOutlined from '@mui/icons-material/ConfirmationNumberOutlined';
import Paper from '@mui/material/Paper';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Ticket, TicketStatus } from '#mirage/tickets/types';
import { useConfirm } from '@/ui/confirm/ConfirmProvider';
import { EmptyState } from '@/ui/EmptyState';
import { notify } from '@/ui/toast/notify';
import { DemoData } from '../DemoData';
import { matchesSearch } from '../matchesSearch';
import { SearchField } from '../SearchField';
import { TicketCounts } from './TicketCounts';
import { TicketTable } from './TicketTable';
import { useTickets } from './useTickets';

/** The demo's support tickets: counts that filter by status, a search, and deleting after asking. */
export function TicketsBoard() {
  const { t } = useLingui();
  const confirm = useConfirm();
  const { load, tickets, remove } = useTickets();
  const [status, setStatus] = useState<TicketStatus | null>(null);
  const [search, setSearch] = useState('');
  const shown = tickets.filter(
    (ticket) => (!status || ticket.Status === status) && matchesSearch(search, ticket.ticketTitle, ticket.ticketDescription, ticket.AgentName),
  );

  const onDelete = async (ticket: Ticket) => {
    const title = ticket.ticketTitle;
    if (!(await confirm({ title: t`Excluir o chamado?`, message: t`O chamado "${title}" sai da lista.` }))) return false;
    remove(ticket.Id);
    notify(t`Chamado excluído.`, 'success');
    return true;
  };

  return (
    <DemoData load={load}>
      {() => (
        <>
          <TicketCounts tickets={tickets} status={status} onStatus={setStatus} />
          <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2 }}>
            <SearchField label={t`Buscar chamados`} value={search} onChange={setSearch} />
            {shown.length > 0 ? (
              <TicketTable tickets={shown} onDelete={onDelete} />
            ) : (
              <EmptyState icon={<ConfirmationNumberOutlined />} title={t`Nenhum chamado encontrado`}>
                {tickets.length > 0 ? t`Nenhum chamado corresponde à busca e à situação escolhidas.` : t`Todos os chamados foram excluídos.`}
              </EmptyState>
            )}
          </Paper>
        </>
      )}
    </DemoData>
  );
}
