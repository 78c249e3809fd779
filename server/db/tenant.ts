import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from './schema';

/** The role taken inside a company's transaction; created by migration 0001. */
export const TENANT_ROLE = 'prumo_app';

/**
 * Runs `work` in a transaction bound to one company: the role becomes prumo_app (not the
 * tables' owner, so row-level security applies) and `prumo.empresa_id` names the company,
 * both set in one round trip and both undone at commit or rollback.
 *
 * Every company table's migration calls `prumo_tabela_da_empresa('<tabela>')`, which enables
 * row-level security with the policy `empresa_id = prumo_empresa_atual()` and grants the table
 * to prumo_app. A query that forgets `where empresa_id = …` then still sees and writes only the
 * current company's rows.
 */
export function inEmpresa<T>(
  db: Kysely<Database>,
  empresaId: string,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await sql`select set_config('role', ${TENANT_ROLE}, true), set_config('prumo.empresa_id', ${empresaId}, true)`.execute(trx);
    return work(trx);
  });
}
