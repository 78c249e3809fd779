import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import type { Notificacao } from '#contract/notificacoes';
import { failureMessage } from '#machines/callFailure';
import { notify } from '../../ui/toast/notify';
import { useFusoHorario } from '../configuracoes/useConfiguracoesDaEmpresa';
import { useLoad } from '../../ui/load/useLoad';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { notificacoesApi } from './notificacoesApi';
import { palavrasDaNotificacao } from './palavrasDaNotificacao';

interface Props {
  /** Grows with each live notice: the open list reads itself again. */
  aviso: number;
  aoContar: (naoLidas: number) => void;
  aoFechar: () => void;
}

/** The person's notifications, the newest first, each opening its record; loaded when the bell opens. */
export function ListaDeNotificacoes({ aviso, aoContar, aoFechar }: Props) {
  const { t, i18n } = useLingui();
  // The company's clock, as every date of the activities and actions the notifications link to.
  const fuso = useFusoHorario();
  const [, navigate] = useLocation();
  const lista = useLoad(notificacoesApi.listar);
  const { reload } = lista;
  useEffect(() => {
    if (aviso > 0) reload();
    // Only a new notice reloads; `reload` is a new function on every render.
  }, [aviso]);
  const items = lista.data?.items ?? [];

  const falhou = (error: unknown) => notify(failureMessage(error), 'error');
  const abrir = (notificacao: Notificacao) => {
    aoFechar();
    navigate(notificacao.link);
    if (!notificacao.lida) notificacoesApi.marcarLida(notificacao.id).then(aoContar, falhou);
  };
  const marcarTodas = () =>
    notificacoesApi.marcarTodasLidas().then((naoLidas) => {
      aoContar(naoLidas);
      reload();
    }, falhou);

  return (
    <Box component="section" aria-label={t`Notificações`} sx={{ display: 'flex', flexDirection: 'column', maxHeight: 'inherit' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1, fontSize: 16 }}>
          <Trans>Notificações</Trans>
        </Typography>
        <Button size="small" onClick={marcarTodas} disabled={!items.some((item) => !item.lida)}>
          <Trans>Marcar todas como lidas</Trans>
        </Button>
      </Box>
      {lista.status === 'failed' && (
        <Alert severity="error" sx={{ m: 2 }} action={<Button color="inherit" size="small" onClick={lista.retry}><Trans>Tentar de novo</Trans></Button>}>
          {lista.failureMessage}
        </Alert>
      )}
      {lista.status === 'loading' && lista.data === null && (
        <Box sx={{ display: 'grid', placeItems: 'center', p: 3 }}>
          <CircularProgress size={24} aria-label={t`Carregando notificações`} />
        </Box>
      )}
      {lista.data !== null && items.length === 0 && (
        <Box sx={{ display: 'grid', justifyItems: 'center', gap: 1, p: 4, color: 'text.secondary' }}>
          <NotificationsNoneOutlined />
          <Typography variant="body2">
            <Trans>Nenhuma notificação por enquanto.</Trans>
          </Typography>
        </Box>
      )}
      {items.length > 0 && (
        <List dense disablePadding sx={{ overflowY: 'auto' }}>
          {items.map((notificacao) => {
            const { titulo, texto } = palavrasDaNotificacao(i18n, notificacao);
            const quando = i18n.date(notificacao.criado_em, { dateStyle: 'short', timeStyle: 'short', timeZone: fuso });
            return (
              <ListItemButton
                key={notificacao.id}
                component="a"
                href={notificacao.link}
                onClick={(event) => {
                  event.preventDefault();
                  abrir(notificacao);
                }}
                sx={{ alignItems: 'flex-start', gap: 1, borderInlineStart: 3, borderColor: notificacao.lida ? 'transparent' : 'primary.main' }}
              >
                <ListItemText
                  primary={titulo}
                  secondary={
                    <>
                      {texto}
                      <Box component="span" sx={{ display: 'block' }}>
                        {quando}
                      </Box>
                    </>
                  }
                  slotProps={{ primary: { sx: { fontWeight: notificacao.lida ? 400 : 600 } } }}
                />
                {!notificacao.lida && (
                  <VisuallyHidden>
                    <Trans>Não lida</Trans>
                  </VisuallyHidden>
                )}
              </ListItemButton>
            );
          })}
        </List>
      )}
    </Box>
  );
}
