import { msg } from '@lingui/core/macro';
import { listaPage } from '../../app/pagina';
import { ACHADOS_POR_RECURSO, type Recurso } from '../../app/recurso';
import { abrirPath } from '../../ui/list/listAddress';

const USUARIOS_PATH = '/usuarios';

export const usuariosRecurso: Recurso = {
  nome: 'usuarios',
  titulo: msg`Usuários`,
  path: USUARIOS_PATH,
  lista: listaPage(() => import('./colunas'), 'UsuariosPage', 'escritorio'),
  icone: 'usuarios',
  jump: 'u',
  permissao: 'usuarios.ler',
  novo: { titulo: msg`Convidar usuário`, acao: 'usuarios.editar' },
  busca: {
    acao: 'usuarios.ler',
    // By name or e-mail; the member opens with their papel.
    buscar: async (q) => {
      const { usuariosApi } = await import('./usuariosApi');
      return (await usuariosApi.membros({ q, limite: String(ACHADOS_POR_RECURSO) })).items.map((membro) => ({
        id: membro.id,
        label: membro.nome,
        detail: membro.email,
        path: abrirPath(USUARIOS_PATH, membro.id),
      }));
    },
  },
};
