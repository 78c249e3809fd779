import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ListError } from '@/ui/list/ListError';
import type { Loaded } from '@/ui/load/useLoad';

/** What a load gives inside the versions dialog: a spinner, the server's message with a retry, or the content. */
export function Carga<T>({ carga, children }: { carga: Loaded<T>; children: (data: T) => ReactNode }) {
  const { t } = useLingui();
  if (carga.status === 'failed') return <ListError message={carga.failureMessage} onRetry={carga.retry} />;
  if (carga.data === null) {
    return (
      <Box role="status" sx={{ display: 'grid', placeItems: 'center', minHeight: 160 }}>
        <CircularProgress aria-label={t`Carregando`} />
      </Box>
    );
  }
  return <>{children(carga.data)}</>;
}
