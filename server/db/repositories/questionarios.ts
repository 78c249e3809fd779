import { sql } from 'kysely';
import { lerOrdem, LIMITE_PADRAO } from '#contract/lista';
import type {
  Definicao,
  Questionario,
  QuestionarioListaQuery,
  QuestionarioResumo,
  QuestionarioVersao,
  QUESTIONARIO_ORDENS,
  StatusQuestionario,
} from '#contract/questionario';
import type { QuestionarioRow } from '../schema';
import { isUuid } from '../uuid';
import { paginaComContagem, type Contagem } from './contagem';
import { atualizarNaVersao, contendo, removerNaVersao, semAcento, type Autoria } from './registros';
import type { Trx } from '../tenant';

type QuestionarioOrdem = (typeof QUESTIONARIO_ORDENS)[number];

const ORDENAVEIS = {
  titulo: semAcento('titulo'),
  atualizado_em: 'atualizado_em',
} as const satisfies Record<QuestionarioOrdem, unknown>;

/** The latest version's definition, read only when no draft is open (the draft is what is shown then). */
const PUBLICADA = sql<Definicao | null>`case when questionario.rascunho is null then (
  select v.definicao from questionario_versao v
  where v.empresa_id = questionario.empresa_id and v.questionario_id = questionario.id and v.numero = questionario.versao_atual
) end`;

const TOTAL_PERGUNTAS = sql<number>`(
  select count(*)::int
  from jsonb_array_elements(coalesce(questionario.rascunho, ${PUBLICADA}) -> 'secoes') as secao (valor),
       jsonb_array_elements(secao.valor -> 'perguntas') as pergunta (valor)
)`;

/** A questionnaire with the latest version's definition when no draft is open. */
export interface QuestionarioComDefinicao extends QuestionarioRow {
  publicada: Definicao | null;
}

/** A published version, with the name of who published it while they are still a member. */
export interface VersaoRow {
  numero: number;
  definicao: Definicao;
  publicado_em: Date;
  publicado_por: string | null;
  publicado_por_nome: string | null;
}

/** A version as GET /api/questionarios/:id/versoes/:n answers it. */
export function toQuestionarioVersao(questionarioId: string, versao: VersaoRow): QuestionarioVersao {
  const { definicao, publicado_por, publicado_por_nome } = versao;
  return {
    questionario_id: questionarioId,
    numero: versao.numero,
    titulo: definicao.titulo,
    descricao: definicao.descricao,
    secoes: definicao.secoes,
    publicado_em: versao.publicado_em.toISOString(),
    publicado_por: publicado_por && publicado_por_nome !== null ? { id: publicado_por, nome: publicado_por_nome } : null,
  };
}

function statusDe(row: QuestionarioRow): StatusQuestionario {
  if (!row.ativo) return 'arquivado';
  return row.versao_atual === null ? 'rascunho' : 'publicado';
}

function cabecalho(row: QuestionarioRow) {
  return {
    id: row.id,
    titulo: row.titulo,
    descricao: row.descricao,
    status: statusDe(row),
    versao_atual: row.versao_atual,
    rascunho_aberto: row.rascunho !== null,
    versao: row.versao,
    atualizado_em: row.atualizado_em.toISOString(),
    publicado_em: row.publicado_em?.toISOString() ?? null,
  };
}

/** What the builder edits and a copy starts from: the open draft, else the latest version. */
export function definicaoAtual(row: QuestionarioComDefinicao): Definicao {
  return row.rascunho ?? row.publicada ?? { titulo: row.titulo, descricao: row.descricao, secoes: [] };
}

/** A row as GET /api/questionarios/:id answers it. */
export function toQuestionario(row: QuestionarioComDefinicao): Questionario {
  return { ...cabecalho(row), secoes: definicaoAtual(row).secoes };
}

export function toQuestionarioResumo(row: QuestionarioRow & { total_perguntas: number }): QuestionarioResumo {
  return { ...cabecalho(row), total_perguntas: row.total_perguntas };
}

/** The questionnaires of the company a transaction is bound to (see ../tenant.ts). */
export const questionarios = {
  async list(
    trx: Trx,
    empresaId: string,
    query: QuestionarioListaQuery,
  ): Promise<{ items: (QuestionarioRow & { total_perguntas: number })[] } & Contagem> {
    const limite = query.limite ?? LIMITE_PADRAO;
    const pagina = query.pagina ?? 1;
    let filtered = trx.selectFrom('questionario').where('empresa_id', '=', empresaId);
    // Tens or hundreds of questionnaires per company: the title index sorts, a scan searches.
    if (query.q?.trim()) filtered = filtered.where(contendo(sql`prumo_sem_acento(titulo)`, query.q.trim()));
    if (query.status === 'arquivado') filtered = filtered.where('ativo', '=', false);
    if (query.status === 'rascunho') filtered = filtered.where('ativo', '=', true).where('versao_atual', 'is', null);
    if (query.status === 'publicado') filtered = filtered.where('ativo', '=', true).where('versao_atual', 'is not', null);
    const { campo, descendente } = lerOrdem<QuestionarioOrdem>(query.ordem ?? 'titulo');
    const ordenada = filtered
      .selectAll()
      .select(TOTAL_PERGUNTAS.as('total_perguntas'))
      .orderBy(ORDENAVEIS[campo], (by) => (descendente ? by.desc() : by.asc()))
      .$if(campo !== 'titulo', (ordered) => ordered.orderBy(ORDENAVEIS.titulo))
      .orderBy('id');
    return paginaComContagem(trx, filtered, ordenada, { pagina, limite });
  },

  async find(trx: Trx, empresaId: string, id: string): Promise<QuestionarioComDefinicao | undefined> {
    if (!isUuid(id)) return undefined;
    return trx
      .selectFrom('questionario')
      .selectAll()
      .select(PUBLICADA.as('publicada'))
      .where('empresa_id', '=', empresaId)
      .where('id', '=', id)
      .executeTakeFirst();
  },

  /** Whether the company has this questionnaire, published and not archived: what a service type may offer. */
  async oferecivel(trx: Trx, empresaId: string, id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    const row = await trx
      .selectFrom('questionario')
      .select('id')
      .where('empresa_id', '=', empresaId)
      .where('id', '=', id)
      .where('ativo', '=', true)
      .where('versao_atual', 'is not', null)
      .executeTakeFirst();
    return row !== undefined;
  },

  async versao(trx: Trx, empresaId: string, questionarioId: string, numero: number): Promise<VersaoRow | undefined> {
    if (!isUuid(questionarioId)) return undefined;
    return trx
      .selectFrom('questionario_versao as v')
      .leftJoin('usuario_da_empresa as u', 'u.id', 'v.publicado_por')
      .select(['v.numero', 'v.definicao', 'v.publicado_em', 'v.publicado_por', 'u.nome as publicado_por_nome'])
      .where('v.empresa_id', '=', empresaId)
      .where('v.questionario_id', '=', questionarioId)
      .where('v.numero', '=', numero)
      .executeTakeFirst();
  },

  /**
   * The versions activities use, in one query however many: each `numero` asked of its
   * questionnaire, or with null its latest published one. Keyed by `<questionário>:<numero or 'atual'>`.
   */
  async versoesEmUso(trx: Trx, empresaId: string, pedidas: readonly { questionarioId: string; numero: number | null }[]): Promise<Map<string, VersaoRow>> {
    const validas = pedidas.filter((pedida) => isUuid(pedida.questionarioId));
    if (validas.length === 0) return new Map();
    const congeladas = validas.flatMap(({ questionarioId, numero }) => (numero === null ? [] : [{ questionarioId, numero }]));
    const atuais = [...new Set(validas.flatMap(({ questionarioId, numero }) => (numero === null ? [questionarioId] : [])))];
    const rows = await trx
      .selectFrom('questionario_versao as v')
      .innerJoin('questionario as q', (join) => join.onRef('q.empresa_id', '=', 'v.empresa_id').onRef('q.id', '=', 'v.questionario_id'))
      .leftJoin('usuario_da_empresa as u', 'u.id', 'v.publicado_por')
      .select(['v.questionario_id', 'q.versao_atual', 'v.numero', 'v.definicao', 'v.publicado_em', 'v.publicado_por', 'u.nome as publicado_por_nome'])
      .where('v.empresa_id', '=', empresaId)
      .where((eb) =>
        eb.or([
          ...(atuais.length > 0 ? [eb.and([eb('v.questionario_id', 'in', atuais), eb('v.numero', '=', eb.ref('q.versao_atual'))])] : []),
          ...congeladas.map(({ questionarioId, numero }) => eb.and([eb('v.questionario_id', '=', questionarioId), eb('v.numero', '=', numero)])),
        ]),
      )
      .execute();
    const versoes = new Map<string, VersaoRow>();
    for (const { questionario_id, versao_atual, ...versao } of rows) {
      versoes.set(`${questionario_id}:${versao.numero}`, versao);
      if (versao.numero === versao_atual) versoes.set(`${questionario_id}:atual`, versao);
    }
    return versoes;
  },

  /** A new questionnaire whose draft is `definicao`. */
  async create(trx: Trx, empresaId: string, definicao: Definicao, autoria: Autoria): Promise<string> {
    const row = await trx
      .insertInto('questionario')
      .values({
        empresa_id: empresaId,
        titulo: definicao.titulo,
        descricao: definicao.descricao,
        rascunho: JSON.stringify(definicao),
        criado_em: autoria.agora,
        criado_por: autoria.por,
        atualizado_em: autoria.agora,
        atualizado_por: autoria.por,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  /**
   * Writes `definicao` as the draft if the questionnaire is still at `versao` (false when it
   * moved on); `aberto` false closes the draft instead, when it equals the latest version.
   */
  async salvarRascunho(
    trx: Trx,
    empresaId: string,
    id: string,
    versao: number,
    definicao: Definicao,
    aberto: boolean,
    autoria: Autoria,
  ): Promise<boolean> {
    const valores = { titulo: definicao.titulo, descricao: definicao.descricao, rascunho: aberto ? JSON.stringify(definicao) : null };
    return (await atualizarNaVersao(trx, 'questionario', empresaId, id, versao, valores, autoria)) !== undefined;
  },

  /**
   * Freezes the open draft as the next version, by `autoria`, and closes the draft; false when
   * the questionnaire moved on from `row.versao` (two people publishing at once).
   */
  async publicar(trx: Trx, empresaId: string, row: QuestionarioRow & { rascunho: Definicao }, autoria: Autoria): Promise<boolean> {
    const numero = (row.versao_atual ?? 0) + 1;
    const valores = { rascunho: null, versao_atual: numero, publicado_em: autoria.agora };
    if (!(await atualizarNaVersao(trx, 'questionario', empresaId, row.id, row.versao, valores, autoria))) return false;
    await trx
      .insertInto('questionario_versao')
      .values({
        empresa_id: empresaId,
        questionario_id: row.id,
        numero,
        definicao: JSON.stringify(row.rascunho),
        publicado_em: autoria.agora,
        publicado_por: autoria.por,
      })
      .execute();
    return true;
  },

  async definirAtivo(trx: Trx, empresaId: string, id: string, versao: number, ativo: boolean, autoria: Autoria): Promise<boolean> {
    return (await atualizarNaVersao(trx, 'questionario', empresaId, id, versao, { ativo }, autoria)) !== undefined;
  },

  /** Deletes the questionnaire and its versions; a service type that offers it makes this fail (23503). */
  remove(trx: Trx, empresaId: string, id: string, versao: number): Promise<boolean> {
    return removerNaVersao(trx, 'questionario', empresaId, id, versao);
  },
};
