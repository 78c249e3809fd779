import Add from '@mui/icons-material/AddOutlined';
import Block from '@mui/icons-material/BlockOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { pode } from '#contract/permissoes';
import type { TokenApi } from '#contract/tokens';
import { useSession } from '../../app/session/useSession';
import { PAPEL_NAMES } from '../../i18n/papeis';
import { usePageCommands } from '../../ui/commands/usePageCommands';
import { ListError } from '../../ui/list/ListError';
import { useConfirmedAction } from '../../ui/list/useConfirmedAction';
import { useLoad } from '../../ui/load/useLoad';
import { PageSpinner } from '../../ui/PageSpinner';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { NovoTokenDialog } from './NovoTokenDialog';
import { WebhooksSection } from './WebhooksSection';
import { tokensApi } from './tokensApi';

const largo = { display: { xs: 'none', md: 'table-cell' } } as const;
// At 360 px the papel goes under the name, so the dates and the revoke button keep their room.
const medio = { display: { xs: 'none', sm: 'table-cell' } } as const;
const soEstreito = { display: { xs: 'block', sm: 'none' } } as const;

/**
 * Configurações → Integrações, for admins: the company's API tokens (docs/tokens.md), each listed
 * without its secret, which is shown only when it is created (revoking asks first); then its webhooks.
 */
export function IntegracoesSection({ emFoco = false }: { emFoco?: boolean }) {
  const { t, i18n } = useLingui();
  const { empresa } = useSession();
  const titleId = useId();
  const tokensId = useId();
  const tokens = useLoad(tokensApi.lista);
  const act = useConfirmedAction();
  const [criando, setCriando] = useState(false);
  const titulo = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!emFoco) return;
    titulo.current?.scrollIntoView({ block: 'start' });
    titulo.current?.focus({ preventScroll: true });
  }, [emFoco]);
  const quando = (iso: string | null, vazio: string) => (iso ? i18n.date(new Date(iso), { dateStyle: 'short', timeStyle: 'short' }) : vazio);

  usePageCommands([{ id: 'configuracoes:novo-token', group: 'pagina', label: t`Novo token de API`, run: () => setCriando(true) }]);

  const revogar = (token: TokenApi) => {
    const nome = token.nome;
    return act({
      title: t`Revogar o token ${nome}?`,
      message: t`Os sistemas que o usam deixam de ter acesso na hora. Isto não pode ser desfeito: para voltar, crie outro token.`,
      run: () => tokensApi.revogar(token),
      done: t`Token ${nome} revogado.`,
      settle: tokens.reload,
    });
  };

  return (
    <Box component="section" aria-labelledby={titleId} id="integracoes" sx={{ mt: 5, maxWidth: 880 }}>
      <Typography id={titleId} ref={titulo} tabIndex={-1} variant="h6" component="h2" sx={{ mb: 1, scrollMarginTop: 80 }}>
        <Trans>Integrações</Trans>
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <Typography id={tokensId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          <Trans>Tokens de API</Trans>
        </Typography>
        <Button variant="outlined" startIcon={<Add />} onClick={() => setCriando(true)}>
          <Trans>Novo token</Trans>
        </Button>
      </Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        <Trans>Tokens de API deixam outros sistemas lerem e escreverem nesta empresa pela API do Prumo, com as permissões de um papel. O que fizerem aparece no histórico com o nome do token.</Trans>
      </Typography>
      {tokens.status === 'failed' ? (
        <ListError message={tokens.failureMessage} onRetry={tokens.retry} />
      ) : !tokens.data ? (
        <PageSpinner />
      ) : tokens.data.length === 0 ? (
        <Typography color="text.secondary">
          <Trans>Nenhum token criado.</Trans>
        </Typography>
      ) : (
        <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-labelledby={tokensId} sx={{ '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}>
            <TableHead>
              <TableRow>
                <TableCell>{t`Nome`}</TableCell>
                <TableCell sx={medio}>{t`Papel`}</TableCell>
                <TableCell sx={largo}>{t`Criado`}</TableCell>
                <TableCell>{t`Expira`}</TableCell>
                <TableCell>{t`Último uso`}</TableCell>
                <TableCell padding="checkbox">
                  <VisuallyHidden>{t`Ações`}</VisuallyHidden>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {tokens.data.map((token) => {
                const nome = token.nome;
                const papel = i18n._(PAPEL_NAMES[token.papel]);
                const criado = quando(token.criado_em, '');
                const por = token.criado_por;
                const expira = quando(token.expira_em, t`Não expira`);
                const expirado = token.expira_em !== null && Date.parse(token.expira_em) <= Date.now();
                return (
                  <TableRow key={token.id}>
                    <TableCell>
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {token.nome}
                      </Typography>
                      <Typography variant="caption" color="text.secondary" sx={soEstreito}>
                        {papel}
                      </Typography>
                    </TableCell>
                    <TableCell sx={medio}>{papel}</TableCell>
                    <TableCell sx={largo}>
                      {por ? t`${criado} por ${por}` : criado}
                    </TableCell>
                    <TableCell>{expirado ? t`Expirou em ${expira}` : expira}</TableCell>
                    <TableCell>{quando(token.ultimo_uso_em, t`Nunca usado`)}</TableCell>
                    <TableCell padding="checkbox">
                      <Tooltip title={t`Revogar`}>
                        <IconButton color="error" onClick={() => void revogar(token)} aria-label={t`Revogar o token ${nome}`}>
                          <Block fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </Paper>
      )}
      {criando && <NovoTokenDialog onClose={() => setCriando(false)} onCriado={tokens.reload} />}
      {pode(empresa?.papel, 'webhooks.gerenciar') && <WebhooksSection />}
    </Box>
  );
}
