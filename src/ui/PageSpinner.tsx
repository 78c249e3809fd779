import { styled } from '@mui/material/styles';
import { useLingui } from '@lingui/react/macro';
import { Spinner } from './Spinner';

/** Where a page will be while its code or data arrive: busy, so that assistive technology (and a test) waits for it. */
export function PageSpinner() {
  const { t } = useLingui();
  return (
    <Espera role="status" aria-label={t`Carregando`} aria-busy="true">
      <Spinner size={40} aria-hidden />
    </Espera>
  );
}

const Espera = styled('div')(({ theme }) => ({ display: 'grid', placeItems: 'center', minHeight: '50vh', color: theme.palette.primary.main }));
