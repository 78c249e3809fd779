import { sql, type Kysely } from 'kysely';
import type { Cofre } from '../security/cofre';
import { comoDono } from './tenant';

/** What a migration may need besides the database: the key of the process, for data kept encrypted. */
export interface ContextoDaMigracao {
  cofre: Pick<Cofre, 'cifrar'>;
}

/**
 * A numbered migration. Migrations never change after they land; a new change is a new number.
 * They receive Kysely over an unknown schema on purpose: a migration must not depend on the
 * types of a later version of the tables.
 */
export interface Migration {
  version: number;
  name: string;
  up(db: Kysely<unknown>, contexto: ContextoDaMigracao): Promise<void>;
}

export class DatabaseNewerThanCodeError extends Error {
  constructor(databaseVersion: number, codeVersion: number) {
    super(
      `O banco de dados está na versão ${databaseVersion}, mais nova que a deste código (${codeVersion}). ` +
        'Atualize o Prumo antes de iniciá-lo com este banco.',
    );
    this.name = 'DatabaseNewerThanCodeError';
  }
}

// Any fixed number: it only has to be the same in every process that migrates this database.
const MIGRATION_LOCK = 7_130_001;

/**
 * Applies the pending migrations in one transaction, under an advisory lock so that several
 * processes starting together migrate once. Refuses a database newer than the code.
 */
export async function migrate(db: Kysely<unknown>, migrations: readonly Migration[], contexto: ContextoDaMigracao): Promise<number[]> {
  const latest = Math.max(0, ...migrations.map((migration) => migration.version));
  return comoDono('migracoes', () =>
    db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${sql.lit(MIGRATION_LOCK)})`.execute(trx);
      await sql`
        create table if not exists schema_migration (
          version integer primary key,
          nome text not null,
          aplicada_em timestamptz not null default now()
        )`.execute(trx);
      const { rows } = await sql<{ version: number | null }>`select max(version) as version from schema_migration`.execute(trx);
      const current = rows[0]?.version ?? 0;
      if (current > latest) throw new DatabaseNewerThanCodeError(current, latest);

      const pending = [...migrations].sort((a, b) => a.version - b.version).filter((m) => m.version > current);
      for (const migration of pending) {
        await migration.up(trx, contexto);
        await sql`insert into schema_migration (version, nome) values (${migration.version}, ${migration.name})`.execute(trx);
      }
      return pending.map((migration) => migration.version);
    }),
  );
}
