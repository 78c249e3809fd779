import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import { randomBytes } from 'node:crypto';
import { PGLITE_OPTIONS } from '#server/db/engine';
import { migrate } from '#server/db/migrate';
import { carregarMigracoes } from '#server/db/migrations/index';
import { PgliteDialect } from '#server/db/pgliteDialect';
import { criarCofre, TAMANHO_DA_CHAVE } from '#server/security/cofre';

/**
 * Migrates one PGlite for the whole run and saves it, so that each API file loads a database
 * already up to date instead of paying PGlite's initdb (seconds) and the migrations again.
 * A PostgreSQL server (DATABASE_URL) makes a fresh database per file and needs none of this.
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.DATABASE_URL) return;
  const pglite = await PGlite.create(PGLITE_OPTIONS);
  const db = new Kysely<unknown>({ dialect: new PgliteDialect(pglite) });
  try {
    // The image holds no secret yet: any key serves the migrations that encrypt one.
    await migrate(db, await carregarMigracoes(), { cofre: criarCofre(randomBytes(TAMANHO_DA_CHAVE)) });
    const dir = mkdtempSync(path.join(tmpdir(), 'prumo-api-db-'));
    const file = path.join(dir, 'migrado.tar');
    writeFileSync(file, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
    process.env.PRUMO_TEST_PGLITE_IMAGE = file;
  } finally {
    await db.destroy();
    await pglite.close();
  }
}
