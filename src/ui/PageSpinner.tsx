import { styled } from '@mui/material/styles';
import { useLingui } from '@lingui/react/macro';
import { Spinner } from './Spinner';

export function PageSpinner() {
  const { t } = useLingui();
  return (
    <Espera role="status" aria-label={t`Carregando`}>
      <Spinner size={40} aria-hidden />
    </Espera>
  );
}

const Espera = styled('div')(({ theme }) => ({ display: 'grid', placeItems: 'center', minHeight: '50vh', color: theme.palette.primary.main }));
