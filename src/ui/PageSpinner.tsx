import Box from '@mui/material/Box';
import { useLingui } from '@lingui/react/macro';
import { Spinner } from './Spinner';

export function PageSpinner() {
  const { t } = useLingui();
  return (
    <Box role="status" aria-label={t`Carregando`} sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh', color: 'primary.main' }}>
      <Spinner size={40} aria-hidden />
    </Box>
  );
}
