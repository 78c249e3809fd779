import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import { Pool } from 'pg';

/**
 * The floor the API is measured against: a bare Fastify route, and a bare route that runs the
 * health check's query straight on the same engine (a pg pool, or an in-process PGlite).
 */
async function main(): Promise<void> {
  const port = Number(process.env.PORT);
  const url = process.env.DATABASE_URL;
  // PGlite.create waits for the database to be ready, so no request meets it still starting.
  const query: () => Promise<unknown> = url
    ? ((pool) => () => pool.query('select 1'))(new Pool({ connectionString: url, max: 10 }))
    : ((db) => () => db.query('select 1'))(await PGlite.create(process.env.DATA_DIR));
  const app = Fastify({ logger: false });
  app.get('/bare', async () => ({ status: 'ok' }));
  app.get('/raw', async () => {
    await query();
    return { status: 'ok' };
  });
  await app.listen({ port, host: '127.0.0.1' });
  console.log('baseline pronta');
}

void main();
