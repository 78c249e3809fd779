import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';

// Most forms are sent without an error: the box's code loads with the first message.
const Alert = lazy(() => import('@mui/material/Alert'));

/** The server's message above a form; 'Error occurred' when it sent none. */
export function FormAlert({ message, severity = 'error' }: { message: string | null; severity?: 'error' | 'success' | 'info' }) {
  const { t } = useLingui();
  if (!message) return null;
  return (
    <Suspense fallback={null}>
      <Alert severity={severity} role={severity === 'error' ? 'alert' : 'status'}>
        {message}
      </Alert>
    </Suspense>
  );
}
