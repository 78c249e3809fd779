import { lazy, Suspense } from 'react';
import type { AtividadeResumo } from '#contract/atividade';
import { FiltrosRecolhidos } from '@/ui/list/FiltrosRecolhidos';
import type { ListState } from '@/ui/list/useList';
import { ATIVIDADE_FILTROS, FILTRO } from './atividadesAddress';

// A phone draws the fields only once "Filtros" is pressed: until then it loads neither the
// pickers nor the autocompletes.
const AtividadeFiltrosCampos = lazy(() => import('./AtividadeFiltrosCampos').then((module) => ({ default: module.AtividadeFiltrosCampos })));

/**
 * The activity list's filters beside the search. On a phone they wait behind a "Filtros" button,
 * so the rows come first.
 */
export function AtividadeFiltros({ list }: { list: ListState<AtividadeResumo> }) {
  const usados = ATIVIDADE_FILTROS.filter((nome) => nome !== FILTRO.minhas && list.query[nome]).length;
  return (
    <FiltrosRecolhidos usados={usados} sx={{ '& > *': { flex: '1 1 180px', maxWidth: { sm: 320 } } }}>
      {(visiveis) =>
        visiveis && (
          <Suspense fallback={null}>
            <AtividadeFiltrosCampos list={list} />
          </Suspense>
        )
      }
    </FiltrosRecolhidos>
  );
}
