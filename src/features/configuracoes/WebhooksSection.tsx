import Add from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import History from '@mui/icons-material/HistoryOutlined';
import Key from '@mui/icons-material/KeyOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { Webhook, WebhookComSegredo, WebhookNaLista } from '#contract/webhooks';
import { failureMessage } from '#machines/callFailure';
import { usePageCommands } from '../../ui/commands/usePageCommands';
import { useConfirm } from '../../ui/confirm/ConfirmProvider';
import { ListError } from '../../ui/list/ListError';
import { RowActionsMenu } from '../../ui/list/RowActionsMenu';
import { useConfirmedAction } from '../../ui/list/useConfirmedAction';
import { useLoad } from '../../ui/load/useLoad';
import { PageSpinner } from '../../ui/PageSpinner';
import { notify } from '../../ui/toast/notify';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { EntregasDialog } from './EntregasDialog';
import { CORES_DAS_ENTREGAS, NOMES_DAS_ENTREGAS, NOMES_DOS_EVENTOS } from './nomesDosWebhooks';
import { SegredoDoWebhookDialog } from './SegredoDoWebhookDialog';
import { WebhookEditor } from './WebhookEditor';
import { webhooksApi } from './webhooksApi';

const largo = { display: { xs: 'none', md: 'table-cell' } } as const;
const medio = { display: { xs: 'none', sm: 'table-cell' } } as const;
// At 360 px the situation and the last delivery go under the address.
const soEstreito = { display: { xs: 'flex', sm: 'none' } } as const;

type Aberto =
  | { tipo: 'editor'; id: string | null }
  | { tipo: 'segredo'; webhook: WebhookComSegredo; novo: boolean }
  | { tipo: 'entregas'; webhook: Webhook }
  | null;

/**
 * Configurações → Integrações → Webhooks (docs/webhooks.md), for admins: the receivers of the
 * company's events, whether each is on and how its latest delivery went; from each, its log,
 * its editor, a new secret (asked first) and its removal (asked first).
 */
export function WebhooksSection() {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const webhooks = useLoad(webhooksApi.lista);
  const act = useConfirmedAction();
  const confirm = useConfirm();
  const [aberto, setAberto] = useState<Aberto>(null);
  const fechar = () => setAberto(null);
  const quando = (iso: string) => i18n.date(new Date(iso), { dateStyle: 'short', timeStyle: 'short' });

  usePageCommands([{ id: 'configuracoes:novo-webhook', group: 'pagina', label: t`Novo webhook`, run: () => setAberto({ tipo: 'editor', id: null }) }]);

  const nomeDe = (webhook: Webhook) => webhook.descricao ?? webhook.url;

  const girar = async (webhook: Webhook) => {
    const nome = nomeDe(webhook);
    const sim = await confirm({
      title: t`Gerar um novo segredo para ${nome}?`,
      message: t`O segredo atual deixa de assinar na hora: o receptor precisa do novo para conferir as próximas entregas.`,
    });
    if (!sim) return;
    try {
      setAberto({ tipo: 'segredo', webhook: await webhooksApi.girarSegredo(webhook), novo: false });
    } catch (error) {
      notify(failureMessage(error), 'error');
    }
  };

  const excluir = (webhook: Webhook) => {
    const nome = nomeDe(webhook);
    return act({
      title: t`Excluir o webhook ${nome}?`,
      message: t`Ele deixa de receber eventos e o seu registro de entregas é apagado. Isto não pode ser desfeito.`,
      run: () => webhooksApi.excluir(webhook),
      done: t`Webhook ${nome} excluído.`,
      settle: webhooks.reload,
    });
  };

  /** On or off, and why: failing since when (turned off once it lasts a day), or turned off by an admin. */
  const situacao = (webhook: WebhookNaLista) => {
    const falhando = webhook.falhando_desde;
    const desde = falhando ? quando(falhando) : null;
    const [cor, rotulo] = webhook.ativo
      ? falhando
        ? (['warning', t`Falhando`] as const)
        : (['success', t`Ativo`] as const)
      : falhando
        ? (['error', t`Desativado por falhas`] as const)
        : (['default', t`Desativado`] as const);
    return (
      <Box sx={{ display: 'grid', justifyItems: 'start', gap: 0.25 }}>
        <Chip size="small" variant="outlined" color={cor} label={rotulo} />
        {desde && (
          <Typography variant="caption" color="text.secondary">
            {t`desde ${desde}`}
          </Typography>
        )}
      </Box>
    );
  };

  const ultima = (webhook: WebhookNaLista) => {
    const entrega = webhook.ultima_entrega;
    if (!entrega) return <Typography variant="body2" color="text.secondary">{t`Nenhuma entrega`}</Typography>;
    const em = quando(entrega.criado_em);
    const codigo = entrega.ultimo_codigo;
    return (
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5 }}>
        <Chip size="small" color={CORES_DAS_ENTREGAS[entrega.status]} variant="outlined" label={i18n._(NOMES_DAS_ENTREGAS[entrega.status])} />
        <Typography variant="body2" color="text.secondary">
          {codigo === null ? em : t`${em} (HTTP ${codigo})`}
        </Typography>
      </Box>
    );
  };

  return (
    <Box component="section" aria-labelledby={titleId} id="webhooks" sx={{ mt: 4 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          <Trans>Webhooks</Trans>
        </Typography>
        <Button variant="outlined" startIcon={<Add />} onClick={() => setAberto({ tipo: 'editor', id: null })}>
          <Trans>Novo webhook</Trans>
        </Button>
      </Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        <Trans>Webhooks avisam outros sistemas do que acontece nesta empresa: o Prumo envia cada evento escolhido ao endereço do receptor, assinado, e tenta de novo quando ele não responde.</Trans>
      </Typography>
      {webhooks.status === 'failed' ? (
        <ListError message={webhooks.failureMessage} onRetry={webhooks.retry} />
      ) : !webhooks.data ? (
        <PageSpinner />
      ) : webhooks.data.length === 0 ? (
        <Typography color="text.secondary">
          <Trans>Nenhum webhook criado.</Trans>
        </Typography>
      ) : (
        <Paper variant="outlined">
          <Table size="small" aria-labelledby={titleId} sx={{ tableLayout: 'fixed', '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}>
            <TableHead>
              <TableRow>
                <TableCell>{t`Receptor`}</TableCell>
                <TableCell sx={{ ...largo, width: 200 }}>{t`Eventos`}</TableCell>
                <TableCell sx={{ ...medio, width: 140 }}>{t`Situação`}</TableCell>
                <TableCell sx={{ ...medio, width: 180 }}>{t`Última entrega`}</TableCell>
                <TableCell padding="checkbox" sx={{ width: 48 }}>
                  <VisuallyHidden>{t`Ações`}</VisuallyHidden>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {webhooks.data.map((webhook) => {
                const eventos = webhook.eventos.map((evento) => i18n._(NOMES_DOS_EVENTOS[evento])).join(', ');
                return (
                  <TableRow key={webhook.id}>
                    <TableCell>
                      {webhook.descricao && (
                        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                          {webhook.descricao}
                        </Typography>
                      )}
                      <Typography variant="body2" dir="ltr" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', textAlign: 'start' }}>
                        {webhook.url}
                      </Typography>
                      <Box sx={{ ...soEstreito, flexDirection: 'column', alignItems: 'flex-start', gap: 0.5, mt: 0.5 }}>
                        {situacao(webhook)}
                        {ultima(webhook)}
                      </Box>
                    </TableCell>
                    <TableCell sx={largo}>{eventos}</TableCell>
                    <TableCell sx={medio}>{situacao(webhook)}</TableCell>
                    <TableCell sx={medio}>{ultima(webhook)}</TableCell>
                    <TableCell padding="checkbox">
                      <RowActionsMenu
                        item={webhook}
                        name={nomeDe(webhook)}
                        actions={[
                          { id: 'entregas', label: t`Ver entregas`, icon: <History fontSize="small" />, run: () => setAberto({ tipo: 'entregas', webhook }) },
                          { id: 'editar', label: t`Editar`, icon: <EditOutlined fontSize="small" />, run: () => setAberto({ tipo: 'editor', id: webhook.id }) },
                          { id: 'segredo', label: t`Gerar novo segredo`, icon: <Key fontSize="small" />, run: () => void girar(webhook) },
                          { id: 'excluir', label: t`Excluir`, icon: <DeleteOutlined fontSize="small" />, run: () => void excluir(webhook) },
                        ]}
                      />
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </Paper>
      )}
      {aberto?.tipo === 'editor' && (
        <WebhookEditor
          id={aberto.id}
          onClose={fechar}
          onCriado={(webhook) => {
            webhooks.reload();
            setAberto({ tipo: 'segredo', webhook, novo: true });
          }}
          onSalvo={(webhook) => {
            const nome = nomeDe(webhook);
            notify(t`Webhook ${nome} salvo.`, 'success');
            webhooks.reload();
            fechar();
          }}
        />
      )}
      {aberto?.tipo === 'segredo' && <SegredoDoWebhookDialog webhook={aberto.webhook} novo={aberto.novo} onClose={fechar} />}
      {aberto?.tipo === 'entregas' && <EntregasDialog webhook={aberto.webhook} onClose={fechar} />}
    </Box>
  );
}
