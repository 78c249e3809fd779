import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { failureMessage } from '#machines/callFailure';
import { useSession } from '../../app/session/useSession';
import { isFailure } from '../../http/client';
import { FormAlert } from '../../ui/form/FormAlert';
import { PasswordField } from '../../ui/form/PasswordField';
import { passwordStrength } from '../../ui/form/passwordStrength';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { TextLink } from '../../ui/form/TextLink';
import { TextInput } from '../../ui/form/TextInput';
import { email, hasErrors, newPassword, optionalCnpj, required, serverFieldErrors, validate } from '../../ui/form/validation';
import { authApi } from './authApi';
import { authPath } from './authPaths';
import { useFormFields } from '../../ui/form/useFormFields';

type Field = 'nome' | 'email' | 'password' | 'confirmacao' | 'empresa_nome' | 'cnpj';

interface RegisterFormProps {
  variant?: 'split';
  /** Signing up through an invitation: its e-mail is fixed and no company is created. */
  convite?: { token: string; email: string };
}

/** The sign-up form: a new account with a first company, or, with an invitation, an account that joins its company. */
export function RegisterForm({ variant, convite }: RegisterFormProps) {
  const { t, i18n } = useLingui();
  const session = useSession();
  const { values, setValues, errors, setErrors, field } = useFormFields<Field>({
    nome: '',
    email: convite?.email ?? '',
    password: '',
    confirmacao: '',
    empresa_nome: '',
    cnpj: '',
  });
  const [message, setMessage] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const strength = passwordStrength(values.password);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(
      values,
      {
        nome: required(msg`Informe seu nome.`),
        email,
        password: newPassword,
        confirmacao: (value) => (value === values.password ? null : msg`As senhas não conferem.`),
        ...(convite ? {} : { empresa_nome: required(msg`Informe o nome da empresa.`), cnpj: optionalCnpj }),
      },
      (descriptor) => i18n._(descriptor),
    );
    setErrors(found);
    setMessage(null);
    if (hasErrors(found)) return;
    setSending(true);
    try {
      const account = { nome: values.nome.trim(), email: values.email.trim(), password: values.password };
      const response = await authApi.register(
        convite
          ? { ...account, convite: convite.token }
          : { ...account, empresa_nome: values.empresa_nome.trim(), ...(values.cnpj.trim() ? { cnpj: values.cnpj.trim() } : {}) },
      );
      session.authenticated(response);
    } catch (error) {
      setMessage(failureMessage(error));
      setErrors(isFailure(error) ? serverFieldErrors(error) : {});
      setSending(false);
    }
  };


  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
      <FormAlert message={message} />
      <TextInput {...field('nome')} label={t`Nome`} autoComplete="name" autoFocus />
      <TextInput
        {...field('email')}
        label={t`E-mail`}
        type="email"
        autoComplete="email"
        readOnly={Boolean(convite)}
        helperText={errors.email ?? (convite ? t`O e-mail que recebeu o convite.` : undefined)}
      />
      <PasswordField
        {...field('password')}
        label={t`Senha`}
        autoComplete="new-password"
        helperText={errors.password ?? t`Força da senha: ${i18n._(strength.label)}`}
      />
      <LinearProgress
        variant="determinate"
        value={(strength.score / 3) * 100}
        color={strength.score >= 2 ? 'success' : 'warning'}
        aria-label={t`Força da senha`}
        sx={{ mt: -1 }}
      />
      <PasswordField {...field('confirmacao')} label={t`Confirme a senha`} autoComplete="new-password" />
      {!convite && (
        <>
          <TextInput {...field('empresa_nome')} label={t`Nome da empresa`} autoComplete="organization" />
          <TextInput {...field('cnpj')} label={t`CNPJ (opcional)`} inputProps={{ inputMode: 'numeric' }} />
        </>
      )}
      <SubmitButton loading={sending}>
        {convite ? <Trans>Criar conta e entrar na empresa</Trans> : <Trans>Criar conta</Trans>}
      </SubmitButton>
      <Box component="p" sx={{ m: 0, textAlign: 'center' }}>
        <Trans>Já tem conta?</Trans>{' '}
        <TextLink href={authPath('login', variant)}>
          <Trans>Entrar</Trans>
        </TextLink>
      </Box>
    </Box>
  );
}
