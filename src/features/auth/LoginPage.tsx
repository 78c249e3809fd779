import { styled } from '@mui/material/styles';
import { TextInput } from '../../ui/form/TextInput';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import type { PageProps } from '../../app/pagina';
import { useSession } from '../../app/session/useSession';
import { FormAlert } from '../../ui/form/FormAlert';
import { PasswordField } from '../../ui/form/PasswordField';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { TextLink } from '../../ui/form/TextLink';
import { email, hasErrors, required, serverFieldErrors, validate } from '../../ui/form/validation';
import { AuthLayout } from './AuthLayout';
import { authPath } from './authPaths';
import { useFormFields } from '../../ui/form/useFormFields';

type Field = 'email' | 'password';

export function LoginPage({ variant }: PageProps) {
  const { t, i18n } = useLingui();
  const session = useSession();
  const [, navigate] = useLocation();
  const { values, setValues, errors, setErrors, field } = useFormFields<Field>({ email: '', password: '' });
  const [message, setMessage] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values, { email, password: required(msg`Informe a senha.`) }, (descriptor) => i18n._(descriptor));
    setErrors(found);
    setMessage(null);
    if (hasErrors(found)) return;
    const outcome = await session.login({ email: values.email.trim(), password: values.password });
    if (outcome.type === 'session.failed') {
      setMessage(outcome.message);
      setErrors(serverFieldErrors(outcome.failure));
    } else if (outcome.type === 'session.twoFactor') {
      navigate(authPath('two-steps', variant) + window.location.search);
    }
  };


  return (
    <AuthLayout variant={variant} title={t`Entrar no Prumo`} subtitle={<Trans>Use o e-mail e a senha da sua conta.</Trans>}>
      <Formulario noValidate onSubmit={submit}>
        <FormAlert message={message} />
        <TextInput {...field('email')} label={t`E-mail`} type="email" autoComplete="email" autoFocus />
        <PasswordField {...field('password')} label={t`Senha`} autoComplete="current-password" />
        <TextLink href={authPath('forgot-password', variant)} style={{ justifySelf: 'end' }}>
          <Trans>Esqueceu a senha?</Trans>
        </TextLink>
        <SubmitButton loading={session.loading}>
          <Trans>Entrar</Trans>
        </SubmitButton>
        <Rodape>
          <Trans>Ainda não tem conta?</Trans>{' '}
          <TextLink href={authPath('register', variant)}>
            <Trans>Criar conta</Trans>
          </TextLink>
        </Rodape>
      </Formulario>
    </AuthLayout>
  );
}

const Formulario = styled('form')(({ theme }) => ({ display: 'grid', gap: theme.spacing(2) }));

const Rodape = styled('p')({ margin: 0, textAlign: 'center' });
