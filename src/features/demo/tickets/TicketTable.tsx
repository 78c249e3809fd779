import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import type { Ticket } from '#mirage/tickets/types';
import { VisuallyHidden } from '@/ui/VisuallyHidden';
import { ARROW_ITEM, useArrowList } from '../useArrowList';
import { fromMonthDayYear, TICKET_STATUS_LABELS } from './ticketStatus';

interface TicketTableProps {
  tickets: Ticket[];
  /** Resolves true once the ticket is deleted (the person may still say no). */
  onDelete: (ticket: Ticket) => Promise<boolean>;
}

const narrow = { display: { xs: 'none', md: 'table-cell' } } as const;

/** The tickets, a row each: ↑/↓ move between rows, Delete asks to delete the focused one. */
export function TicketTable({ tickets, onDelete }: TicketTableProps) {
  const { t, i18n } = useLingui();
  const { listProps, removedAt } = useArrowList<HTMLTableSectionElement>(tickets.length);
  const remove = async (ticket: Ticket, index: number) => {
    if (await onDelete(ticket)) removedAt(index);
  };

  return (
    // position: relative keeps the visually hidden header inside the scroller instead of widening the page.
    <TableContainer sx={{ position: 'relative' }}>
      <Table size="small" aria-label={t`Chamados`}>
        <TableHead>
          <TableRow>
            <TableCell>{t`Nº`}</TableCell>
            <TableCell>{t`Chamado`}</TableCell>
            <TableCell sx={narrow}>{t`Responsável`}</TableCell>
            <TableCell>{t`Situação`}</TableCell>
            <TableCell sx={narrow}>{t`Data`}</TableCell>
            <TableCell padding="checkbox">
              <VisuallyHidden>{t`Ações`}</VisuallyHidden>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody {...listProps}>
          {tickets.map((ticket, index) => {
            const title = ticket.ticketTitle;
            return (
              <TableRow
                key={ticket.Id}
                {...ARROW_ITEM}
                tabIndex={0}
                hover
                onKeyDown={(event) => {
                  if ((event.key === 'Delete' || event.key === 'Backspace') && event.target === event.currentTarget) {
                    event.preventDefault();
                    void remove(ticket, index);
                  }
                }}
                sx={(theme) => ({ '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 } })}
              >
                <TableCell>{ticket.Id}</TableCell>
                <TableCell sx={{ maxWidth: 420 }}>
                  <Typography variant="subtitle2" component="p">
                    {title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" noWrap>
                    {ticket.ticketDescription}
                  </Typography>
                </TableCell>
                <TableCell sx={narrow}>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                    <Avatar src={ticket.thumb} alt="" sx={{ width: 32, height: 32 }} />
                    {ticket.AgentName}
                  </Box>
                </TableCell>
                <TableCell>
                  <Chip size="small" color={ticket.Label} label={i18n._(TICKET_STATUS_LABELS[ticket.Status])} />
                </TableCell>
                <TableCell sx={narrow}>{i18n.date(fromMonthDayYear(ticket.Date), { dateStyle: 'medium' })}</TableCell>
                <TableCell padding="checkbox">
                  <Tooltip title={t`Excluir`}>
                    <IconButton aria-label={t`Excluir o chamado ${title}`} onClick={() => void remove(ticket, index)}>
                      <DeleteOutlined />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
