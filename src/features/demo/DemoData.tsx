import Box from '@mui/material/Box';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ListError } from '../../ui/list/ListError';
import { ListSkeleton } from '../../ui/list/ListSkeleton';
import type { Loaded } from '../../ui/load/useLoad';

/** A demo screen's data: its shape while it loads, the demo server's refusal with a retry, then the screen. */
export function DemoData<T>({ load, children }: { load: Loaded<T>; children: (data: T) => ReactNode }) {
  const { t } = useLingui();
  if (load.status === 'failed') {
    const said = load.failureMessage;
    return <ListError message={t`A demonstração não respondeu: ${said}`} onRetry={load.retry} />;
  }
  if (load.data === null) {
    return (
      <Box aria-busy="true">
        <ListSkeleton />
      </Box>
    );
  }
  return children(load.data);
}
