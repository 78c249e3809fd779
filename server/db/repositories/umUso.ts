import type { Kysely } from 'kysely';
import type { Database } from '../schema';

type Db = Kysely<Database>;

/** The tables of single-use, short-lived secrets: sign-in challenges, password resets, address proofs. */
type UmUsoTable = 'desafio_dois_fatores' | 'redefinicao_senha' | 'verificacao_email';

/** Secrets used once: stored as a hash, valid until `expira_em`, spent by setting `usado_em`. */
export function umUso(table: UmUsoTable) {
  return {
    async create(db: Db, values: { hash: string; usuario_id: string; expira_em: Date }): Promise<void> {
      await db.insertInto(table).values(values).execute();
    },

    /** The owner of a live secret, or undefined when it is unknown, spent or expired. */
    async live(db: Db, hash: string, agora: Date): Promise<string | undefined> {
      const row = await db
        .selectFrom(table)
        .select('usuario_id')
        .where('hash', '=', hash)
        .where('usado_em', 'is', null)
        .where('expira_em', '>', agora)
        .executeTakeFirst();
      return row?.usuario_id;
    },

    /** Spends every live secret of the person: a newer one, or a change to the account, ends the older ones. */
    async spendAllOf(db: Db, usuarioId: string, agora: Date): Promise<void> {
      await db.updateTable(table).set({ usado_em: agora }).where('usuario_id', '=', usuarioId).where('usado_em', 'is', null).execute();
    },

    /** Spends the secret; false when another request spent it first. */
    async spend(db: Db, hash: string, agora: Date): Promise<boolean> {
      const result = await db
        .updateTable(table)
        .set({ usado_em: agora })
        .where('hash', '=', hash)
        .where('usado_em', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}

export const desafios = {
  ...umUso('desafio_dois_fatores'),

  /**
   * Takes one of a live challenge's `maximo` tries, before its code is judged: one statement, so
   * answers sent at once cannot judge more codes than the cap. The owner, or undefined when the
   * challenge is unknown, spent, expired or out of tries.
   */
  async tentar(db: Db, hash: string, agora: Date, maximo: number): Promise<string | undefined> {
    const row = await db
      .updateTable('desafio_dois_fatores')
      .set((eb) => ({ tentativas: eb('tentativas', '+', 1) }))
      .where('hash', '=', hash)
      .where('usado_em', 'is', null)
      .where('expira_em', '>', agora)
      .where('tentativas', '<', maximo)
      .returning('usuario_id')
      .executeTakeFirst();
    return row?.usuario_id;
  },
};

export const redefinicoes = umUso('redefinicao_senha');
