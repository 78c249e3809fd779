import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { TwoFactorEnrolment } from '#contract/auth';
import { failureMessage } from '#machines/callFailure';
import { useSession } from '../../app/session/useSession';
import { FormAlert } from '../../ui/form/FormAlert';
import { PasswordField } from '../../ui/form/PasswordField';
import { notify } from '../../ui/toast/notify';
import { profileApi } from './profileApi';

type Step = { name: 'idle' } | { name: 'enrolling'; enrolment: TwoFactorEnrolment } | { name: 'codes'; codes: string[] } | { name: 'disabling' };

/** Two-step verification: on (QR code, confirm a code, keep the recovery codes) and off (with the password). */
export function TwoFactorSection() {
  const { t } = useLingui();
  const session = useSession();
  const enabled = session.user?.two_factor ?? false;
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const [input, setInput] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setMessage(null);
    setSending(true);
    try {
      await work();
    } catch (error) {
      setMessage(failureMessage(error));
    } finally {
      setSending(false);
    }
  };

  // The profile reloads through the session check, so the on/off flag follows the server.
  const refresh = () => session.check();

  const start = () => run(async () => setStep({ name: 'enrolling', enrolment: await profileApi.startTwoFactor() }));
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(input)) return setMessage(t`Informe os seis dígitos do aplicativo autenticador.`);
    void run(async () => {
      const { recovery_codes } = await profileApi.confirmTwoFactor(input);
      setInput('');
      setStep({ name: 'codes', codes: recovery_codes });
      refresh();
    });
  };
  const disable = (event: FormEvent) => {
    event.preventDefault();
    if (!input) return setMessage(t`Informe a senha.`);
    void run(async () => {
      await profileApi.disableTwoFactor(input);
      setInput('');
      setStep({ name: 'idle' });
      notify(t`Verificação em duas etapas desativada.`, 'success');
      refresh();
    });
  };

  return (
    <Card variant="outlined">
      <CardHeader title={t`Verificação em duas etapas`} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <FormAlert message={message} />
        {step.name === 'idle' && (
          <>
            <Typography>
              {enabled ? (
                <Trans>Ativada: ao entrar, pedimos também um código do seu aplicativo autenticador.</Trans>
              ) : (
                <Trans>Desativada. Ative para pedir, além da senha, um código do aplicativo autenticador.</Trans>
              )}
            </Typography>
            <Button
              variant={enabled ? 'outlined' : 'contained'}
              color={enabled ? 'error' : 'primary'}
              loading={sending}
              onClick={enabled ? () => setStep({ name: 'disabling' }) : start}
              sx={{ justifySelf: 'start' }}
            >
              {enabled ? <Trans>Desativar</Trans> : <Trans>Ativar</Trans>}
            </Button>
          </>
        )}
        {step.name === 'enrolling' && (
          <Box component="form" noValidate onSubmit={confirm} sx={{ display: 'grid', gap: 2 }}>
            <Typography>
              <Trans>Leia o QR code com o aplicativo autenticador e digite o código que ele mostrar.</Trans>
            </Typography>
            <Box component="img" src={step.enrolment.qr_code} alt={t`QR code para o aplicativo autenticador`} sx={{ width: 200, height: 200, bgcolor: '#fff', p: 1 }} />
            <Typography variant="body2" color="text.secondary">
              <Trans>Ou digite a chave: {step.enrolment.secret}</Trans>
            </Typography>
            <TextField label={t`Código de seis dígitos`} value={input} onChange={(event) => setInput(event.target.value.replace(/\D/g, '').slice(0, 6))} inputMode="numeric" autoComplete="one-time-code" />
            <Button type="submit" variant="contained" loading={sending} sx={{ justifySelf: 'start' }}>
              <Trans>Confirmar código</Trans>
            </Button>
          </Box>
        )}
        {step.name === 'codes' && (
          <>
            <FormAlert severity="success" message={t`Verificação em duas etapas ativada. Guarde estes códigos de recuperação: cada um vale uma vez, se você perder o celular.`} />
            <Box component="ul" aria-label={t`Códigos de recuperação`} sx={{ fontFamily: 'monospace', columns: 2, m: 0 }}>
              {step.codes.map((code) => (
                <li key={code}>{code}</li>
              ))}
            </Box>
            <Button variant="outlined" onClick={() => setStep({ name: 'idle' })} sx={{ justifySelf: 'start' }}>
              <Trans>Já guardei os códigos</Trans>
            </Button>
          </>
        )}
        {step.name === 'disabling' && (
          <Box component="form" noValidate onSubmit={disable} sx={{ display: 'grid', gap: 2 }}>
            <PasswordField label={t`Senha`} value={input} onChange={(event) => setInput(event.target.value)} autoComplete="current-password" />
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Button type="submit" variant="contained" color="error" loading={sending}>
                <Trans>Desativar</Trans>
              </Button>
              <Button onClick={() => setStep({ name: 'idle' })}>
                <Trans>Cancelar</Trans>
              </Button>
            </Box>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
