import type { Atividade, HistoricoItem, RespostasBody, TransicaoBody } from '#contract/atividade';
import type { Configuracoes } from '#contract/configuracoes';
import type { Definicao, QuestionarioVersao } from '#contract/questionario';
import { REGISTRO_ALTERADO } from '#contract/registro';
import { transicao, type AtividadeContexto } from '#machines/atividadeMachine';
import type { User } from '#contract/auth';
import type { FakeCall, FakeReply } from './fakeApi';

type Handler = (call: FakeCall) => FakeReply | Promise<FakeReply>;

export function atividadeFixture(fields: Partial<Atividade> = {}): Atividade {
  return {
    id: 'a-1',
    numero: 42,
    codigo: 'AT-000042',
    status: 'agendada',
    titulo: 'Manutenção preventiva dos splits',
    tipo_servico: { id: 't-1', nome: 'Manutenção preventiva', cor: '#1E5AA8' },
    site: { id: 's-1', nome: 'Loja Paulista' },
    responsavel: { id: 'u-1', nome: 'Ana Souza' },
    prioridade: 'alta',
    agendada_para: '2026-03-10T12:00:00.000Z',
    prazo: '2026-03-11T21:00:00.000Z',
    atrasada: false,
    versao: 3,
    descricao: null,
    questionario_id: null,
    questionario_versao: null,
    respostas: {},
    comentarios: {},
    serie_id: null,
    criado_em: '2026-03-01T12:00:00.000Z',
    atualizado_em: '2026-03-01T12:00:00.000Z',
    ...fields,
  };
}

export const configuracoesFixture: Configuracoes = {
  nome: 'Construtora Prumo',
  cnpj: null,
  fuso_horario: 'America/Sao_Paulo',
  prefixo_atividade: 'AT-',
  mostrar_demo: false,
  idioma_padrao: 'pt-BR',
  logo_versao: null,
  versao: 1,
  atualizado_em: '2026-01-01T12:00:00.000Z',
};

interface FakeAtividadeOptions {
  atividade: Atividade;
  /** Who is signed in: the machine's guards read their id and papel, as the server's do. */
  user: User;
  /** The questionnaire's published version, frozen at the start. */
  definicao?: Definicao;
  historico?: HistoricoItem[][];
}

/**
 * GET/transições/respostas/histórico of one activity, for the details page: transitions go through
 * the same lifecycle machine the server runs and a stale `versao` is a 409, as there. The API's own
 * tests hold the real rules.
 */
export function fakeAtividade({ atividade, user, definicao, historico = [] }: FakeAtividadeOptions): Record<string, Handler> {
  const base = `/api/atividades/${atividade.id}`;
  const registro = { atual: atividade };
  const papel = user.empresa[0]!.papel;
  const contexto = (): AtividadeContexto => ({
    ator: { usuarioId: user.id, papel },
    responsavelId: registro.atual.responsavel?.id ?? null,
    definicao: registro.atual.questionario_versao ? (definicao ?? null) : null,
    respostas: registro.atual.respostas,
    comentarios: registro.atual.comentarios,
  });
  const gravar = (campos: Partial<Atividade>) => {
    registro.atual = { ...registro.atual, ...campos, versao: registro.atual.versao + 1 };
    return { status: 200, data: registro.atual };
  };
  const routes: Record<string, Handler> = {
    [`GET ${base}`]: () => ({ status: 200, data: registro.atual }),
    'GET /api/configuracoes': () => ({ status: 200, data: configuracoesFixture }),
    [`POST ${base}/transicoes`]: ({ body }) => {
      const { evento, motivo, versao } = body as TransicaoBody;
      // As the server: refused only when someone else wrote after `versao`; here every write is the page's own person.
      if (versao > registro.atual.versao) return { status: 409, data: { message: REGISTRO_ALTERADO } };
      const resultado = transicao(registro.atual.status, contexto(), evento, motivo);
      if (!resultado.ok) return { status: 409, data: { message: resultado.motivo } };
      const congelar = evento === 'iniciar' && registro.atual.questionario_id && !registro.atual.questionario_versao;
      return gravar({ status: resultado.status, ...(congelar ? { questionario_versao: 1 } : {}) });
    },
    [`PUT ${base}/respostas`]: ({ body }) => {
      const { respostas, comentarios = {}, versao } = body as RespostasBody;
      // As the server: refused only when someone else wrote after `versao`; here every write is the page's own person.
      if (versao > registro.atual.versao) return { status: 409, data: { message: REGISTRO_ALTERADO } };
      // null clears an answer or a comment, as the server does.
      const juntar = (antes: object, novos: object) => Object.fromEntries(Object.entries({ ...antes, ...novos }).filter(([, valor]) => valor !== null));
      return gravar({
        respostas: juntar(registro.atual.respostas, respostas) as Atividade['respostas'],
        comentarios: juntar(registro.atual.comentarios, comentarios) as Atividade['comentarios'],
      });
    },
    [`GET ${base}/historico`]: ({ query }) => {
      // The first page has no cursor (the fake's query reads it as the text "undefined").
      const pagina = Number(query.cursor) || 0;
      const items = historico[pagina] ?? [];
      return { status: 200, data: { items, next_cursor: pagina + 1 < historico.length ? String(pagina + 1) : null } };
    },
  };
  if (atividade.questionario_id && definicao) {
    const versao: QuestionarioVersao = {
      questionario_id: atividade.questionario_id,
      numero: 1,
      ...definicao,
      publicado_em: '2026-01-10T12:00:00.000Z',
      publicado_por: { id: 'u-1', nome: 'Ana Souza' },
    };
    routes[`GET /api/questionarios/${atividade.questionario_id}/versoes/1`] = () => ({ status: 200, data: versao });
    routes[`GET /api/questionarios/${atividade.questionario_id}`] = () => ({
      status: 200,
      data: {
        id: atividade.questionario_id,
        titulo: definicao.titulo,
        descricao: definicao.descricao,
        status: 'publicado',
        versao_atual: 1,
        rascunho_aberto: false,
        versao: 2,
        atualizado_em: '2026-01-10T12:00:00.000Z',
        publicado_em: '2026-01-10T12:00:00.000Z',
        secoes: definicao.secoes,
      },
    });
  }
  return routes;
}
