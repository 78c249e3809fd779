import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { failureMessage } from '#machines/callFailure';
import { isFailure } from '../../http/client';
import { FormAlert } from '../../ui/form/FormAlert';
import { PasswordField } from '../../ui/form/PasswordField';
import { hasErrors, newPassword, required, serverFieldErrors, validate } from '../../ui/form/validation';
import { notify } from '../../ui/toast/notify';
import { profileApi } from './profileApi';
import { useFormFields } from '../../ui/form/useFormFields';

type Field = 'password_atual' | 'password' | 'confirmacao';
const EMPTY: Record<Field, string> = { password_atual: '', password: '', confirmacao: '' };

export function PasswordForm() {
  const { t, i18n } = useLingui();
  const { values, setValues, errors, setErrors, field } = useFormFields<Field>(EMPTY);
  const [message, setMessage] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(
      values,
      {
        password_atual: required(msg`Informe a senha atual.`),
        password: newPassword,
        confirmacao: (value) => (value === values.password ? null : msg`As senhas não conferem.`),
      },
      (descriptor) => i18n._(descriptor),
    );
    setErrors(found);
    setMessage(null);
    if (hasErrors(found)) return;
    setSending(true);
    try {
      await profileApi.changePassword(values.password_atual, values.password);
      setValues(EMPTY);
      notify(t`Senha alterada.`, 'success');
    } catch (error) {
      setMessage(failureMessage(error));
      setErrors(isFailure(error) ? serverFieldErrors(error) : {});
    } finally {
      setSending(false);
    }
  };


  return (
    <Card variant="outlined">
      <CardHeader title={t`Alterar senha`} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent>
        <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
          <FormAlert message={message} />
          <PasswordField {...field('password_atual')} label={t`Senha atual`} autoComplete="current-password" />
          <PasswordField {...field('password')} label={t`Nova senha`} autoComplete="new-password" />
          <PasswordField {...field('confirmacao')} label={t`Confirme a nova senha`} autoComplete="new-password" />
          <Button type="submit" variant="contained" loading={sending} sx={{ justifySelf: 'start' }}>
            <Trans>Alterar senha</Trans>
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
