import { Type, type Static } from '@sinclair/typebox';
import { EVENTOS_ACAO, EVIDENCIA_MAX, ORIGENS_ACAO, PREFIXO_ACAO, STATUS_ACAO } from './acaoStatus';
import { TextoOuNulo } from './anulavel';
import { codigoDaAtividade, HistoricoItemSchema, PRIORIDADES } from './atividade';
import { MOTIVO_MAX } from './atividadeStatus';
import { LIMITE_MAX, LIMITE_PADRAO, ListaQueryBase } from './lista';
import { motivo, type MotivosPorCampo } from './mensagensDoCampo';
import { literais } from './questionario';

export const ACAO_MAX = { titulo: 200, descricao: 4000 } as const;

/** `AC-000123`, numbered per company like the activities. */
export function codigoDaAcao(numero: number): string {
  return codigoDaAtividade(PREFIXO_ACAO, numero);
}

const Referencia = Type.Object({ id: Type.String(), nome: Type.String() });
const DataHora = Type.String({ format: 'date-time' });
const Id = Type.String({ maxLength: 64 });
const Uuid = Type.String({ format: 'uuid' });

/**
 * A corrective action, as every route answers it. Its lifecycle is machines/acaoMachine.ts.
 * Texts are bounded loosely here and exactly by problemasDaAcao, as the activity's are.
 */
export const AcaoCorretivaSchema = Type.Object({
  id: Type.String(),
  numero: Type.Integer({ minimum: 1 }),
  codigo: Type.String(),
  titulo: Type.String({ maxLength: ACAO_MAX.titulo * 2 }),
  descricao: TextoOuNulo({ maxLength: ACAO_MAX.descricao * 2 }),
  status: literais(STATUS_ACAO),
  prioridade: literais(PRIORIDADES),
  prazo: TextoOuNulo({ format: 'date-time' }),
  /** The prazo has passed and the action is still aberta or em andamento. */
  atrasada: Type.Boolean(),
  /** Null when the person left the company, or the activity that raised it had nobody. */
  responsavel: Type.Union([Referencia, Type.Null()]),
  site: Referencia,
  /** The activity it was raised from, and the question whose answer failed, when there was one. */
  atividade_id: TextoOuNulo({ maxLength: 64 }),
  pergunta_id: TextoOuNulo({ maxLength: 64 }),
  origem: literais(ORIGENS_ACAO),
  /** Its question failed again at the site, in a later activity, while the action was open. */
  reincidente: Type.Boolean(),
  /** The visit at which its responsável fixed it, if it was fixed at one: that visit does not check the fix. */
  resolvida_na_atividade_id: TextoOuNulo({ maxLength: 64 }),
  versao: Type.Integer(),
  criado_em: DataHora,
  atualizado_em: DataHora,
});
export type AcaoCorretiva = Static<typeof AcaoCorretivaSchema>;

const editaveis = ['titulo', 'descricao', 'prioridade', 'prazo'] as const;

/**
 * POST /api/acoes: an action raised by hand (`origem: 'manual'`), from an answer of an activity
 * (`atividade_id` and `pergunta_id`: the site is the activity's) or free (`site_id`). Without a
 * prazo, the company's rule for the priority sets it.
 */
export const AcaoCreateBodySchema = Type.Object(
  {
    ...Type.Pick(AcaoCorretivaSchema, ['titulo', 'prioridade']).properties,
    ...Type.Partial(Type.Pick(AcaoCorretivaSchema, ['descricao', 'prazo', 'atividade_id', 'pergunta_id'])).properties,
    responsavel_id: Id,
    site_id: Type.Optional(Id),
  },
  { additionalProperties: false },
);
export type AcaoCreateBody = Static<typeof AcaoCreateBodySchema>;

/** PATCH /api/acoes/:id: the fields to change and the `versao` the screen read; not once verified or cancelled. */
export const AcaoUpdateBodySchema = Type.Object(
  {
    ...Type.Partial(Type.Pick(AcaoCorretivaSchema, editaveis)).properties,
    responsavel_id: Type.Optional(Id),
    versao: Type.Integer({ minimum: 1 }),
  },
  { additionalProperties: false },
);
export type AcaoUpdateBody = Static<typeof AcaoUpdateBodySchema>;

/**
 * POST /api/acoes/:id/transicoes: one of the lifecycle machine's events. `motivo` is required to
 * reopen and to cancel, `comentario` to resolve; `fotos` are ids of photos sent through an
 * activity at the action's site (POST /api/atividades/:id/arquivos). All are kept in the histórico.
 */
export const AcaoTransicaoBodySchema = Type.Object(
  {
    evento: literais(EVENTOS_ACAO),
    motivo: Type.Optional(Type.String({ maxLength: MOTIVO_MAX * 2 })),
    comentario: Type.Optional(Type.String({ maxLength: EVIDENCIA_MAX.comentario * 2 })),
    fotos: Type.Optional(Type.Array(Id, { maxItems: EVIDENCIA_MAX.fotos, uniqueItems: true })),
    ...Type.Pick(AcaoCorretivaSchema, ['versao']).properties,
  },
  { additionalProperties: false },
);
export type AcaoTransicaoBody = Static<typeof AcaoTransicaoBodySchema>;

/**
 * GET /api/acoes. Filters combine; `q` finds a número ("123", "AC-000123") or words of the título;
 * `status` takes several values; `abertas` keeps the actions
 * not yet verified nor cancelled (what the next visit to a site checks, with `site_id`);
 * `atrasadas` those past their prazo and still aberta or em andamento; `prazo_de` and `prazo_ate`
 * the actions whose prazo falls on those days (inclusive) on the company's clock. The latest
 * número first; pages follow `next_cursor`.
 */
export const AcaoListaQuerySchema = Type.Object(
  {
    q: ListaQueryBase.q,
    status: Type.Optional(Type.Array(AcaoCorretivaSchema.properties.status, { maxItems: STATUS_ACAO.length })),
    abertas: Type.Optional(Type.Boolean()),
    atrasadas: Type.Optional(Type.Boolean()),
    responsavel_id: Type.Optional(Uuid),
    site_id: Type.Optional(Uuid),
    atividade_id: Type.Optional(Uuid),
    prazo_de: Type.Optional(Type.String({ format: 'date' })),
    prazo_ate: Type.Optional(Type.String({ format: 'date' })),
    cursor: Type.Optional(Type.String({ maxLength: 20 })),
    limite: Type.Optional(Type.Integer({ minimum: 1, maximum: LIMITE_MAX, default: LIMITE_PADRAO })),
  },
  { additionalProperties: false },
);
export type AcaoListaQuery = Static<typeof AcaoListaQuerySchema>;

export const AcaoListaSchema = Type.Object({
  items: Type.Array(AcaoCorretivaSchema),
  next_cursor: Type.Union([Type.String(), Type.Null()]),
});
export type AcaoLista = Static<typeof AcaoListaSchema>;

/** What an action's histórico entry records: its creation, an edit, a transition, a repeated failure. */
export const ACOES_HISTORICO_ACAO = ['criacao', 'edicao', ...EVENTOS_ACAO, 'reincidencia'] as const;
export type AcaoHistoricoAcao = (typeof ACOES_HISTORICO_ACAO)[number];

/**
 * One entry of an action's histórico, shaped as an activity's. A transition's `depois` carries
 * its evidence: `comentario` and `fotos` (`{ id, atividade_id }`, read at
 * GET /api/atividades/:atividade_id/arquivos/:id); a reincidência names the activity.
 */
export const AcaoHistoricoItemSchema = Type.Object({
  ...Type.Omit(HistoricoItemSchema, ['acao', 'localizacao']).properties,
  acao: literais(ACOES_HISTORICO_ACAO),
});
export type AcaoHistoricoItem = Static<typeof AcaoHistoricoItemSchema>;

export const AcaoHistoricoListaSchema = Type.Object({
  items: Type.Array(AcaoHistoricoItemSchema),
  next_cursor: Type.Union([Type.String(), Type.Null()]),
});

export interface AcaoValores {
  titulo: string;
  descricao: string | null;
}

/** Checks the free texts of an action (the form and the server alike): título required, texts trimmed, blank is null. */
export function problemasDaAcao(input: AcaoValores): { valores: AcaoValores; problemas: MotivosPorCampo } {
  const problemas: MotivosPorCampo = {};
  const titulo = input.titulo.trim();
  if (!titulo) problemas.titulo = [motivo('obrigatorio')];
  else if (titulo.length > ACAO_MAX.titulo) problemas.titulo = [motivo('max_caracteres', { maximo: ACAO_MAX.titulo })];
  const descricao = input.descricao?.trim() || null;
  if (descricao && descricao.length > ACAO_MAX.descricao) problemas.descricao = [motivo('max_caracteres', { maximo: ACAO_MAX.descricao })];
  return { valores: { titulo, descricao }, problemas };
}
