import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ConviteRecebido } from '#contract/usuarios';
import { failureMessage } from '#machines/callFailure';
import { useSession } from '../../app/session/useSession';
import { PAPEL_NAMES } from '../../i18n/papeis';
import { notify } from '../../ui/toast/notify';
import { useLoad } from '../../ui/load/useLoad';
import { usePageReturn } from '../../ui/usePageReturn';
import { convitesApi } from './convitesApi';

/**
 * The invitations waiting for the signed-in person, above every page of the app, each with
 * accept and decline. Accepting adds the company to the person's list (the company switcher).
 */
export function ConvitesPendentes() {
  const { t } = useLingui();
  const session = useSession();
  const recebidos = useLoad(convitesApi.recebidos);
  // An invitation sent while the person was in another tab or program shows when they come back.
  usePageReturn(recebidos.reload);
  const [answering, setAnswering] = useState<string | null>(null);
  const items = recebidos.data?.items ?? [];
  if (items.length === 0) return null;

  const answer = async (convite: ConviteRecebido, aceitar: boolean) => {
    setAnswering(convite.id);
    const empresa = convite.empresa_nome;
    try {
      if (aceitar) {
        await convitesApi.aceitar(convite.id);
        session.check();
        notify(t`Agora você faz parte de ${empresa}. Troque de empresa no topo da página.`, 'success');
      } else {
        await convitesApi.recusar(convite.id);
        notify(t`Convite de ${empresa} recusado.`, 'info');
      }
    } catch (error) {
      const said = failureMessage(error);
      notify(said, 'error');
    }
    setAnswering(null);
    recebidos.reload();
  };

  return (
    <Box component="section" aria-label={t`Convites pendentes`} sx={{ display: 'grid', gap: 1 }}>
      {items.map((convite) => (
        <ConviteAlert key={convite.id} convite={convite} busy={answering !== null} onAnswer={(aceitar) => answer(convite, aceitar)} />
      ))}
    </Box>
  );
}

function ConviteAlert({ convite, busy, onAnswer }: { convite: ConviteRecebido; busy: boolean; onAnswer: (aceitar: boolean) => void }) {
  const { i18n } = useLingui();
  const empresa = convite.empresa_nome;
  const papel = i18n._(PAPEL_NAMES[convite.papel]);
  const quem = convite.convidado_por;
  return (
    <Alert
      severity="info"
      action={
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button color="inherit" size="small" disabled={busy} onClick={() => onAnswer(false)}>
            <Trans>Recusar</Trans>
          </Button>
          <Button variant="contained" size="small" disabled={busy} onClick={() => onAnswer(true)}>
            <Trans>Aceitar</Trans>
          </Button>
        </Box>
      }
    >
      {quem ? (
        <Trans>
          {quem} convidou você para {empresa} como {papel}.
        </Trans>
      ) : (
        <Trans>
          Você foi convidado para {empresa} como {papel}.
        </Trans>
      )}
    </Alert>
  );
}
