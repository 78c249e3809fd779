import { sql } from 'kysely';
import type { Anexo, AnexoTipo } from '#contract/atividadeAnexo';
import type { Autoria } from './registros';
import type { Trx } from '../tenant';

/** An attachment as stored: what the API answers, plus its file under DATA_DIR/files and its sender's id. */
export interface AnexoGuardado {
  id: number;
  nome: string;
  tipo: AnexoTipo;
  tamanho: number;
  arquivo: string;
  criado_por: string | null;
}

const ID = /^\d{1,15}$/;

/** Files attached to the company's activities. */
export const atividadeAnexos = {
  async inserir(
    trx: Trx,
    empresaId: string,
    atividadeId: string,
    anexo: { nome: string; tipo: AnexoTipo; tamanho: number; arquivo: string },
    autoria: Autoria,
  ): Promise<number> {
    const row = await trx
      .insertInto('atividade_anexo')
      .values({ empresa_id: empresaId, atividade_id: atividadeId, ...anexo, criado_em: autoria.agora, criado_por: autoria.por })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  /** The activity's attachment with this id; null for another activity's, or for what is not an id. */
  async find(trx: Trx, empresaId: string, atividadeId: string, id: string): Promise<AnexoGuardado | null> {
    if (!ID.test(id)) return null;
    const row = await trx
      .selectFrom('atividade_anexo')
      .select(['id', 'nome', 'tipo', 'tamanho', 'arquivo', 'criado_por'])
      .where('empresa_id', '=', empresaId)
      .where('atividade_id', '=', atividadeId)
      .where('id', '=', Number(id))
      .executeTakeFirst();
    return row ?? null;
  },

  /** Removes the row; false when another request removed it first. */
  async remover(trx: Trx, empresaId: string, atividadeId: string, id: number): Promise<boolean> {
    const result = await trx
      .deleteFrom('atividade_anexo')
      .where('empresa_id', '=', empresaId)
      .where('atividade_id', '=', atividadeId)
      .where('id', '=', id)
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
  },

  /** The latest first, `limite` of them older than `antesDe` (an id), if given; or the one `id`. */
  async list(trx: Trx, empresaId: string, atividadeId: string, filtro: { limite: number; antesDe?: number; id?: number }): Promise<Anexo[]> {
    let query = daEmpresa(trx, empresaId).where('a.atividade_id', '=', atividadeId);
    if (filtro.antesDe !== undefined) query = query.where('a.id', '<', filtro.antesDe);
    if (filtro.id !== undefined) query = query.where('a.id', '=', filtro.id);
    return (await query.orderBy('a.id', 'desc').limit(filtro.limite).execute()).map(toAnexo);
  },

  /** The latest `limite` attachments of each activity, latest first, as `list` answers them: in one query, however many activities. */
  async ultimosDe(trx: Trx, empresaId: string, atividadeIds: readonly string[], limite: number): Promise<Map<string, Anexo[]>> {
    const porAtividade = new Map(atividadeIds.map((id) => [id, [] as Anexo[]]));
    if (atividadeIds.length === 0) return porAtividade;
    const rows = await trx
      .selectFrom(
        daEmpresa(trx, empresaId)
          .select(sql<number>`row_number() over (partition by a.atividade_id order by a.id desc)`.as('posicao'))
          .where('a.atividade_id', 'in', atividadeIds)
          .as('r'),
      )
      .selectAll()
      .where('r.posicao', '<=', limite)
      .orderBy('r.id', 'desc')
      .execute();
    for (const row of rows) porAtividade.get(row.atividade_id)?.push(toAnexo(row));
    return porAtividade;
  },
};

/** The company's attachments with their senders' names, as the lists read them. */
const daEmpresa = (trx: Trx, empresaId: string) =>
  trx
    .selectFrom('atividade_anexo as a')
    .leftJoin('usuario_da_empresa as u', 'u.id', 'a.criado_por')
    .select(['a.id', 'a.atividade_id', 'a.nome', 'a.tipo', 'a.tamanho', 'a.criado_em', 'a.criado_por', 'u.nome as por_nome'])
    .where('a.empresa_id', '=', empresaId);

type AnexoRow = Awaited<ReturnType<ReturnType<typeof daEmpresa>['execute']>>[number];

const toAnexo = (row: AnexoRow): Anexo => ({
  id: String(row.id),
  nome: row.nome,
  tipo: row.tipo,
  tamanho: row.tamanho,
  enviado_por: row.criado_por && row.por_nome !== null ? { id: row.criado_por, nome: row.por_nome } : null,
  criado_em: row.criado_em.toISOString(),
});
