import { sql, type Kysely } from 'kysely';
import type { ContextoDaMigracao, Migration } from '../migrate';

/**
 * Versions before the cofre (server/security/cofre.ts) kept TOTP secrets in plain text. A secret
 * the cofre wrote starts with its format's prefix; every other one is encrypted here, once.
 */
export const segredosCifrados: Migration = {
  version: 16,
  name: 'segredos_cifrados',
  async up(db: Kysely<unknown>, { cofre }: ContextoDaMigracao) {
    const { rows } = await sql<{ usuario_id: string; segredo: string }>`
      select usuario_id, segredo from dois_fatores where segredo not like 'v1.%'`.execute(db);
    for (const { usuario_id, segredo } of rows) {
      await sql`update dois_fatores set segredo = ${cofre.cifrar(segredo)} where usuario_id = ${usuario_id}`.execute(db);
    }
  },
};
