import FilterList from '@mui/icons-material/FilterList';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useId, useState } from 'react';
import type { AtividadeResumo } from '#contract/atividade';
import type { ListState } from '../../../ui/list/useList';
import { ATIVIDADE_FILTROS, FILTRO } from './atividadesAddress';

// A phone draws the fields only once "Filtros" is pressed: until then it loads neither the
// pickers nor the autocompletes.
const AtividadeFiltrosCampos = lazy(() => import('./AtividadeFiltrosCampos').then((module) => ({ default: module.AtividadeFiltrosCampos })));

/**
 * The activity list's filters beside the search. On a phone they wait behind a "Filtros" button,
 * so the rows come first.
 */
export function AtividadeFiltros({ list }: { list: ListState<AtividadeResumo> }) {
  const { t } = useLingui();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const [aberto, setAberto] = useState(false);
  const id = useId();
  const usados = ATIVIDADE_FILTROS.filter((nome) => nome !== FILTRO.minhas && list.query[nome]).length;
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
        sx={(theme) => ({
          display: 'contents',
          [theme.breakpoints.down('sm')]: { display: aberto ? 'contents' : 'none' },
          '& > *': { flex: '1 1 180px', maxWidth: { sm: 320 } },
        })}
      >
        {(aberto || !phone) && (
          <Suspense fallback={null}>
            <AtividadeFiltrosCampos list={list} />
          </Suspense>
        )}
      </Box>
    </>
  );
}
