import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import { Kysely, PostgresDialect, type CompiledQuery } from 'kysely';
import { Pool } from 'pg';
import { PGLITE_OPTIONS, pgliteDir } from '#server/db/engine';
import { PgliteDialect } from '#server/db/pgliteDialect';
import type { Database } from '#server/db/schema';
import { CENARIOS, type Conjunto } from './cenarios';

const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback)\b/i;

/**
 * The floor of an API's routes: for each scenario of the set named by CENARIOS (with PARAMETROS,
 * JSON, for what it needs from the seeded data), a bare Fastify route that runs the SQL text and
 * parameters the repository sends (captured from one call of it), straight on the engine as the
 * tables' owner: no session, no company check, no role switch, so no row-level security. The
 * company is set for the whole connection, as the search functions of migration 0007 read it.
 */
async function main(): Promise<void> {
  const empresaId = process.env.EMPRESA_ID ?? '';
  const url = process.env.DATABASE_URL;
  const sent: CompiledQuery[] = [];
  const log = (event: { level: string; query: CompiledQuery }) => {
    if (event.level === 'query' && !TRANSACTION_CONTROL.test(event.query.sql)) sent.push(event.query);
  };
  let query: (text: string, parameters: readonly unknown[]) => Promise<{ rows: unknown[] }>;
  let db: Kysely<Database>;
  if (url) {
    const pool = new Pool({ connectionString: url, max: 10, options: `-c prumo.empresa_id=${empresaId}` });
    query = (text, parameters) => pool.query(text, [...parameters]);
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log });
  } else {
    const pglite = await PGlite.create(pgliteDir(process.env.DATA_DIR ?? ''), PGLITE_OPTIONS);
    await pglite.query(`select set_config('prumo.empresa_id', $1, false)`, [empresaId]);
    query = (text, parameters) => pglite.query(text, [...parameters]);
    db = new Kysely<Database>({ dialect: new PgliteDialect(pglite), log });
  }

  const app = Fastify({ logger: false });
  const scenarios = CENARIOS[process.env.CENARIOS as Conjunto](JSON.parse(process.env.PARAMETROS ?? '{}') as Record<string, string>);
  for (const [index, scenario] of scenarios.entries()) {
    sent.length = 0;
    await db.transaction().execute((trx) => scenario.run(trx, empresaId));
    const statements = [...sent];
    app.get(`/bare/${index}`, async () => ({
      results: (await Promise.all(statements.map((statement) => query(statement.sql, statement.parameters)))).map((result) => result.rows),
    }));
  }
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
  console.log('baseline pronta');
}

void main();
