import Alert from '@mui/material/Alert';
import { useLingui } from '@lingui/react/macro';
import { FALLBACK_ERROR } from '../../../machines/callFailure';

/** The server's message above a form; spec §8's 'Error occurred' when it sent none. */
export function FormAlert({ message, severity = 'error' }: { message: string | null; severity?: 'error' | 'success' | 'info' }) {
  const { t } = useLingui();
  if (!message) return null;
  return (
    <Alert severity={severity} role={severity === 'error' ? 'alert' : 'status'}>
      {message === FALLBACK_ERROR ? t`Error occurred` : message}
    </Alert>
  );
}
