import type { Insertable, Updateable } from 'kysely';
import type { SerieRow, SerieTable } from '../schema';
import type { Trx } from '../tenant';

export type SerieNova = Omit<Insertable<SerieTable>, 'empresa_id'>;

/** The recurring series of the company a transaction is bound to (docs/series.md). */
export const series = {
  async create(trx: Trx, empresaId: string, nova: SerieNova): Promise<SerieRow> {
    return trx.insertInto('serie').values({ ...nova, empresa_id: empresaId }).returningAll().executeTakeFirstOrThrow();
  },

  /** The series, locked until the transaction ends: its round and the edits of a scope queue behind one another. */
  async travar(trx: Trx, empresaId: string, id: string): Promise<SerieRow | undefined> {
    return trx.selectFrom('serie').selectAll().where('empresa_id', '=', empresaId).where('id', '=', id).forUpdate().executeTakeFirst();
  },

  async find(trx: Trx, empresaId: string, id: string): Promise<SerieRow | undefined> {
    return trx.selectFrom('serie').selectAll().where('empresa_id', '=', empresaId).where('id', '=', id).executeTakeFirst();
  },

  /** The series of these ids (one query for an agenda's activities). */
  async varias(trx: Trx, empresaId: string, ids: string[]): Promise<SerieRow[]> {
    if (ids.length === 0) return [];
    return trx.selectFrom('serie').selectAll().where('empresa_id', '=', empresaId).where('id', 'in', [...new Set(ids)]).execute();
  },

  async update(trx: Trx, empresaId: string, id: string, valores: Updateable<SerieTable>): Promise<void> {
    await trx.updateTable('serie').set(valores).where('empresa_id', '=', empresaId).where('id', '=', id).execute();
  },

  /** The occurrences among `ocorrencias` that already have their activity. */
  async jaCriadas(trx: Trx, empresaId: string, serieId: string, ocorrencias: Date[]): Promise<Set<number>> {
    if (ocorrencias.length === 0) return new Set();
    const rows = await trx
      .selectFrom('atividade')
      .select('serie_ocorrencia')
      .where('empresa_id', '=', empresaId)
      .where('serie_id', '=', serieId)
      .where('serie_ocorrencia', 'in', ocorrencias)
      .execute();
    return new Set(rows.map((row) => row.serie_ocorrencia!.getTime()));
  },

  /** Whether any activity still belongs to the series. */
  async temAtividades(trx: Trx, empresaId: string, serieId: string): Promise<boolean> {
    const row = await trx.selectFrom('atividade').select('id').where('empresa_id', '=', empresaId).where('serie_id', '=', serieId).limit(1).executeTakeFirst();
    return row !== undefined;
  },
};
