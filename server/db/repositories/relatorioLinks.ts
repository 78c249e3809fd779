import { sql, type Kysely } from 'kysely';
import type { RelatorioLink } from '#contract/relatorio';
import type { Database } from '../schema';
import { comoDono, TENANT_ROLE } from '../tenant';
import { isUuid } from '../uuid';
import type { Autoria } from './registros';
import type { Trx } from '../tenant';

/** A link found by its token's hash, before its company is known. */
export interface LinkEncontrado {
  empresa_id: string;
  id: string;
  atividade_id: string;
}

const data = (valor: Date | string | null) => (valor === null ? null : new Date(valor));

/** The read-only links to activities' reports (migration 0009). */
export const relatorioLinks = {
  async criar(trx: Trx, empresaId: string, atividadeId: string, hash: string, expiraEm: Date | null, autoria: Autoria): Promise<string> {
    const row = await trx
      .insertInto('relatorio_link')
      .values({ empresa_id: empresaId, atividade_id: atividadeId, hash, expira_em: expiraEm, criado_em: autoria.agora, criado_por: autoria.por })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  /** The activity's links, the newest first, with who created each while they are still a member. */
  async list(trx: Trx, empresaId: string, atividadeId: string, id?: string): Promise<RelatorioLink[]> {
    let query = trx
      .selectFrom('relatorio_link as l')
      .leftJoin('usuario_da_empresa as u', 'u.id', 'l.criado_por')
      .select(['l.id', 'l.criado_em', 'u.nome as criado_por', 'l.expira_em', 'l.revogado_em'])
      .where('l.empresa_id', '=', empresaId)
      .where('l.atividade_id', '=', atividadeId);
    if (id !== undefined) query = query.where('l.id', '=', id);
    const rows = await query.orderBy('l.criado_em', 'desc').orderBy('l.id').execute();
    return rows.map((row) => ({
      id: row.id,
      criado_em: row.criado_em.toISOString(),
      criado_por: row.criado_por,
      expira_em: row.expira_em?.toISOString() ?? null,
      revogado_em: row.revogado_em?.toISOString() ?? null,
    }));
  },

  /** Revokes a link of the activity; false when there is no such link. Revoking twice keeps the first moment. */
  async revogar(trx: Trx, empresaId: string, atividadeId: string, id: string, autoria: Autoria): Promise<boolean> {
    if (!isUuid(id)) return false;
    const row = await trx
      .updateTable('relatorio_link')
      .set({ revogado_em: sql<Date>`coalesce(revogado_em, ${autoria.agora})`, revogado_por: sql<string>`coalesce(revogado_por, ${autoria.por})` })
      .where('empresa_id', '=', empresaId)
      .where('atividade_id', '=', atividadeId)
      .where('id', '=', id)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  },
};

/**
 * Runs `work` for the link whose token hashes to `hash`, in a transaction under row-level security
 * bound to the link's company, or answers null when the link is unknown, revoked or expired at
 * `agora`. The company comes from the SECURITY DEFINER function of migration 0009: there is no
 * session to name it, and the request reads no table as the tables' owner: it only begins the
 * transaction as theirs.
 */
export function noLinkDoRelatorio<T>(db: Kysely<Database>, hash: string, agora: Date, work: (trx: Trx, link: LinkEncontrado) => Promise<T>): Promise<T | null> {
  return comoDono('relatorio-publico', () =>
    db.transaction().execute(async (trx) => {
      await sql`select set_config('role', ${TENANT_ROLE}, true)`.execute(trx);
      const { rows } = await sql<{ empresa_id: string; id: string; atividade_id: string; expira_em: Date | string | null; revogado_em: Date | string | null }>`
        select empresa_id, id, atividade_id, expira_em, revogado_em from prumo_link_de_relatorio(${hash})`.execute(trx);
      const link = rows[0];
      const expiraEm = data(link?.expira_em ?? null);
      if (!link || link.revogado_em !== null || (expiraEm && expiraEm.getTime() <= agora.getTime())) return null;
      await sql`select set_config('prumo.empresa_id', ${link.empresa_id}, true)`.execute(trx);
      return work(trx, { empresa_id: link.empresa_id, id: link.id, atividade_id: link.atividade_id });
    }),
  );
}
