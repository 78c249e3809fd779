import { msg } from '@lingui/core/macro';
import { HOME_PATH } from '../../app/caminhos';
import { listaPage, page } from '../../app/pagina';
import { ACHADOS_POR_RECURSO, type Recurso } from '../../app/recurso';
import { minhasPorPadrao } from './lista/minhasPorPadrao';

export const atividadesRecurso: Recurso = {
  nome: 'atividades',
  titulo: msg`Atividades`,
  path: HOME_PATH,
  lista: listaPage(() => import('./lista/colunas'), 'AtividadesListaPage'),
  icone: 'atividades',
  jump: 'a',
  // apiQuery (atividadesAddress.ts) of an address without a query.
  leituras: (papel) => [minhasPorPadrao(papel) ? '/atividades?minhas=true' : '/atividades'],
  paginas: [
    {
      path: '/atividades/detalhes/:atividade_id',
      titulo: msg`Detalhes da atividade`,
      page: page(() => import('./AtividadeDetalhesPage'), 'AtividadeDetalhesPage'),
    },
  ],
  novo: { titulo: msg`Nova atividade`, acao: 'atividades.criar' },
  busca: {
    acao: 'atividades.ler',
    // The API reads "123" or "AT-123" as a número and anything else as words of the título.
    buscar: async (q) => {
      const [{ atividadesApi }, { detalhesPath }] = await Promise.all([import('./atividadesApi'), import('./lista/atividadesAddress')]);
      return (await atividadesApi.list({ q, limite: ACHADOS_POR_RECURSO })).items.map((atividade) => ({
        id: atividade.id,
        label: `${atividade.codigo} · ${atividade.titulo}`,
        detail: atividade.site.nome,
        path: detalhesPath(atividade.id),
      }));
    },
  },
};
