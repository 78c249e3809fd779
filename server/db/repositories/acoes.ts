import { sql, type Insertable, type Updateable } from 'kysely';
import { STATUS_ACAO_A_CORRIGIR, STATUS_ACAO_ABERTOS } from '#contract/acaoStatus';
import type { AcaoCorretiva, AcaoListaQuery } from '#contract/acoes';
import { numeroBuscado } from '#contract/atividade';
import { LIMITE_PADRAO } from '#contract/lista';
import type { AcaoRow, AcaoTable } from '../schema';
import { isUuid } from '../uuid';
import { atualizarNaVersao, contendo, type Autoria } from './registros';
import type { Trx } from '../tenant';

/** An action with the names the screens show beside its references. */
export interface AcaoCompleta extends AcaoRow {
  site_nome: string;
  responsavel_nome: string | null;
}

/** An action's own fields, as the API writes them (references as ids). */
export type AcaoNova = Omit<Insertable<AcaoTable>, 'empresa_id' | 'criado_em' | 'criado_por' | 'atualizado_em' | 'atualizado_por'>;

/** Still to be worked on: only these run late. */

/** The action, its site and responsável, all of the company. */
function comReferencias(trx: Trx, empresaId: string) {
  return trx
    .selectFrom('acao as c')
    .innerJoin('site as s', (join) => join.onRef('s.empresa_id', '=', 'c.empresa_id').onRef('s.id', '=', 'c.site_id'))
    .leftJoin('usuario_da_empresa as u', 'u.id', 'c.responsavel_id')
    .selectAll('c')
    .select(['s.nome as site_nome', 'u.nome as responsavel_nome'])
    .where('c.empresa_id', '=', empresaId);
}

export function toAcaoCorretiva(row: AcaoCompleta, agora: Date): AcaoCorretiva {
  return {
    id: row.id,
    numero: row.numero,
    codigo: row.codigo,
    titulo: row.titulo,
    descricao: row.descricao,
    status: row.status,
    prioridade: row.prioridade,
    prazo: row.prazo?.toISOString() ?? null,
    atrasada: row.prazo !== null && row.prazo.getTime() < agora.getTime() && (STATUS_ACAO_A_CORRIGIR as readonly string[]).includes(row.status),
    responsavel: row.responsavel_id && row.responsavel_nome !== null ? { id: row.responsavel_id, nome: row.responsavel_nome } : null,
    site: { id: row.site_id, nome: row.site_nome },
    atividade_id: row.atividade_id,
    pergunta_id: row.pergunta_id,
    origem: row.origem,
    reincidente: row.reincidente,
    resolvida_na_atividade_id: row.resolvida_na_atividade_id,
    versao: row.versao,
    criado_em: row.criado_em.toISOString(),
    atualizado_em: row.atualizado_em.toISOString(),
  };
}

/** The corrective actions of the company a transaction is bound to (see ../tenant.ts). */
export const acoes = {
  async find(trx: Trx, empresaId: string, id: string): Promise<AcaoCompleta | undefined> {
    if (!isUuid(id)) return undefined;
    return comReferencias(trx, empresaId).where('c.id', '=', id).executeTakeFirst();
  },

  /**
   * One page of the company's actions, the latest número first, after the número `antesDe`:
   * a keyset on the unique (empresa_id, numero), so inserts between pages never repeat nor skip one.
   */
  async listar(trx: Trx, empresaId: string, filtros: AcaoListaQuery, relogio: { agora: Date; fuso: string }, antesDe?: number): Promise<{ rows: AcaoCompleta[]; next_cursor: string | null }> {
    const limite = filtros.limite ?? LIMITE_PADRAO;
    const { agora, fuso } = relogio;
    let query = comReferencias(trx, empresaId);
    if (filtros.status?.length) query = query.where('c.status', 'in', filtros.status);
    if (filtros.abertas) query = query.where('c.status', 'in', STATUS_ACAO_ABERTOS);
    if (filtros.atrasadas) query = query.where('c.prazo', '<', agora).where('c.status', 'in', STATUS_ACAO_A_CORRIGIR);
    if (filtros.responsavel_id) query = query.where('c.responsavel_id', '=', filtros.responsavel_id);
    if (filtros.site_id) query = query.where('c.site_id', '=', filtros.site_id);
    if (filtros.atividade_id) query = query.where('c.atividade_id', '=', filtros.atividade_id);
    // Days on the company's clock, as the activities' `de` and `ate` (atividadesLista.ts).
    if (filtros.prazo_de) query = query.where('c.prazo', '>=', sql<Date>`(${filtros.prazo_de}::date::timestamp at time zone ${fuso})`);
    if (filtros.prazo_ate) query = query.where('c.prazo', '<', sql<Date>`((${filtros.prazo_ate}::date + 1)::timestamp at time zone ${fuso})`);
    const q = filtros.q?.trim();
    if (q) {
      // A company's actions are few beside its activities: a `like` over the título is enough, without a trigram index.
      const numero = numeroBuscado(q);
      const noTitulo = contendo(sql`prumo_sem_acento(c.titulo)`, q);
      query = query.where(numero === null ? noTitulo : sql<boolean>`(c.numero = ${numero} or ${noTitulo})`);
    }
    if (antesDe !== undefined) query = query.where('c.numero', '<', antesDe);
    const linhas = await query.orderBy('c.numero', 'desc').limit(limite + 1).execute();
    const rows = linhas.slice(0, limite);
    return { rows, next_cursor: linhas.length > limite ? String(rows[rows.length - 1]!.numero) : null };
  },

  /**
   * The open actions (the list's `abertas`) of the site and responsável given, counted by age at
   * `agora`: `limites` are the days that start each band after the first (`[8, 31]`: 0–7, 8–30, 31 and more).
   */
  async abertasPorIdade(
    trx: Trx,
    empresaId: string,
    filtros: Pick<AcaoListaQuery, 'site_id' | 'responsavel_id'>,
    agora: Date,
    limites: number[],
  ): Promise<number[]> {
    let query = trx.selectFrom('acao as c').where('c.empresa_id', '=', empresaId).where('c.status', 'in', STATUS_ACAO_ABERTOS);
    if (filtros.responsavel_id) query = query.where('c.responsavel_id', '=', filtros.responsavel_id);
    if (filtros.site_id) query = query.where('c.site_id', '=', filtros.site_id);
    const faixa = sql<number>`width_bucket(extract(epoch from ${agora}::timestamptz - c.criado_em) / 86400, ${limites}::float8[])`;
    const rows = await query.select([faixa.as('faixa'), sql<number>`count(*)::int`.as('total')]).groupBy(sql`1`).execute();
    const contagens = Array.from({ length: limites.length + 1 }, () => 0);
    for (const row of rows) contagens[row.faixa] = row.total;
    return contagens;
  },

  /** Inserts the actions; their ids, in the order given. */
  async create(trx: Trx, empresaId: string, novas: AcaoNova[], autoria: Autoria): Promise<string[]> {
    if (novas.length === 0) return [];
    const rows = await trx
      .insertInto('acao')
      .values(
        novas.map((nova) => ({
          ...nova,
          empresa_id: empresaId,
          criado_em: autoria.agora,
          criado_por: autoria.por,
          atualizado_em: autoria.agora,
          atualizado_por: autoria.por,
        })),
      )
      .returning(['id', 'numero'])
      .execute();
    const porNumero = new Map(rows.map((row) => [Number(row.numero), row.id]));
    return novas.map((nova) => porNumero.get(nova.numero)!);
  },

  /** Writes the action if it is still at `versao`, one version up; false when it moved on. */
  async update(trx: Trx, empresaId: string, id: string, versao: number, valores: Updateable<AcaoTable>, autoria: Autoria): Promise<boolean> {
    return (await atualizarNaVersao(trx, 'acao', empresaId, id, versao, valores, autoria)) !== undefined;
  },

  /** The questions of this activity that already raised an action, whatever became of it. */
  async perguntasComAcao(trx: Trx, empresaId: string, atividadeId: string): Promise<Set<string>> {
    const rows = await trx
      .selectFrom('acao')
      .select('pergunta_id')
      .where('empresa_id', '=', empresaId)
      .where('atividade_id', '=', atividadeId)
      .where('pergunta_id', 'is not', null)
      .execute();
    return new Set(rows.map((row) => row.pergunta_id!));
  },

  /**
   * The actions still open at the site for these questions, raised by other activities: a
   * question failing again while one is open makes it reincidente. `ja_marcada`: this activity
   * already did, before a reopening. Locked until the transaction ends, as they are about to be written.
   */
  async abertasDasPerguntas(
    trx: Trx,
    empresaId: string,
    { siteId, atividadeId, perguntaIds }: { siteId: string; atividadeId: string; perguntaIds: readonly string[] },
  ): Promise<(Pick<AcaoRow, 'id' | 'versao' | 'pergunta_id' | 'reincidente'> & { ja_marcada: boolean })[]> {
    if (perguntaIds.length === 0) return [];
    return trx
      .selectFrom('acao')
      .select(['id', 'versao', 'pergunta_id', 'reincidente'])
      .select(
        sql<boolean>`exists (select 1 from acao_historico h
                              where h.empresa_id = acao.empresa_id and h.acao_id = acao.id
                                and h.acao = 'reincidencia' and h.depois ->> 'atividade_id' = ${atividadeId})`.as('ja_marcada'),
      )
      .where('empresa_id', '=', empresaId)
      .where('site_id', '=', siteId)
      .where('pergunta_id', 'in', perguntaIds)
      .where('status', 'in', STATUS_ACAO_ABERTOS)
      .where((eb) => eb.or([eb('atividade_id', 'is', null), eb('atividade_id', '!=', atividadeId)]))
      .orderBy('numero')
      .forUpdate()
      .execute();
  },

  /**
   * The activity the person is carrying out, now, at the site, other than the one that raised
   * the action: the next visit, whose técnico checks the fix; undefined when there is none.
   */
  async visitaSeguinte(
    trx: Trx,
    empresaId: string,
    { siteId, atividadeId, usuarioId }: { siteId: string; atividadeId: string | null; usuarioId: string },
  ): Promise<{ id: string; codigo: string } | undefined> {
    return trx
      .selectFrom('atividade')
      .select(['id', 'codigo'])
      .where('empresa_id', '=', empresaId)
      .where('site_id', '=', siteId)
      .where('responsavel_id', '=', usuarioId)
      .where('status', '=', 'em_andamento')
      .where(sql<boolean>`id is distinct from ${atividadeId}::uuid`)
      // Two visits at once to one site are rare; the latest started carries the check.
      .orderBy('numero', 'desc')
      .limit(1)
      .executeTakeFirst();
  },

  /** What `usuarioId` still has to fix, the soonest prazo first (none last), then by número. */
  async aCorrigirPor(trx: Trx, empresaId: string, usuarioId: string, limite: number): Promise<AcaoCompleta[]> {
    return comReferencias(trx, empresaId)
      .where('c.responsavel_id', '=', usuarioId)
      .where('c.status', 'in', STATUS_ACAO_A_CORRIGIR)
      .orderBy(sql`c.prazo asc nulls last`)
      .orderBy('c.numero')
      .limit(limite)
      .execute();
  },

  /**
   * The open actions (not verified nor cancelled) of these sites, the oldest first: what the
   * next visit to each site checks. Meu dia's copy carries them for each activity.
   */
  async abertasDosSites(trx: Trx, empresaId: string, siteIds: readonly string[]): Promise<AcaoCompleta[]> {
    if (siteIds.length === 0) return [];
    return comReferencias(trx, empresaId).where('c.site_id', 'in', siteIds).where('c.status', 'in', STATUS_ACAO_ABERTOS).orderBy('c.numero').execute();
  },

  /**
   * What a concluded activity did to the site's actions, for its report: the ones it raised, and
   * the histórico entries that name it (a reincidência it caused, a fix checked or reopened on this visit).
   */
  async doRelatorio(trx: Trx, empresaId: string, atividadeId: string, siteId: string) {
    const levantadas = await comReferencias(trx, empresaId).where('c.atividade_id', '=', atividadeId).orderBy('c.numero').execute();
    const entradas = await trx
      .selectFrom('acao_historico as h')
      .innerJoin('acao as c', (join) => join.onRef('c.empresa_id', '=', 'h.empresa_id').onRef('c.id', '=', 'h.acao_id'))
      .leftJoin('usuario_da_empresa as u', 'u.id', 'h.por')
      .select(['c.codigo', 'c.titulo', 'c.status', 'c.reincidente', 'h.acao', 'h.em', 'h.motivo', 'u.nome as por_nome'])
      .select(sql<string | null>`h.depois ->> 'comentario'`.as('comentario'))
      .select(sql<{ id: string; atividade_id: string }[] | null>`h.depois -> 'fotos'`.as('fotos'))
      .where('h.empresa_id', '=', empresaId)
      .where('c.site_id', '=', siteId)
      .where('h.acao', 'in', ['verificar', 'reabrir', 'resolver', 'reincidencia'])
      .where(sql<boolean>`h.depois ->> 'atividade_id' = ${atividadeId}`)
      .orderBy('h.id')
      .execute();
    return { levantadas, entradas };
  },

  /** Of these photo ids, the ones sent through an activity at the site, with their activity. */
  async fotosDaSite(trx: Trx, empresaId: string, siteId: string, ids: readonly string[]): Promise<{ id: string; atividade_id: string }[]> {
    const validos = ids.filter(isUuid);
    if (validos.length === 0) return [];
    return trx
      .selectFrom('atividade_arquivo as f')
      .innerJoin('atividade as a', (join) => join.onRef('a.empresa_id', '=', 'f.empresa_id').onRef('a.id', '=', 'f.atividade_id'))
      .select(['f.id', 'f.atividade_id'])
      .where('f.empresa_id', '=', empresaId)
      .where('a.site_id', '=', siteId)
      .where('f.id', 'in', validos)
      .execute();
  },
};
