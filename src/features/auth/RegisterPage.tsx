import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink, useSearch } from 'wouter';
import type { PageProps } from '../../app/pagina';
import { PAPEL_NAMES } from '../../i18n/papeis';
import { useLoad } from '../../ui/load/useLoad';
import { AuthLayout } from './AuthLayout';
import { authApi } from './authApi';
import { authPath } from './authPaths';
import { RegisterForm } from './RegisterForm';

export function RegisterPage({ variant }: PageProps) {
  const { t } = useLingui();
  const token = new URLSearchParams(useSearch()).get('convite');
  if (token) return <InvitedRegister token={token} variant={variant} />;
  return (
    <AuthLayout variant={variant} title={t`Criar conta`} subtitle={<Trans>Cadastre-se e cadastre sua empresa em um passo.</Trans>}>
      <RegisterForm variant={variant} />
    </AuthLayout>
  );
}

/** `/auth/register?convite=…`: the invitation's e-mail and company decide what the page offers. */
function InvitedRegister({ token, variant }: { token: string; variant?: 'split' }) {
  const { t, i18n } = useLingui();
  const link = useLoad(() => authApi.convite(token));
  const convite = link.data;

  if (link.status === 'loading') {
    return (
      <AuthLayout variant={variant} title={t`Aceitar convite`}>
        <Box role="status" sx={{ display: 'grid', placeItems: 'center', minHeight: 160 }}>
          <CircularProgress aria-label={t`Carregando`} />
        </Box>
      </AuthLayout>
    );
  }
  if (link.status === 'failed' || !convite) {
    return (
      <AuthLayout variant={variant} title={t`Criar conta`} subtitle={<Trans>Cadastre-se e cadastre sua empresa em um passo.</Trans>}>
        <Alert
          severity="warning"
          role="alert"
          action={
            link.failureStatus === 404 ? undefined : (
              <Button color="inherit" size="small" onClick={link.retry}>
                <Trans>Tentar novamente</Trans>
              </Button>
            )
          }
        >
          {link.failureStatus === 404 ? t`Este convite é inválido, já foi usado ou expirou. Peça um novo a quem convidou você, ou crie uma conta com a sua própria empresa.` : link.failureMessage}
        </Alert>
        <RegisterForm variant={variant} />
      </AuthLayout>
    );
  }
  const { email, empresa_nome: empresa } = convite;
  const papel = i18n._(PAPEL_NAMES[convite.papel]);
  if (convite.conta_existente) {
    return (
      <AuthLayout variant={variant} title={t`Aceitar convite`}>
        <Alert severity="info">
          <Trans>
            {email} já tem conta no Prumo. Entre com ela para aceitar o convite de {empresa} como {papel}: ele aparece no topo
            da página.
          </Trans>
        </Alert>
        <Button component={RouterLink} href={authPath('login', variant)} variant="contained" size="large">
          <Trans>Entrar para aceitar</Trans>
        </Button>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout
      variant={variant}
      title={t`Aceitar convite`}
      subtitle={<Trans>Você foi convidado para {empresa} como {papel}. Crie sua conta para entrar.</Trans>}
    >
      <RegisterForm variant={variant} convite={{ token, email }} />
    </AuthLayout>
  );
}
