import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useLingui } from '@lingui/react/macro';

/** The shape of the first page while it loads: the page does not jump when rows arrive. */
export function ListSkeleton({ rows = 6 }: { rows?: number }) {
  const { t } = useLingui();
  return (
    <Box role="status" aria-label={t`Carregando`} aria-busy="true" sx={{ display: 'grid', gap: 1, py: 1 }}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={36} />
      ))}
    </Box>
  );
}
