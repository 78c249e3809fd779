import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { ConstructorOptions } from 'pg-boss';
import { filaNaConexao } from '../fila/naConexao';
import { PgliteDialect } from './pgliteDialect';
import type { Database } from './schema';
import { poolComLeituraNaTransacao } from './leituraNaTransacao';
import { comEmpresaNaConexao } from './tenant';

export type Engine = 'pglite' | 'postgres';

/** The database the app talks to, whichever engine is underneath. */
export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: Engine;
  /** Where the job queue (pg-boss, server/fila/fila.ts) keeps its tables: this same database. */
  fila: ConstructorOptions;
  close(): Promise<void>;
}

/**
 * How a pooler between the app and PostgreSQL hands out server connections: `session` (or no
 * pooler) keeps one server connection per app connection, `transaction` may change it after
 * every transaction (docs/tenancy.md).
 */
export type PoolMode = 'session' | 'transaction';

export type DatabaseLocation =
  | { engine: 'postgres'; url: string; poolMode?: PoolMode }
  | { engine: 'pglite'; dataDir: string }
  // `from` is a database saved by PGlite's dumpDataDir, to start from instead of an empty one.
  | { engine: 'pglite'; inMemory: true; from?: Blob };

/** Where the engine tells of a connection it lost; the app gives its log. */
export type Aviso = (mensagem: string, error: Error) => void;

const avisarNoConsole: Aviso = (mensagem, error) => console.warn(`${mensagem}: ${error.message}`);

const INT8 = 20;

/** Every extension a migration creates must be bundled here; a PostgreSQL server has them in contrib. */
export const PGLITE_OPTIONS = { extensions: { citext, unaccent, pg_trgm, btree_gin } };

/** Where PGlite keeps the database under the app's data folder. */
export const pgliteDir = (dataDir: string): string => path.join(dataDir, 'pgdata');

/**
 * PGlite on disk (or in memory, for tests) or a pg pool. Both answer bigint as a number, so
 * the code above sees the same values on either engine.
 */
export async function openDatabase(location: DatabaseLocation, avisar: Aviso = avisarNoConsole): Promise<DatabaseHandle> {
  if (location.engine === 'postgres') {
    const pool = new pg.Pool({
      connectionString: location.url,
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          oid === INT8 ? Number : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
      },
    });
    // A connection the server ends (a failover, a restart, pg_terminate_backend) fails the query it
    // holds, if any, and the pool drops it and opens another for the next query. pg-pool listens to
    // an idle connection's errors but not to a checked-out one's: without this listener such an
    // error would be uncaught and end the process.
    pool.on('connect', (client) => client.on('error', (error) => avisar('Conexão com o PostgreSQL encerrada', error)));
    // The same error of an idle connection, already told by its own listener.
    pool.on('error', () => undefined);
    const db =
      location.poolMode === 'transaction'
        ? new Kysely<Database>({ dialect: comEmpresaNaConexao(new PostgresDialect({ pool: poolComLeituraNaTransacao(pool) }), 'transacao') })
        : new Kysely<Database>({ dialect: comEmpresaNaConexao(new PostgresDialect({ pool })) });
    // The queue has a small pool of its own, as the owner: its statements are its own batches.
    return { db, engine: 'postgres', fila: { connectionString: location.url, max: 2 }, close: () => db.destroy() };
  }
  let pglite: PGlite;
  if ('dataDir' in location) {
    await mkdir(location.dataDir, { recursive: true });
    pglite = await PGlite.create(pgliteDir(location.dataDir), PGLITE_OPTIONS);
  } else {
    pglite = await PGlite.create({ ...PGLITE_OPTIONS, loadDataDir: location.from });
  }
  const db = new Kysely<Database>({ dialect: comEmpresaNaConexao(new PgliteDialect(pglite)) });
  return {
    db,
    engine: 'pglite',
    fila: { db: filaNaConexao(db), backend: 'pglite' },
    async close() {
      await db.destroy();
      await pglite.close();
    },
  };
}
