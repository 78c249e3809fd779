import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { failureMessage } from '#machines/callFailure';
import { useSession } from '../../app/session/useSession';
import { notify } from '../../ui/toast/notify';
import { profileApi } from './profileApi';

/**
 * An address still waiting for its mailed link, with a button that mails a new one: `confirmacao`,
 * the account's own address (above every page: until it is confirmed no invitation shows);
 * `troca`, the address the person asked to change to (on Meu perfil).
 */
export function EmailConfirmacaoAviso({ caso }: { caso: 'confirmacao' | 'troca' }) {
  const { t } = useLingui();
  const { user } = useSession();
  const [sending, setSending] = useState(false);
  const email = user?.email ?? '';
  const novo = user?.email_pendente ?? null;
  const visivel = caso === 'confirmacao' ? user?.email_verificado === false : novo !== null;
  if (!visivel) return null;

  const reenviar = async () => {
    setSending(true);
    const destino = caso === 'troca' && novo ? novo : email;
    try {
      await profileApi.reenviarConfirmacao();
      notify(t`Enviamos um novo link para ${destino}.`, 'success');
    } catch (error) {
      const said = failureMessage(error);
      notify(said, 'error');
    } finally {
      setSending(false);
    }
  };

  return (
    <Alert
      severity={caso === 'confirmacao' ? 'warning' : 'info'}
      // An address is one long word: on a phone it breaks anywhere rather than widen the page.
      sx={{ '& .MuiAlert-message': { minWidth: 0, overflowWrap: 'anywhere' } }}
      action={
        <Button color="inherit" size="small" loading={sending} onClick={reenviar}>
          <Trans>Reenviar link</Trans>
        </Button>
      }
    >
      {caso === 'confirmacao' ? (
        <Trans>Confirme o seu e-mail ({email}) pelo link que enviamos: só então os convites das empresas aparecem aqui.</Trans>
      ) : (
        <Trans>
          A troca para {novo} espera a confirmação pelo link enviado a esse endereço. Até lá, você continua entrando com {email}.
        </Trans>
      )}
    </Alert>
  );
}
