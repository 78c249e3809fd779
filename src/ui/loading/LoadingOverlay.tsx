import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import { useLingui } from '@lingui/react/macro';

export function LoadingOverlay() {
  const { t } = useLingui();
  return (
    <Backdrop open sx={(theme) => ({ zIndex: theme.zIndex.modal + 1, color: '#fff' })}>
      <CircularProgress color="inherit" aria-label={t`Carregando`} />
    </Backdrop>
  );
}
