import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { loadConfig } from '#server/config';
import { openDatabase, type DatabaseHandle } from '#server/db/engine';

/**
 * One database per test file: PGlite in memory, loaded from the run's migrated image (see
 * globalSetup.ts) when there is one, or, when DATABASE_URL is set, a database created on that
 * server for the file (a copy of the run's migrated template, when there is one) and dropped
 * after it. With PRUMO_TEST_POOLER_URL, the address of a pooler in front of that server, the
 * file's app reaches its database through the pooler, in the DATABASE_POOL_MODE of the
 * environment; creating and dropping databases still goes straight to the server, since a
 * template copies only while no one, not even a pooler's idle connection, is connected to it.
 */
export interface TestDatabase {
  handle: DatabaseHandle;
  /** The URL of the file's own database on the server (not through a pooler), or null on PGlite. */
  url: string | null;
  drop(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const image = process.env.PRUMO_TEST_PGLITE_IMAGE;
    // PGlite unpacks an image it knows by its type as gzip (globalSetup.ts compresses it).
    const from = image ? new Blob([await readFile(image)], { type: 'application/gzip' }) : undefined;
    const handle = await openDatabase({ engine: 'pglite', inMemory: true, from });
    return { handle, url: null, drop: () => handle.close() };
  }
  const name = `prumo_test_${randomBytes(6).toString('hex')}`;
  const modelo = process.env.PRUMO_TEST_PG_TEMPLATE;
  await adminQuery(serverUrl, `create database ${name}${modelo ? ` template ${modelo}` : ''}`);
  const url = urlDoBanco(serverUrl, name);
  const pooler = process.env.PRUMO_TEST_POOLER_URL;
  const handle = await openDatabase({
    engine: 'postgres',
    url: pooler ? urlDoBanco(pooler, name) : url,
    poolMode: loadConfig(process.env).databasePoolMode,
  });
  return {
    handle,
    url,
    async drop() {
      await handle.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/** The server's URL with another database. */
export function urlDoBanco(serverUrl: string, nome: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${nome}`;
  return url.toString();
}

export async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
