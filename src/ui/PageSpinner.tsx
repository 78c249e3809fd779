import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useLingui } from '@lingui/react/macro';

export function PageSpinner() {
  const { t } = useLingui();
  return (
    <Box role="status" sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }}>
      <CircularProgress aria-label={t`Carregando`} />
    </Box>
  );
}
