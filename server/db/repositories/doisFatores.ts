import type { Kysely } from 'kysely';
import type { Cofre } from '../../security/cofre';
import type { Database } from '../schema';

type Db = Kysely<Database>;

/** TOTP secrets, kept encrypted by the cofre, and the hashes of recovery codes. */
export const doisFatores = {
  async find(db: Db, cofre: Cofre, usuarioId: string) {
    const row = await db
      .selectFrom('dois_fatores')
      .select(['segredo', 'ativado_em', 'ultimo_passo'])
      .where('usuario_id', '=', usuarioId)
      .executeTakeFirst();
    return row && { ...row, segredo: cofre.decifrar(row.segredo) };
  },

  /** Starts (or restarts) an enrolment: a new secret, not yet active. */
  async start(db: Db, cofre: Cofre, usuarioId: string, segredoAberto: string): Promise<void> {
    const segredo = cofre.cifrar(segredoAberto);
    await db
      .insertInto('dois_fatores')
      .values({ usuario_id: usuarioId, segredo, ativado_em: null, ultimo_passo: null })
      .onConflict((oc) => oc.column('usuario_id').doUpdateSet({ segredo, ativado_em: null, ultimo_passo: null }))
      .execute();
  },

  /**
   * Records the time step of an accepted code; false when that step (or a later one) was
   * already used, so one code never signs in twice.
   */
  async acceptStep(db: Db, usuarioId: string, passo: number): Promise<boolean> {
    const result = await db
      .updateTable('dois_fatores')
      .set({ ultimo_passo: passo })
      .where('usuario_id', '=', usuarioId)
      .where((eb) => eb.or([eb('ultimo_passo', 'is', null), eb('ultimo_passo', '<', passo)]))
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  },

  async activate(db: Db, usuarioId: string, agora: Date, codeHashes: string[]): Promise<void> {
    await db.updateTable('dois_fatores').set({ ativado_em: agora }).where('usuario_id', '=', usuarioId).execute();
    await db.deleteFrom('codigo_recuperacao').where('usuario_id', '=', usuarioId).execute();
    await db
      .insertInto('codigo_recuperacao')
      .values(codeHashes.map((hash) => ({ usuario_id: usuarioId, hash, usado_em: null })))
      .execute();
  },

  async disable(db: Db, usuarioId: string): Promise<void> {
    await db.deleteFrom('codigo_recuperacao').where('usuario_id', '=', usuarioId).execute();
    await db.deleteFrom('dois_fatores').where('usuario_id', '=', usuarioId).execute();
  },

  /** Spends a recovery code; false when it is unknown or already used. */
  async spendRecoveryCode(db: Db, usuarioId: string, hash: string, agora: Date): Promise<boolean> {
    const result = await db
      .updateTable('codigo_recuperacao')
      .set({ usado_em: agora })
      .where('usuario_id', '=', usuarioId)
      .where('hash', '=', hash)
      .where('usado_em', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  },
};
