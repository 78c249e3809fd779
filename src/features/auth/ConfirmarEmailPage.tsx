import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Link as RouterLink, useSearch } from 'wouter';
import type { PageProps } from '../../app/pagina';
import { useSession } from '../../app/session/useSession';
import { useLoad } from '../../ui/load/useLoad';
import { AuthLayout } from './AuthLayout';
import { authApi } from './authApi';
import { authPath } from './authPaths';

// A link works once: a second draw of the page (React's development checks, a remount) must not
// spend it again and then report the first use as a failure.
const confirmacoes = new Map<string, Promise<void>>();
const confirmarUmaVez = (token: string) => {
  let pedido = confirmacoes.get(token);
  if (!pedido) confirmacoes.set(token, (pedido = authApi.confirmarEmail(token)));
  return pedido;
};

/** `/auth/confirmar-email?token=…`: the link mailed to prove an address, signed in or not. */
export function ConfirmarEmailPage({ variant }: PageProps) {
  const { t } = useLingui();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const session = useSession();
  const confirmacao = useLoad(() => (token ? confirmarUmaVez(token) : Promise.reject(new Error(t`Este link de confirmação está incompleto.`))));
  const confirmado = confirmacao.status === 'loaded';
  const { isLogged, check } = session;
  // The address shown in the app (and the invitations it opens) changes with the confirmation.
  useEffect(() => {
    if (confirmado && isLogged) check();
  }, [confirmado, isLogged]);

  return (
    <AuthLayout variant={variant} title={t`Confirmar e-mail`}>
      {confirmacao.status === 'loading' ? (
        <Box role="status" sx={{ display: 'grid', placeItems: 'center', minHeight: 120 }}>
          <CircularProgress aria-label={t`Confirmando`} />
        </Box>
      ) : confirmado ? (
        <Alert severity="success" role="status">
          <Trans>E-mail confirmado. Os convites enviados a ele já aparecem no topo das páginas do Prumo.</Trans>
        </Alert>
      ) : (
        <Alert severity="warning" role="alert">
          {confirmacao.failureStatus === 400
            ? t`Este link de confirmação é inválido, já foi usado ou expirou. Peça um novo em Meu perfil.`
            : confirmacao.failureMessage}
        </Alert>
      )}
      {confirmacao.status !== 'loading' && (
        <Button component={RouterLink} href={isLogged ? '/meu-perfil' : authPath('login', variant)} variant="contained" size="large">
          {isLogged ? <Trans>Ir para Meu perfil</Trans> : <Trans>Entrar</Trans>}
        </Button>
      )}
    </AuthLayout>
  );
}
