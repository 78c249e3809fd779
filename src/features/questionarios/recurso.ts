import { msg } from '@lingui/core/macro';
import { listaPage } from '../../app/pagina';
import { ACHADOS_POR_RECURSO, type Recurso } from '../../app/recurso';
import { editarPath, QUESTIONARIOS_PATH } from './questionariosAddress';

export const questionariosRecurso: Recurso = {
  nome: 'questionarios',
  titulo: msg`Questionários`,
  path: QUESTIONARIOS_PATH,
  lista: listaPage(() => import('./colunas'), 'QuestionariosPage', 'escritorio'),
  icone: 'questionarios',
  jump: 'q',
  novo: { titulo: msg`Novo questionário`, acao: 'questionarios.editar' },
  busca: {
    acao: 'questionarios.ler',
    // The builder; a papel that may only read gets the versions there instead.
    buscar: async (q) => {
      const { questionariosApi } = await import('./questionariosApi');
      return (await questionariosApi.list({ q, limite: String(ACHADOS_POR_RECURSO) })).items.map((questionario) => ({
        id: questionario.id,
        label: questionario.titulo,
        detail: null,
        path: editarPath(questionario.id),
      }));
    },
  },
};
