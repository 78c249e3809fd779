import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { DatabaseNewerThanCodeError, migrate } from '#server/db/migrate';
import { migrations } from '../../server/db/migrations';
import { criarCofre, TAMANHO_DA_CHAVE } from '#server/security/cofre';
import { buildTestApp, peloDono, testDatabase } from '../support/api/buildTestApp';

const contexto = { cofre: criarCofre(randomBytes(TAMANHO_DA_CHAVE)) };

describe('migrations', () => {
  it('are applied once, and a second start applies nothing', async () => {
    await buildTestApp();
    const { handle } = await testDatabase();
    const db = handle.db as unknown as Kysely<unknown>;
    expect(await migrate(db, migrations, contexto)).toEqual([]);
    const { rows } = await peloDono((dono) => sql<{ version: number }>`select version from schema_migration order by version`.execute(dono));
    expect(rows.map((row) => row.version)).toEqual(migrations.map((migration) => migration.version));
  });

  it('refuse to start on a database newer than the code', async () => {
    await buildTestApp();
    const { handle } = await testDatabase();
    const db = handle.db as unknown as Kysely<unknown>;
    await peloDono((dono) => sql`insert into schema_migration (version, nome) values (9999, 'do futuro')`.execute(dono));
    try {
      await expect(migrate(db, migrations, contexto)).rejects.toThrow(DatabaseNewerThanCodeError);
      await expect(buildTestApp()).rejects.toThrow(/O banco de dados está na versão 9999, mais nova que a deste código/);
    } finally {
      await peloDono((dono) => sql`delete from schema_migration where version = 9999`.execute(dono));
    }
  });
});
