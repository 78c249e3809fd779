import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import { randomBytes } from 'node:crypto';
import { openDatabase, PGLITE_OPTIONS } from '#server/db/engine';
import { migrate } from '#server/db/migrate';
import { carregarMigracoes } from '#server/db/migrations/index';
import { PgliteDialect } from '#server/db/pgliteDialect';
import { criarCofre, TAMANHO_DA_CHAVE } from '#server/security/cofre';
import { adminQuery, urlDoBanco } from './testDatabase';

// The image holds no secret yet: any key serves the migrations that encrypt one.
const contexto = () => ({ cofre: criarCofre(randomBytes(TAMANHO_DA_CHAVE)) });

/**
 * Migrates one database for the whole run, so that each API file starts from a database already
 * up to date instead of paying the migrations again (and, on PGlite, its initdb): on PGlite an
 * image saved to a file, on a PostgreSQL server (DATABASE_URL) a template database each file's
 * own database is copied from.
 */
export default async function globalSetup(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const modelo = `prumo_modelo_${randomBytes(6).toString('hex')}`;
    await adminQuery(serverUrl, `create database ${modelo}`);
    const handle = await openDatabase({ engine: 'postgres', url: urlDoBanco(serverUrl, modelo) });
    try {
      await migrate(handle.db as unknown as Kysely<unknown>, await carregarMigracoes(), contexto());
    } finally {
      // A template copies only while no one is connected to it.
      await handle.close();
    }
    process.env.PRUMO_TEST_PG_TEMPLATE = modelo;
    return;
  }
  const pglite = await PGlite.create(PGLITE_OPTIONS);
  const db = new Kysely<unknown>({ dialect: new PgliteDialect(pglite) });
  try {
    await migrate(db, await carregarMigracoes(), contexto());
    const dir = mkdtempSync(path.join(tmpdir(), 'prumo-api-db-'));
    // Compressed, every file opens it faster: 5 MB to read instead of 43 (most of it the WAL
    // segment's zeros), about 0.35 s of the 2 s PGlite takes to open it.
    const file = path.join(dir, 'migrado.tar.gz');
    writeFileSync(file, Buffer.from(await (await pglite.dumpDataDir('gzip')).arrayBuffer()));
    process.env.PRUMO_TEST_PGLITE_IMAGE = file;
  } finally {
    await db.destroy();
    await pglite.close();
  }
}
