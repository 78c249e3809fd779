import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import type { Mudanca } from '#contract/questionario';
import { useLoad } from '@/ui/load/useLoad';
import { questionariosApi } from '../questionariosApi';
import { Carga } from './Carga';
import { DefinicaoLida } from './DefinicaoLida';
import { lerEscolha, RASCUNHO, type Escolha } from './escolhas';
import { MudancasResumo } from './MudancasResumo';
import { useRotuloEscolha } from './useRotuloEscolha';

/** The changes of each item, by id, that one side of the comparison shows (a removed item only exists on the older side). */
function marcasDoLado(mudancas: Mudanca[], lado: 'de' | 'para'): Map<string, Mudanca[]> {
  const marcas = new Map<string, Mudanca[]>();
  for (const mudanca of mudancas) {
    if (mudanca.id === null || mudanca.tipo === (lado === 'de' ? 'adicionada' : 'removida')) continue;
    marcas.set(mudanca.id, [...(marcas.get(mudanca.id) ?? []), mudanca]);
  }
  return marcas;
}

/** Version `de` beside version `para` (or the open draft): what was added, removed, changed and moved, highlighted on both sides. */
export function ComparacaoView({ id, de, para }: { id: string; de: number; para: Escolha }) {
  const { t } = useLingui();
  const rotulo = useRotuloEscolha();
  const carga = useLoad(() =>
    Promise.all([
      // Without `para` the server compares with the open draft.
      questionariosApi.comparar(id, de, para === RASCUNHO ? undefined : para),
      lerEscolha(id, de),
      lerEscolha(id, para),
    ]).then(([comparacao, antes, depois]) => ({ comparacao, antes, depois })),
  );
  return (
    <Carga carga={carga}>
      {({ comparacao, antes, depois }) => (
        <>
          <MudancasResumo mudancas={comparacao.mudancas} />
          <Box
            role="group"
            aria-label={t`Lado a lado`}
            sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 3, mt: 2 }}
          >
            <DefinicaoLida rotulo={rotulo(de)} definicao={antes.definicao} marcas={marcasDoLado(comparacao.mudancas, 'de')} />
            <DefinicaoLida rotulo={rotulo(para)} definicao={depois.definicao} marcas={marcasDoLado(comparacao.mudancas, 'para')} />
          </Box>
        </>
      )}
    </Carga>
  );
}
