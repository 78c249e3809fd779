import type { Trx } from '../tenant';

/** Who follows which site of the company (migration 0029). */
export const siteSeguidores = {
  /** Follows the site; following it again changes nothing. */
  async seguir(trx: Trx, empresaId: string, siteId: string, usuarioId: string, agora: Date): Promise<void> {
    await trx
      .insertInto('site_seguidor')
      .values({ empresa_id: empresaId, site_id: siteId, usuario_id: usuarioId, criado_em: agora })
      .onConflict((conflito) => conflito.doNothing())
      .execute();
  },

  async deixar(trx: Trx, empresaId: string, siteId: string, usuarioId: string): Promise<void> {
    await trx.deleteFrom('site_seguidor').where('empresa_id', '=', empresaId).where('site_id', '=', siteId).where('usuario_id', '=', usuarioId).execute();
  },

  async deSite(trx: Trx, empresaId: string, siteId: string): Promise<string[]> {
    const rows = await trx.selectFrom('site_seguidor').select('usuario_id').where('empresa_id', '=', empresaId).where('site_id', '=', siteId).execute();
    return rows.map((row) => row.usuario_id);
  },
};
