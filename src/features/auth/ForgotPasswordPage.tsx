import Box from '@mui/material/Box';
import { TextInput } from '../../ui/form/TextInput';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { useSearch } from 'wouter';
import { failureMessage } from '#machines/callFailure';
import type { PageProps } from '../../app/pagina';
import { isFailure } from '../../http/client';
import { FormAlert } from '../../ui/form/FormAlert';
import { PasswordField } from '../../ui/form/PasswordField';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { TextLink } from '../../ui/form/TextLink';
import { email, hasErrors, newPassword, serverFieldErrors, validate } from '../../ui/form/validation';
import { AuthLayout } from './AuthLayout';
import { authApi } from './authApi';
import { authPath } from './authPaths';
import { useFormFields } from '../../ui/form/useFormFields';

type Field = 'email' | 'password' | 'confirmacao';

/** Without a token it asks the e-mail; with `?token=` (the link in the e-mail) it asks the new password. */
export function ForgotPasswordPage({ variant }: PageProps) {
  const { t, i18n } = useLingui();
  const token = new URLSearchParams(useSearch()).get('token');
  const { values, setValues, errors, setErrors, field } = useFormFields<Field>({ email: '', password: '', confirmacao: '' });
  const [message, setMessage] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = token
      ? validate(
          values,
          { password: newPassword, confirmacao: (value) => (value === values.password ? null : msg`As senhas não conferem.`) },
          (descriptor) => i18n._(descriptor),
        )
      : validate(values, { email }, (descriptor) => i18n._(descriptor));
    setErrors(found);
    setMessage(null);
    if (hasErrors(found)) return;
    setSending(true);
    try {
      if (token) {
        await authApi.resetPassword(token, values.password);
        setDone(t`Senha alterada. Entre com a nova senha.`);
      } else {
        await authApi.forgotPassword(values.email.trim());
        setDone(t`Se houver uma conta com esse e-mail, enviamos um link para criar uma nova senha. O link vale por uma hora.`);
      }
    } catch (error) {
      setMessage(failureMessage(error));
      setErrors(isFailure(error) ? serverFieldErrors(error) : {});
    } finally {
      setSending(false);
    }
  };


  return (
    <AuthLayout
      variant={variant}
      title={token ? t`Criar nova senha` : t`Recuperar senha`}
      subtitle={token ? <Trans>Escolha a nova senha da sua conta.</Trans> : <Trans>Informe o e-mail da sua conta e enviaremos um link.</Trans>}
    >
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
        <FormAlert message={message} />
        <FormAlert message={done} severity="success" />
        {token ? (
          <>
            <PasswordField {...field('password')} label={t`Nova senha`} autoComplete="new-password" autoFocus />
            <PasswordField {...field('confirmacao')} label={t`Confirme a nova senha`} autoComplete="new-password" />
          </>
        ) : (
          <TextInput {...field('email')} label={t`E-mail`} type="email" autoComplete="email" autoFocus />
        )}
        {!done && (
          <SubmitButton loading={sending}>
            {token ? <Trans>Salvar nova senha</Trans> : <Trans>Enviar link</Trans>}
          </SubmitButton>
        )}
        <TextLink href={authPath('login', variant)} sx={{ textAlign: 'center' }}>
          <Trans>Voltar para o login</Trans>
        </TextLink>
      </Box>
    </AuthLayout>
  );
}
