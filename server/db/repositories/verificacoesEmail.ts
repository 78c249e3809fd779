import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { umUso } from './umUso';

type Db = Kysely<Database>;

/**
 * Links mailed to prove an address: a new account's own, or the one a person is changing to.
 * Only the newest link of a person works: issuing one spends the others.
 */
const links = umUso('verificacao_email');

export const verificacoesEmail = {
  spendAllOf: links.spendAllOf,

  async issue(db: Db, values: { hash: string; usuario_id: string; email: string; agora: Date; expira_em: Date }): Promise<void> {
    const { agora, ...rest } = values;
    await links.spendAllOf(db, values.usuario_id, agora);
    await db.insertInto('verificacao_email').values({ ...rest, criado_em: agora }).execute();
  },

  /** Spends a live link; answers whose it was and the address it proves, or undefined. */
  async use(db: Db, hash: string, agora: Date): Promise<{ usuario_id: string; email: string } | undefined> {
    return db
      .updateTable('verificacao_email')
      .set({ usado_em: agora })
      .where('hash', '=', hash)
      .where('usado_em', 'is', null)
      .where('expira_em', '>', agora)
      .returning(['usuario_id', 'email'])
      .executeTakeFirst();
  },
};
