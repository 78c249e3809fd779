import { msg } from '@lingui/core/macro';
import { listaPage } from '../../app/pagina';
import { ACHADOS_POR_RECURSO, type Recurso } from '../../app/recurso';
import { abrirPath } from '../../ui/list/listAddress';

const SITES_PATH = '/sites';

export const sitesRecurso: Recurso = {
  nome: 'sites',
  titulo: msg`Sites`,
  path: SITES_PATH,
  lista: listaPage(() => import('./colunas'), 'SitesPage'),
  icone: 'sites',
  jump: 's',
  novo: { titulo: msg`Novo site`, acao: 'sites.editar' },
  busca: {
    acao: 'sites.ler',
    buscar: async (q) => {
      const { sitesApi } = await import('./sitesApi');
      return (await sitesApi.list({ q, limite: String(ACHADOS_POR_RECURSO) })).items.map((site) => ({
        id: site.id,
        label: site.nome,
        detail: [site.codigo, [site.cidade, site.uf].filter(Boolean).join('/')].filter(Boolean).join(' · ') || null,
        path: abrirPath(SITES_PATH, site.id),
      }));
    },
  },
};
