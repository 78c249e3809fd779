import Refresh from '@mui/icons-material/RefreshOutlined';
import Replay from '@mui/icons-material/ReplayOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { ENTREGAS_NO_REGISTRO, type EventoWebhook, type Webhook, type WebhookEntrega } from '#contract/webhooks';
import { failureMessage } from '#machines/callFailure';
import { ListError } from '../../ui/list/ListError';
import { useLoad } from '../../ui/load/useLoad';
import { PageSpinner } from '../../ui/PageSpinner';
import { notify } from '../../ui/toast/notify';
import { CORES_DAS_ENTREGAS, NOMES_DAS_ENTREGAS, NOMES_DOS_EVENTOS } from './nomesDosWebhooks';
import { webhooksApi } from './webhooksApi';

/**
 * A receiver's delivery log, the newest first (the API answers the latest ENTREGAS_NO_REGISTRO, which it says when the log is full): how each went,
 * the receiver's answer and time, the attempts; any delivery can be sent again.
 */
export function EntregasDialog({ webhook, onClose }: { webhook: Webhook; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const entregas = useLoad(() => webhooksApi.entregas(webhook));
  const [reenviando, setReenviando] = useState<string | null>(null);
  const destino = webhook.descricao ?? webhook.url;
  const quando = (iso: string) => i18n.date(new Date(iso), { dateStyle: 'short', timeStyle: 'medium' });

  const reenviar = async (entrega: WebhookEntrega) => {
    setReenviando(entrega.id);
    try {
      await webhooksApi.reenviar(webhook, entrega);
      notify(t`Entrega reenviada: sai em instantes.`, 'success');
    } catch (error) {
      notify(failureMessage(error), 'error');
    } finally {
      setReenviando(null);
      entregas.reload();
    }
  };

  const detalhes = (entrega: WebhookEntrega) => {
    const codigo = entrega.ultimo_codigo;
    const ms = entrega.ultima_duracao_ms;
    const vezes = entrega.tentativas;
    const tentativas = plural(vezes, { one: '# tentativa', other: '# tentativas' });
    return [codigo === null ? null : t`HTTP ${codigo}`, ms === null ? null : t`${ms} ms`, tentativas].filter(Boolean).join(' · ');
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={phone}>
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>{t`Entregas de ${destino}`}</DialogTitle>
      <DialogContent dividers>
        {entregas.status === 'failed' ? (
          <ListError message={entregas.failureMessage} onRetry={entregas.retry} />
        ) : !entregas.data ? (
          <PageSpinner />
        ) : entregas.data.length === 0 ? (
          <Typography color="text.secondary">
            <Trans>Nenhuma entrega ainda. Cada evento escolhido que acontecer nesta empresa aparece aqui.</Trans>
          </Typography>
        ) : (
          <Box component="ul" aria-label={t`Entregas`} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {entregas.data.map((entrega) => {
              const evento = entrega.evento as EventoWebhook;
              const nome = NOMES_DOS_EVENTOS[evento] ? i18n._(NOMES_DOS_EVENTOS[evento]) : entrega.evento;
              const proxima = entrega.proxima_em ? quando(entrega.proxima_em) : null;
              const criada = quando(entrega.criado_em);
              return (
                <Box
                  component="li"
                  key={entrega.id}
                  sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 1.5, borderBottom: 1, borderColor: 'divider', '&:last-child': { borderBottom: 0 } }}
                >
                  <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
                    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {nome}
                      </Typography>
                      <Chip size="small" variant="outlined" color={CORES_DAS_ENTREGAS[entrega.status]} label={i18n._(NOMES_DAS_ENTREGAS[entrega.status])} />
                    </Box>
                    <Typography variant="body2" color="text.secondary">
                      {criada} · {detalhes(entrega)}
                    </Typography>
                    {proxima && (
                      <Typography variant="caption" color="text.secondary" component="p">
                        {t`Próxima tentativa: ${proxima}`}
                      </Typography>
                    )}
                    {entrega.ultimo_erro && (
                      <Typography variant="caption" color="error" component="p" sx={{ overflowWrap: 'anywhere' }}>
                        {entrega.ultimo_erro}
                      </Typography>
                    )}
                  </Box>
                  <Button
                    size="small"
                    startIcon={<Replay />}
                    loading={reenviando === entrega.id}
                    disabled={reenviando !== null}
                    onClick={() => void reenviar(entrega)}
                    aria-label={t`Reenviar ${nome} de ${criada}`}
                  >
                    <Trans>Reenviar</Trans>
                  </Button>
                </Box>
              );
            })}
            {entregas.data.length >= ENTREGAS_NO_REGISTRO && (
              <Typography component="li" variant="caption" color="text.secondary" sx={{ display: 'block', pt: 1.5 }}>
                {t`Mostrando as ${ENTREGAS_NO_REGISTRO} entregas mais recentes; as anteriores não aparecem aqui.`}
              </Typography>
            )}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button startIcon={<Refresh />} onClick={entregas.reload} disabled={entregas.status === 'loading'}>
          <Trans>Atualizar</Trans>
        </Button>
        <Button variant="contained" onClick={onClose}>
          <Trans>Fechar</Trans>
        </Button>
      </DialogActions>
    </Dialog>
  );
}
