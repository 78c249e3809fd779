import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '#server/db/engine';

/**
 * One database per test file: PGlite in memory, loaded from the run's migrated image (see
 * globalSetup.ts) when there is one, or, when DATABASE_URL is set, a database created on that
 * server for the file (a copy of the run's migrated template, when there is one) and dropped
 * after it.
 */
export interface TestDatabase {
  handle: DatabaseHandle;
  /** The URL of the file's own database on the server, or null on PGlite. */
  url: string | null;
  drop(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const image = process.env.PRUMO_TEST_PGLITE_IMAGE;
    const from = image ? new Blob([await readFile(image)]) : undefined;
    const handle = await openDatabase({ engine: 'pglite', inMemory: true, from });
    return { handle, url: null, drop: () => handle.close() };
  }
  const name = `prumo_test_${randomBytes(6).toString('hex')}`;
  const modelo = process.env.PRUMO_TEST_PG_TEMPLATE;
  await adminQuery(serverUrl, `create database ${name}${modelo ? ` template ${modelo}` : ''}`);
  const url = urlDoBanco(serverUrl, name);
  const handle = await openDatabase({ engine: 'postgres', url });
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
