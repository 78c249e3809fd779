import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { WebhookComSegredo } from '#contract/webhooks';
import { MostradoUmaVez } from './MostradoUmaVez';

/** A receiver's signing secret, just made (on creation or rotation): shown this once. */
export function SegredoDoWebhookDialog({ webhook, novo, onClose }: { webhook: WebhookComSegredo; novo: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const destino = webhook.descricao ?? webhook.url;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={phone}>
      <DialogTitle id={titleId}>{novo ? t`Webhook criado` : t`Novo segredo do webhook`}</DialogTitle>
      <MostradoUmaVez
        valor={webhook.segredo}
        rotulo={t`Segredo de ${destino}`}
        aviso={t`Copie o segredo agora: ele não será mostrado de novo. O receptor o usa para conferir a assinatura de cada entrega (Standard Webhooks). Se perdê-lo, gere outro.`}
        aoConcluir={onClose}
      />
    </Dialog>
  );
}
