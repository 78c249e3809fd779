import { CompiledQuery, type Kysely } from 'kysely';
import type { Db } from 'pg-boss';
import type { Database } from '../db/schema';
import { comoDono } from '../db/tenant';

/**
 * The job queue's statements on the app's own PGlite, through Kysely: PGlite is one connection,
 * which a company's transaction holds from begin to commit, so the queue waits its turn like any
 * query instead of slipping into that transaction; and it runs as the owner, its tables being no
 * company's (docs/tenancy.md). A statement without parameters may be the queue's own
 * begin … commit: one that fails leaves the connection in an aborted transaction, rolled back
 * before the connection is handed on.
 */
export function filaNaConexao(db: Kysely<Database>): Db {
  return {
    executeSql: (text, values = []) =>
      comoDono('fila', () =>
        db.connection().execute(async (conexao) => {
          try {
            const { rows } = await conexao.executeQuery(CompiledQuery.raw(text, values));
            return { rows: [...rows] };
          } catch (error) {
            if (values.length === 0) await conexao.executeQuery(CompiledQuery.raw('rollback'));
            throw error;
          }
        }),
      ),
  };
}
