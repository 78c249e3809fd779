import Cancel from '@mui/icons-material/CancelOutlined';
import Replay from '@mui/icons-material/ReplayOutlined';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { ListaDe } from '#contract/lista';
import type { Convite } from '#contract/usuarios';
import { PAPEL_NAMES } from '../../i18n/papeis';
import { ListError } from '../../ui/list/ListError';
import { RowActionsMenu } from '../../ui/list/RowActionsMenu';
import type { RowAction } from '../../ui/list/types';
import { useConfirmedAction } from '../../ui/list/useConfirmedAction';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import type { Loaded } from '../../ui/load/useLoad';
import { usuariosApi } from './usuariosApi';

const narrow = { display: { xs: 'none', md: 'table-cell' } } as const;

/** The invitations not yet answered, each resent (a new link, a new week) or revoked, both asked first. */
export function ConvitesSection({ convites }: { convites: Loaded<ListaDe<Convite>> }) {
  const { t, i18n } = useLingui();
  const act = useConfirmedAction();
  const titleId = useId();
  const items = convites.data?.items ?? [];
  if (convites.status === 'failed') return <ListError message={convites.failureMessage} onRetry={convites.retry} />;
  if (items.length === 0) return null;

  const quando = (iso: string) => i18n.date(new Date(iso), { dateStyle: 'short', timeStyle: 'short' });
  const actions = (convite: Convite): RowAction<Convite>[] => {
    const para = convite.email;
    return [
      {
        id: 'reenviar',
        label: t`Reenviar`,
        icon: <Replay fontSize="small" />,
        run: () =>
          act({
            title: t`Reenviar o convite para ${para}?`,
            message: t`Um novo link sai por e-mail, válido por mais uma semana; o link anterior deixa de funcionar.`,
            run: () => usuariosApi.reenviar(convite.id, convite.versao),
            done: t`Convite reenviado para ${para}.`,
            settle: convites.reload,
          }),
      },
      {
        id: 'revogar',
        label: t`Revogar`,
        icon: <Cancel fontSize="small" />,
        run: () =>
          act({
            title: t`Revogar o convite para ${para}?`,
            message: t`O link enviado deixa de funcionar. Você pode convidar a pessoa de novo depois.`,
            run: () => usuariosApi.revogar(convite.id, convite.versao),
            done: t`Convite para ${para} revogado.`,
            settle: convites.reload,
          }),
      },
    ];
  };

  return (
    <section aria-labelledby={titleId}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ mt: 4, mb: 1 }}>
        {t`Convites enviados`}
      </Typography>
      <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-labelledby={titleId}>
          <TableHead>
            <TableRow>
              <TableCell>{t`E-mail`}</TableCell>
              <TableCell>{t`Papel`}</TableCell>
              <TableCell>{t`Situação`}</TableCell>
              <TableCell sx={narrow}>{t`Enviado por`}</TableCell>
              <TableCell padding="checkbox">
                <VisuallyHidden>{t`Ações`}</VisuallyHidden>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((convite) => {
              const prazo = quando(convite.expira_em);
              return (
              <TableRow key={convite.id}>
                <TableCell>{convite.email}</TableCell>
                <TableCell>{i18n._(PAPEL_NAMES[convite.papel])}</TableCell>
                <TableCell>
                  {convite.status === 'pendente' ? (
                    <Chip size="small" color="info" variant="outlined" label={t`Pendente até ${prazo}`} />
                  ) : (
                    <Chip size="small" color="warning" label={t`Expirou em ${prazo}`} />
                  )}
                </TableCell>
                <TableCell sx={narrow}>{convite.convidado_por ?? '—'}</TableCell>
                <TableCell padding="checkbox">
                  <RowActionsMenu item={convite} name={convite.email} actions={actions(convite)} />
                </TableCell>
              </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Paper>
    </section>
  );
}
