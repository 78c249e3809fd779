import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { caminhoDoRelatorioPublico, type RelatorioLink } from '#contract/relatorio';
import { failureMessage } from '#machines/callFailure';
import { toFailure } from '@/http/client';
import { CampoData } from '@/ui/datas/CampoData';
import { ListError } from '@/ui/list/ListError';
import { PageSpinner } from '@/ui/PageSpinner';
import { useLoad } from '@/ui/load/useLoad';
import { relatorioApi } from './relatorioApi';

interface CompartilharRelatorioDialogProps {
  atividadeId: string;
  fuso: string;
  onClose: () => void;
}

/**
 * Admin and gestor hand the client a read-only link to the report, with an optional last day,
 * and revoke it. The address is shown once, when created: only its hash is kept.
 */
export function CompartilharRelatorioDialog({ atividadeId, fuso, onClose }: CompartilharRelatorioDialogProps) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const links = useLoad(() => relatorioApi.links(atividadeId));
  const [validade, setValidade] = useState('');
  const [novo, setNovo] = useState<string | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const quando = (valor: string) => i18n.date(valor, { dateStyle: 'short', timeStyle: 'short', timeZone: fuso });
  const falhou = (error: unknown) => {
    const message = failureMessage(toFailure(error));
    setErro(message);
  };

  const criar = async (event: FormEvent) => {
    event.preventDefault();
    setEnviando(true);
    setErro(null);
    try {
      // The link opens until the end of the chosen day, in the browser's time.
      const expira_em = validade ? new Date(`${validade}T23:59:59`).toISOString() : null;
      const criado = await relatorioApi.criarLink(atividadeId, { expira_em });
      setNovo(`${window.location.origin}${caminhoDoRelatorioPublico(criado.token)}`);
      links.reload();
    } catch (error) {
      falhou(error);
    } finally {
      setEnviando(false);
    }
  };

  const revogar = async (link: RelatorioLink) => {
    setErro(null);
    try {
      await relatorioApi.revogarLink(atividadeId, link);
      links.reload();
    } catch (error) {
      falhou(error);
    }
  };

  const estado = (link: RelatorioLink) => {
    if (link.revogado_em) return t`Revogado em ${quando(link.revogado_em)}`;
    if (link.expira_em) return Date.parse(link.expira_em) <= Date.now() ? t`Expirou em ${quando(link.expira_em)}` : t`Válido até ${quando(link.expira_em)}`;
    return t`Sem validade`;
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        <Trans>Compartilhar o relatório</Trans>
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          <Trans>Quem tiver o link vê somente este relatório, sem entrar no Prumo. Revogue-o quando não for mais necessário.</Trans>
        </DialogContentText>
        <Box component="form" onSubmit={criar} noValidate sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap', mb: 2 }}>
          <CampoData tipo="data" label={t`Válido até (opcional)`} value={validade} onChange={(event) => setValidade(event.target.value)} size="small" />
          <Button type="submit" variant="contained" disabled={enviando}>
            <Trans>Criar link</Trans>
          </Button>
        </Box>
        {erro && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {erro}
          </Alert>
        )}
        {novo && (
          <Alert severity="success" sx={{ mb: 2, '& .MuiAlert-message': { minWidth: 0, flexGrow: 1 } }}>
            <Typography variant="body2" sx={{ mb: 1 }}>
              <Trans>Copie o link agora: ele não será mostrado de novo.</Trans>
            </Typography>
            <TextField
              value={novo}
              label={t`Link do relatório`}
              size="small"
              fullWidth
              autoFocus
              onFocus={(event) => event.target.select()}
              slotProps={{ htmlInput: { readOnly: true } }}
            />
            <Button size="small" sx={{ mt: 1 }} onClick={() => void navigator.clipboard?.writeText(novo)}>
              <Trans>Copiar</Trans>
            </Button>
          </Alert>
        )}
        <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
          <Trans>Links criados</Trans>
        </Typography>
        {links.status === 'failed' ? (
          <ListError message={links.failureMessage} onRetry={links.retry} />
        ) : !links.data ? (
          <PageSpinner />
        ) : links.data.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            <Trans>Nenhum link criado.</Trans>
          </Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
            {links.data.map((link) => (
              <Box component="li" key={link.id} sx={{ display: 'flex', alignItems: 'center', gap: 1, justifyContent: 'space-between', flexWrap: 'wrap' }}>
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="body2">{t`Criado em ${quando(link.criado_em)} por ${link.criado_por ?? t`pessoa removida`}`}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {estado(link)}
                  </Typography>
                </Box>
                {!link.revogado_em && (
                  <Button size="small" color="error" onClick={() => void revogar(link)} aria-label={t`Revogar o link criado em ${quando(link.criado_em)}`}>
                    <Trans>Revogar</Trans>
                  </Button>
                )}
              </Box>
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          <Trans>Fechar</Trans>
        </Button>
      </DialogActions>
    </Dialog>
  );
}
