import { msg } from '@lingui/core/macro';
import { listaPage } from '../../app/pagina';
import { ACHADOS_POR_RECURSO, type Recurso } from '../../app/recurso';
import { abrirPath } from '../../ui/list/listAddress';

const TIPOS_PATH = '/tipos-servicos';

export const tiposServicosRecurso: Recurso = {
  nome: 'tipos-servicos',
  titulo: msg`Tipos de serviço`,
  path: TIPOS_PATH,
  lista: listaPage(() => import('./colunas'), 'TiposServicosPage', 'escritorio'),
  icone: 'tipos',
  jump: 't',
  novo: { titulo: msg`Novo tipo de serviço`, acao: 'tiposServico.editar' },
  busca: {
    acao: 'tiposServico.ler',
    buscar: async (q) => {
      const { tiposServicoApi } = await import('./tiposServicoApi');
      return (await tiposServicoApi.list({ q, limite: String(ACHADOS_POR_RECURSO) })).items.map((tipo) => ({
        id: tipo.id,
        label: tipo.nome,
        detail: null,
        path: abrirPath(TIPOS_PATH, tipo.id),
      }));
    },
  },
};
