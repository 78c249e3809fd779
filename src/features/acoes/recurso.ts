import { msg } from '@lingui/core/macro';
import { listaPage, page } from '../../app/pagina';
import { ACHADOS_POR_RECURSO, type Recurso } from '../../app/recurso';

const ACOES_PATH = '/acoes';

export const acoesRecurso: Recurso = {
  nome: 'acoes',
  titulo: msg`Ações corretivas`,
  path: ACOES_PATH,
  lista: listaPage(() => import('./lista/colunas'), 'AcoesPage'),
  icone: 'acoes',
  // `g a` is Atividades and `g c` Configurações (docs/teclado.md).
  jump: 'o',
  permissao: 'acoes.ler',
  // apiQuery (acoesAddress.ts) of an address without a query.
  leituras: () => ['/acoes'],
  paginas: [
    {
      path: `${ACOES_PATH}/:acao_id`,
      titulo: msg`Ação corretiva`,
      page: page(() => import('./AcaoDetalhesPage'), 'AcaoDetalhesPage'),
    },
  ],
  novo: { titulo: msg`Nova ação`, acao: 'acoes.criar' },
  busca: {
    acao: 'acoes.ler',
    // The API reads "123" or "AC-000123" as a número and anything else as words of the título.
    buscar: async (q) => {
      const [{ acoesApi }, { acaoPath }] = await Promise.all([import('./acoesApi'), import('./acoesAddress')]);
      return (await acoesApi.list({ q, limite: ACHADOS_POR_RECURSO })).items.map((acao) => ({
        id: acao.id,
        label: `${acao.codigo} · ${acao.titulo}`,
        detail: acao.site.nome,
        path: acaoPath(acao.id),
      }));
    },
  },
};
