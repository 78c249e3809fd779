import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { pode } from '#contract/permissoes';
import { useSession } from '../../app/session/useSession';
import { carregarPartes } from '../../i18n/i18n';
import { Dica, PopoverAdiado } from '../../ui/muiAdiado';
import { useEventosDaEmpresa } from '../atividades/aoVivo/useAtividadesAoVivo';
import { aoPedirNotificacoes } from './abrirNotificacoes';
import { notificacoesApi } from './notificacoesApi';

// The first page carries only the bell and its count; the list's code comes when it opens.
// With what the notifications say: a catalog of its own, which the pages drawn before the list opens do without.
const ListaDeNotificacoes = lazy(() =>
  Promise.all([import('./ListaDeNotificacoes'), carregarPartes('notificacoes')]).then(([m]) => ({ default: m.ListaDeNotificacoes })),
);

/** The topbar's bell: the unread count, kept live, and the list of notifications it opens. */
export function SinoDeNotificacoes() {
  const { t } = useLingui();
  const { empresa } = useSession();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const botao = useRef<HTMLButtonElement>(null);
  const listaId = useId();
  const [aberta, setAberta] = useState(false);
  const [naoLidas, setNaoLidas] = useState(0);
  const [aviso, setAviso] = useState(0);
  const empresaId = empresa?.id;

  const contar = useCallback(() => {
    notificacoesApi.naoLidas().then(setNaoLidas, () => undefined);
  }, []);
  useEffect(() => {
    if (empresaId) contar();
  }, [contar, empresaId]);
  useEventosDaEmpresa((evento) => {
    if (evento.tipo !== 'notificacao') return;
    contar();
    setAviso((vez) => vez + 1);
  });
  useEffect(() => aoPedirNotificacoes(() => setAberta(true)), []);

  if (!pode(empresa?.papel, 'notificacoes.ler')) return null;
  const rotulo = naoLidas === 0 ? t`Notificações` : plural(naoLidas, { one: 'Notificações: # não lida', other: 'Notificações: # não lidas' });
  return (
    <>
      <Dica title={rotulo}>
        <IconButton ref={botao} aria-label={rotulo} aria-haspopup="dialog" aria-expanded={aberta} aria-controls={aberta ? listaId : undefined} onClick={() => setAberta(true)}>
          <Badge badgeContent={naoLidas} max={99} color="error">
            <NotificationsOutlined />
          </Badge>
        </IconButton>
      </Dica>
      <PopoverAdiado
        id={listaId}
        open={aberta}
        anchorEl={botao.current}
        onClose={() => setAberta(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        // On a phone the list takes the screen's width, edge to edge.
        marginThreshold={phone ? 0 : 16}
        slotProps={{ paper: { sx: { width: phone ? '100vw' : 400, maxWidth: '100vw', maxHeight: '70vh', display: 'flex', flexDirection: 'column', ...(phone && { borderRadius: 0 }) } } }}
      >
        <Suspense
          fallback={
            <Box sx={{ display: 'grid', placeItems: 'center', p: 3 }}>
              <CircularProgress size={24} />
            </Box>
          }
        >
          <ListaDeNotificacoes aviso={aviso} aoContar={setNaoLidas} aoFechar={() => setAberta(false)} />
        </Suspense>
      </PopoverAdiado>
    </>
  );
}
