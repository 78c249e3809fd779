import Box from '@mui/material/Box';
import { TextInput } from '../../ui/form/TextInput';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { PageProps } from '../../app/pagina';
import { useSession } from '../../app/session/useSession';
import { FormAlert } from '../../ui/form/FormAlert';
import { MainLink, SubmitButton } from '../../ui/form/SubmitButton';
import { LinkButton } from '../../ui/form/TextLink';
import { AuthLayout } from './AuthLayout';
import { authPath } from './authPaths';
import { CODE_LENGTH, CodeBoxes } from './CodeBoxes';

/** The second step of signing in: the authenticator's six digits, or one recovery code. */
export function TwoStepsPage({ variant }: PageProps) {
  const { t } = useLingui();
  const session = useSession();
  const [useRecovery, setUseRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<string | null>(null);

  if (!session.challenge) {
    return (
      <AuthLayout variant={variant} title={t`Verificação em duas etapas`}>
        <FormAlert severity="info" message={t`Entre com seu e-mail e senha primeiro; depois pediremos o código.`} />
        <MainLink href={authPath('login', variant)}>
          <Trans>Ir para o login</Trans>
        </MainLink>
      </AuthLayout>
    );
  }

  const verify = async (value: string) => {
    if (useRecovery ? value.length < CODE_LENGTH : value.length !== CODE_LENGTH) {
      setMessage(useRecovery ? t`Informe um código de recuperação.` : t`Informe os seis dígitos do aplicativo autenticador.`);
      return;
    }
    if (session.loading) return;
    setMessage(null);
    const outcome = await session.verify(value);
    if (outcome.type === 'session.failed') setMessage(outcome.message);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void verify(code.trim());
  };

  return (
    <AuthLayout
      variant={variant}
      title={t`Verificação em duas etapas`}
      subtitle={
        useRecovery ? (
          <Trans>Digite um dos códigos de recuperação que você guardou. Cada código vale uma vez.</Trans>
        ) : (
          <Trans>Digite o código de seis dígitos do seu aplicativo autenticador.</Trans>
        )
      }
    >
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
        <FormAlert message={message} />
        {useRecovery ? (
          <TextInput label={t`Código de recuperação`} value={code} onChange={(event) => setCode(event.target.value)} autoFocus autoComplete="off" />
        ) : (
          <CodeBoxes value={code} onChange={setCode} invalid={Boolean(message)} onComplete={(complete) => void verify(complete)} />
        )}
        <SubmitButton loading={session.loading}>
          <Trans>Verificar</Trans>
        </SubmitButton>
        <LinkButton
          type="button"
          onClick={() => {
            setUseRecovery((recovery) => !recovery);
            setCode('');
            setMessage(null);
          }}
        >
          {useRecovery ? <Trans>Usar o aplicativo autenticador</Trans> : <Trans>Usar um código de recuperação</Trans>}
        </LinkButton>
      </Box>
    </AuthLayout>
  );
}
