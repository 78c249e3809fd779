import Alert from '@mui/material/Alert';
import { useLingui } from '@lingui/react/macro';
import type { AtividadeResumo } from '#contract/atividade';
import type { ListPage } from '@/ui/load/loadMachine';
import { CALENDARIO_MAX } from './carregarCalendario';

/** When the period holds more activities than one calendar page loads: how many are shown, and what to do. */
export function HaMaisAviso({ pagina }: { pagina: ListPage<AtividadeResumo> }) {
  const { t } = useLingui();
  if (!pagina.next_cursor) return null;
  const mostradas = CALENDARIO_MAX;
  const total = pagina.total ?? CALENDARIO_MAX;
  return (
    <Alert severity="warning" role="status" sx={{ mb: 2 }}>
      {pagina.total_limitado
        ? t`Há mais de ${total} atividades neste período; o calendário mostra as primeiras ${mostradas}. Use os filtros ou a semana para ver as demais.`
        : t`Há ${total} atividades neste período; o calendário mostra as primeiras ${mostradas}. Use os filtros ou a semana para ver as demais.`}
    </Alert>
  );
}
