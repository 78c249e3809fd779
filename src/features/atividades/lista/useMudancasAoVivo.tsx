import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Trans } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import type { AtividadeResumo } from '#contract/atividade';
import type { LoadedList } from '@/ui/load/useLoadList';
import { useAtividadesAoVivo } from '../aoVivo/useAtividadesAoVivo';
import { atividadesApi } from '../atividadesApi';

/**
 * Changes made elsewhere, on an open list: a row on screen is read again and changes where it
 * stands; any other change (a new activity, one beyond the loaded rows) is offered as a reload,
 * so rows never move under the person's hands. The offer is what this answers, for the page to show.
 */
export function useMudancasAoVivo(lista: Pick<LoadedList<AtividadeResumo>, 'page' | 'replace' | 'reload'>): ReactNode {
  const [foraDaTela, setForaDaTela] = useState(false);
  useAtividadesAoVivo((evento) => {
    if (!lista.page?.items.some((item) => item.id === evento.id)) {
      setForaDaTela(true);
      return;
    }
    atividadesApi.get(evento.id).then(lista.replace, () => setForaDaTela(true));
  });
  if (!foraDaTela) return null;
  return (
    <Alert
      severity="info"
      // Polite: news of others' work must not cut into what a screen reader is saying.
      role="status"
      sx={{ mb: 2 }}
      action={
        <Button
          color="inherit"
          size="small"
          onClick={() => {
            setForaDaTela(false);
            lista.reload();
          }}
        >
          <Trans>Atualizar</Trans>
        </Button>
      }
    >
      <Trans>Há atividades novas ou alteradas por outras pessoas.</Trans>
    </Alert>
  );
}
