import { sql } from 'kysely';
import { PAPEIS_RESPONSAVEIS } from '#contract/atividade';
import type { Comentario } from '#contract/atividadeComentario';
import { isUuid } from '../uuid';
import type { Autoria } from './registros';
import type { Trx } from '../tenant';

/** A comment as stored, with who wrote it (to decide who may change it). */
export interface ComentarioGuardado {
  id: number;
  texto: string;
  criado_por: string | null;
}

const ID = /^\d{1,15}$/;

/** Comments on the company's activities. */
export const atividadeComentarios = {
  async inserir(trx: Trx, empresaId: string, atividadeId: string, texto: string, mencoes: string[], autoria: Autoria): Promise<number> {
    const row = await trx
      .insertInto('atividade_comentario')
      .values({ empresa_id: empresaId, atividade_id: atividadeId, texto, mencoes, criado_em: autoria.agora, criado_por: autoria.por })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  /** The activity's comment with this id, locked until the transaction ends; null for another's or what is not an id. */
  async find(trx: Trx, empresaId: string, atividadeId: string, id: string): Promise<ComentarioGuardado | null> {
    if (!ID.test(id)) return null;
    const row = await trx
      .selectFrom('atividade_comentario')
      .select(['id', 'texto', 'criado_por'])
      .where('empresa_id', '=', empresaId)
      .where('atividade_id', '=', atividadeId)
      .where('id', '=', Number(id))
      .forUpdate()
      .executeTakeFirst();
    return row ?? null;
  },

  async alterar(trx: Trx, empresaId: string, atividadeId: string, id: number, texto: string, mencoes: string[], agora: Date): Promise<void> {
    await trx
      .updateTable('atividade_comentario')
      .set({ texto, mencoes, editado_em: agora })
      .where('empresa_id', '=', empresaId)
      .where('atividade_id', '=', atividadeId)
      .where('id', '=', id)
      .execute();
  },

  async remover(trx: Trx, empresaId: string, atividadeId: string, id: number): Promise<void> {
    await trx
      .deleteFrom('atividade_comentario')
      .where('empresa_id', '=', empresaId)
      .where('atividade_id', '=', atividadeId)
      .where('id', '=', id)
      .execute();
  },

  /** Which of `ids` are members a comment may mention: those who work on activities, as GET /responsaveis lists them. */
  async mencionaveis(trx: Trx, empresaId: string, ids: readonly string[]): Promise<Set<string>> {
    const validos = ids.filter(isUuid);
    if (validos.length === 0) return new Set();
    const rows = await trx
      .selectFrom('membro')
      .select('usuario_id')
      .where('empresa_id', '=', empresaId)
      .where('usuario_id', 'in', validos)
      .where('papel', 'in', [...PAPEIS_RESPONSAVEIS])
      .execute();
    return new Set(rows.map((row) => row.usuario_id));
  },

  /** The latest first, `limite` of them older than the comment `antesDe` (an id), if given; or the one `id`. */
  async list(trx: Trx, empresaId: string, atividadeId: string, filtro: { limite: number; antesDe?: number; id?: number }): Promise<Comentario[]> {
    let query = daEmpresa(trx, empresaId).where('c.atividade_id', '=', atividadeId);
    if (filtro.antesDe !== undefined) query = query.where('c.id', '<', filtro.antesDe);
    if (filtro.id !== undefined) query = query.where('c.id', '=', filtro.id);
    return comMencoes(trx, await query.orderBy('c.id', 'desc').limit(filtro.limite).execute());
  },

  /** The latest `limite` comments of each activity, latest first, as `list` answers them: in one query (and one for the names mentioned), however many activities. */
  async ultimosDe(trx: Trx, empresaId: string, atividadeIds: readonly string[], limite: number): Promise<Map<string, Comentario[]>> {
    const porAtividade = new Map(atividadeIds.map((id) => [id, [] as Comentario[]]));
    if (atividadeIds.length === 0) return porAtividade;
    const rows = await trx
      .selectFrom(
        daEmpresa(trx, empresaId)
          .select(sql<number>`row_number() over (partition by c.atividade_id order by c.id desc)`.as('posicao'))
          .where('c.atividade_id', 'in', atividadeIds)
          .as('r'),
      )
      .selectAll()
      .where('r.posicao', '<=', limite)
      .orderBy('r.id', 'desc')
      .execute();
    const comentarios = await comMencoes(trx, rows);
    rows.forEach((row, indice) => porAtividade.get(row.atividade_id)?.push(comentarios[indice]!));
    return porAtividade;
  },
};

/** The company's comments with their authors' names, as the lists read them. */
const daEmpresa = (trx: Trx, empresaId: string) =>
  trx
    .selectFrom('atividade_comentario as c')
    .leftJoin('usuario_da_empresa as u', 'u.id', 'c.criado_por')
    .select(['c.id', 'c.atividade_id', 'c.texto', 'c.mencoes', 'c.criado_em', 'c.editado_em', 'c.criado_por', 'u.nome as autor_nome'])
    .where('c.empresa_id', '=', empresaId);

type ComentarioRow = Awaited<ReturnType<ReturnType<typeof daEmpresa>['execute']>>[number];

/** The rows as the API answers them, with the members they mention named (in one query). */
async function comMencoes(trx: Trx, rows: readonly ComentarioRow[]): Promise<Comentario[]> {
  const mencionados = [...new Set(rows.flatMap((row) => row.mencoes))];
  // Members only: someone who left the company is no longer named (the text keeps the name it was written with).
  const nomes = new Map(
    mencionados.length === 0
      ? []
      : (await trx.selectFrom('usuario_da_empresa').select(['id', 'nome']).where('id', 'in', mencionados).execute()).map((u) => [u.id, u.nome]),
  );
  return rows.map((row) => ({
    id: String(row.id),
    texto: row.texto,
    autor: row.criado_por && row.autor_nome !== null ? { id: row.criado_por, nome: row.autor_nome } : null,
    mencoes: row.mencoes.flatMap((id) => (nomes.has(id) ? [{ id, nome: nomes.get(id)! }] : [])),
    criado_em: row.criado_em.toISOString(),
    editado_em: row.editado_em?.toISOString() ?? null,
  }));
}
