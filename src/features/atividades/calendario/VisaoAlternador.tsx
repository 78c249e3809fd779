import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import ViewListOutlined from '@mui/icons-material/ViewListOutlined';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { Trans, useLingui } from '@lingui/react/macro';
import { usePageCommands } from '@/ui/commands/usePageCommands';
import { useAddressParams } from '@/ui/list/useAddressParams';
import { CALENDARIO, DATA, MODO, VISAO } from './calendarioAddress';

/**
 * Lista or Calendário, kept in the address beside the filters, which both views apply; the
 * palette offers the other view.
 */
export function VisaoAlternador() {
  const { t } = useLingui();
  const [params, write] = useAddressParams();
  const calendario = params.get(VISAO) === CALENDARIO;
  const mostrar = (visao: string) =>
    write((next) => {
      if (visao === CALENDARIO) next.set(VISAO, CALENDARIO);
      else for (const nome of [VISAO, MODO, DATA]) next.delete(nome);
    });
  usePageCommands([
    calendario
      ? { id: 'visao:lista', group: 'pagina', label: t`Ver como lista`, run: () => mostrar('lista') }
      : { id: 'visao:calendario', group: 'pagina', label: t`Ver o calendário`, run: () => mostrar(CALENDARIO) },
  ]);
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      aria-label={t`Visão`}
      value={calendario ? CALENDARIO : 'lista'}
      onChange={(_, visao: string | null) => {
        if (visao === null || visao === (calendario ? CALENDARIO : 'lista')) return;
        mostrar(visao);
      }}
    >
      <ToggleButton value="lista" sx={{ gap: 0.5 }}>
        <ViewListOutlined fontSize="small" />
        <Trans>Lista</Trans>
      </ToggleButton>
      <ToggleButton value={CALENDARIO} sx={{ gap: 0.5 }}>
        <CalendarMonthOutlined fontSize="small" />
        <Trans>Calendário</Trans>
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
