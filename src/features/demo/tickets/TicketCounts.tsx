import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import { TICKET_LABELS, TICKET_STATUSES, type Ticket, type TicketStatus } from '#mirage/tickets/types';
import { TICKET_STATUS_LABELS } from './ticketStatus';

interface TicketCountsProps {
  tickets: Ticket[];
  status: TicketStatus | null;
  onStatus: (status: TicketStatus | null) => void;
}

/** How many tickets there are in all and per status; each count filters the list to its tickets. */
export function TicketCounts({ tickets, status, onStatus }: TicketCountsProps) {
  const { t, i18n } = useLingui();
  const cards = [
    { key: 'all', status: null, label: t`Total`, color: 'primary' as const },
    ...TICKET_STATUSES.map((value) => ({ key: value, status: value, label: i18n._(TICKET_STATUS_LABELS[value]), color: TICKET_LABELS[value] })),
  ];
  return (
    <Box role="group" aria-label={t`Filtrar por situação`} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 2, mb: 3 }}>
      {cards.map((card) => {
        const count = card.status ? tickets.filter((ticket) => ticket.Status === card.status).length : tickets.length;
        const pressed = status === card.status;
        return (
          <ButtonBase
            key={card.key}
            aria-pressed={pressed}
            onClick={() => onStatus(card.status)}
            sx={(theme) => ({
              display: 'grid',
              justifyItems: 'start',
              p: 3,
              borderRadius: 2,
              border: 2,
              borderColor: pressed ? `${card.color}.main` : 'transparent',
              bgcolor: 'background.paper',
              boxShadow: 1,
              textAlign: 'start',
              '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
            })}
          >
            {/* Block, as the grid draws them: the button's name is then "8 Total", with the space, in every engine. */}
            <Typography component="span" variant="h4" sx={{ display: 'block', color: `${card.color}.main` }}>
              {count}
            </Typography>
            <Typography component="span" variant="subtitle1" sx={{ display: 'block' }}>
              {card.label}
            </Typography>
          </ButtonBase>
        );
      })}
    </Box>
  );
}
