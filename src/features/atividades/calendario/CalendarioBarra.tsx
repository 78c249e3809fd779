import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Modo } from './calendarioAddress';
import { paraFormatar } from './datas';

interface CalendarioBarraProps {
  modo: Modo;
  data: string;
  de: string;
  ate: string;
  onAnterior: () => void;
  onSeguinte: () => void;
  onHoje: () => void;
  /** Mês or Semana; without it the calendar shows only months. */
  onModo?: (modo: Modo) => void;
}

/** The period on screen as a heading, previous / today / next, and (where it is offered) Mês or Semana. */
export function CalendarioBarra({ modo, data, de, ate, onAnterior, onSeguinte, onHoje, onModo }: CalendarioBarraProps) {
  const { t, i18n } = useLingui();
  const rtl = useTheme().direction === 'rtl';
  const periodo =
    modo === 'mes'
      ? i18n.date(paraFormatar(data), { month: 'long', year: 'numeric', timeZone: 'UTC' })
      : new Intl.DateTimeFormat(i18n.locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).formatRange(paraFormatar(de), paraFormatar(ate));
  const anterior = modo === 'mes' ? t`Mês anterior` : t`Semana anterior`;
  const seguinte = modo === 'mes' ? t`Próximo mês` : t`Próxima semana`;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Tooltip title={`${anterior} (K)`}>
          <IconButton onClick={onAnterior} aria-label={anterior} aria-keyshortcuts="K">
            {rtl ? <ChevronRight /> : <ChevronLeft />}
          </IconButton>
        </Tooltip>
        <Button variant="outlined" size="small" onClick={onHoje} aria-keyshortcuts="T">
          <Trans>Hoje</Trans>
        </Button>
        <Tooltip title={`${seguinte} (J)`}>
          <IconButton onClick={onSeguinte} aria-label={seguinte} aria-keyshortcuts="J">
            {rtl ? <ChevronLeft /> : <ChevronRight />}
          </IconButton>
        </Tooltip>
      </Box>
      {/* Polite: moving a period says which one the calendar now shows. */}
      <Typography component="h2" variant="h6" aria-live="polite" sx={{ flex: '1 1 auto', '&::first-letter': { textTransform: 'uppercase' } }}>
        {periodo}
      </Typography>
      {onModo && (
        <ToggleButtonGroup
          exclusive
          size="small"
          aria-label={t`Período`}
          value={modo}
          onChange={(_, escolhido: Modo | null) => {
            if (escolhido) onModo(escolhido);
          }}
        >
          <ToggleButton value="mes" aria-keyshortcuts="M">
            <Trans>Mês</Trans>
          </ToggleButton>
          <ToggleButton value="semana" aria-keyshortcuts="W">
            <Trans>Semana</Trans>
          </ToggleButton>
        </ToggleButtonGroup>
      )}
    </Box>
  );
}
