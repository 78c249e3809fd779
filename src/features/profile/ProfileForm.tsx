import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, type FormEvent } from 'react';
import { IDIOMAS, type Idioma } from '#contract/limits';
import { useSession } from '../../app/session/useSession';
import { IDIOMA_NAMES } from '../../i18n/idiomas';
import { FormAlert } from '../../ui/form/FormAlert';
import { LTR_INPUT } from '../../ui/form/ltrInput';
import { PasswordField } from '../../ui/form/PasswordField';
import { email, hasErrors, required, serverFieldErrors, validate } from '../../ui/form/validation';
import { notify } from '../../ui/toast/notify';
import { useFormFields } from '../../ui/form/useFormFields';
import { EmailConfirmacaoAviso } from './EmailConfirmacaoAviso';

type Field = 'nome' | 'email' | 'telefone' | 'idioma' | 'password_atual';

export function ProfileForm() {
  const { t, i18n } = useLingui();
  const session = useSession();
  const user = session.user;
  const { values, setValues, errors, setErrors, field } = useFormFields<Field>({
    nome: user?.nome ?? '',
    email: user?.email ?? '',
    telefone: user?.telefone ?? '',
    idioma: user?.idioma ?? 'pt-BR',
    password_atual: '',
  });
  const [message, setMessage] = useState<string | null>(null);

  // The language can also change from the palette or the topbar while this form is open.
  const savedIdioma = user?.idioma;
  useEffect(() => {
    if (savedIdioma) setValues((current) => ({ ...current, idioma: savedIdioma }));
  }, [savedIdioma]);

  const savedEmail = user?.email ?? '';
  // The address moves only through a link mailed to the new one, and asking for it takes the password.
  const trocaEmail = values.email.trim().toLowerCase() !== savedEmail.toLowerCase();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(
      values,
      {
        nome: required(msg`Informe seu nome.`),
        email,
        telefone: (value) => (value.trim() === '' || /^[\d\s()+-]{8,20}$/.test(value.trim()) ? null : msg`Telefone inválido: use só números, espaços, parênteses e hífen.`),
        password_atual: (value) => (trocaEmail && value === '' ? msg`Informe a sua senha atual para trocar o e-mail.` : null),
      },
      (descriptor) => i18n._(descriptor),
    );
    setErrors(found);
    setMessage(null);
    if (hasErrors(found)) return;
    const outcome = await session.update({
      nome: values.nome.trim(),
      email: values.email.trim(),
      telefone: values.telefone.trim() || null,
      idioma: values.idioma as Idioma,
      ...(trocaEmail ? { password_atual: values.password_atual } : {}),
    });
    if (outcome.type === 'session.failed') {
      setMessage(outcome.message);
      setErrors(serverFieldErrors(outcome.failure));
    } else if (trocaEmail) {
      const novo = values.email.trim();
      setValues((current) => ({ ...current, email: savedEmail, password_atual: '' }));
      notify(t`Enviamos um link para ${novo}. O e-mail muda quando você abri-lo.`, 'success');
    } else {
      notify(t`Perfil atualizado.`, 'success');
    }
  };

  return (
    <Card variant="outlined">
      <CardHeader title={t`Dados pessoais`} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent>
        <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
          <FormAlert message={message} />
          <EmailConfirmacaoAviso caso="troca" />
          <TextField {...field('nome')} label={t`Nome`} autoComplete="name" />
          <TextField {...field('email')} label={t`E-mail`} type="email" autoComplete="email" />
          {trocaEmail && (
            <PasswordField
              {...field('password_atual')}
              label={t`Senha atual`}
              autoComplete="current-password"
              helperText={errors.password_atual ?? t`Para trocar o e-mail. Enviaremos um link ao novo endereço.`}
            />
          )}
          <TextField {...field('telefone')} label={t`Telefone`} type="tel" autoComplete="tel" slotProps={{ htmlInput: LTR_INPUT }} />
          <TextField {...field('idioma')} select label={t`Idioma`}>
            {IDIOMAS.map((idioma) => (
              <MenuItem key={idioma} value={idioma} lang={idioma}>
                {IDIOMA_NAMES[idioma]}
              </MenuItem>
            ))}
          </TextField>
          <Button type="submit" variant="contained" loading={session.loading} sx={{ justifySelf: 'start' }}>
            <Trans>Salvar</Trans>
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
