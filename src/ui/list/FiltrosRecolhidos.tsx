import FilterList from '@mui/icons-material/FilterList';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTheme, type SxProps, type Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useLingui } from '@lingui/react/macro';
import { useId, useState, type ReactNode } from 'react';

interface FiltrosRecolhidosProps {
  /** How many filters are in use, said on the button. */
  usados: number;
  /** The fields; `visiveis` says whether they show now, so that a page can load their code only then. */
  children: (visiveis: boolean) => ReactNode;
  /** The fields' own layout in their parent's row. */
  sx?: SxProps<Theme>;
}

/**
 * Filters that sit in their parent's row, except on a phone, where they wait behind a "Filtros"
 * button (with the count in use) so that what they filter comes first.
 */
export function FiltrosRecolhidos({ usados, children, sx }: FiltrosRecolhidosProps) {
  const { t } = useLingui();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const [aberto, setAberto] = useState(false);
  const id = useId();
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<FilterList />}
        aria-expanded={aberto}
        aria-controls={id}
        onClick={() => setAberto((antes) => !antes)}
        sx={(theme) => ({ display: 'none', [theme.breakpoints.down('sm')]: { display: 'inline-flex' } })}
      >
        {usados > 0 ? t`Filtros (${usados})` : t`Filtros`}
      </Button>
      <Box
        id={id}
        sx={[(theme) => ({ display: 'contents', [theme.breakpoints.down('sm')]: { display: aberto ? 'contents' : 'none' } }), ...(Array.isArray(sx) ? sx : [sx])]}
      >
        {children(aberto || !phone)}
      </Box>
    </>
  );
}
