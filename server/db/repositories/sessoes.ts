import { sql, type Kysely } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import type { EmpresaDoUsuario } from '#contract/auth';
import type { Database } from '../schema';
import { empresas } from './empresas';
import { usuarios } from './usuarios';

type Db = Kysely<Database>;

/** A token as a signed-in request reads it: its state, its owner's profile and companies. */
export type SessaoLida = NonNullable<Awaited<ReturnType<typeof sessoes.findComUsuario>>>;

function comUsuario(db: Db) {
  return db
    .selectFrom('token')
    .select(['id', 'usuario_id', 'criado_em', 'ultimo_uso_em', 'revogado_em'])
    .select(() => [
      jsonObjectFrom(usuarios.perfilQuery(db, sql.ref<string>('token.usuario_id'))).as('perfil'),
      jsonArrayFrom(empresas.doUsuarioQuery(db, sql.ref<string>('token.usuario_id'))).as('empresas'),
    ]);
}

// JSON carries timestamps as text; the token's own columns come typed.
function comEmpresas<T extends { empresas: unknown }>(row: T) {
  return { ...row, empresas: row.empresas as EmpresaDoUsuario[] };
}

/** Bearer tokens, kept only as their SHA-256. */
export const sessoes = {
  async create(db: Db, usuarioId: string, hash: string, agora: Date): Promise<void> {
    await db.insertInto('token').values({ usuario_id: usuarioId, hash, criado_em: agora, ultimo_uso_em: agora }).execute();
  },

  /**
   * The token, its owner's profile and companies in one round trip: every signed-in request asks
   * for them, and a query less per request is most of what a cheap route costs.
   */
  async findComUsuario(db: Db, hash: string) {
    const row = await comUsuario(db).where('hash', '=', hash).executeTakeFirst();
    return row && comEmpresas(row);
  },

  /** Several tokens by id, each read as findComUsuario reads one, in one round trip. */
  async findVariosComUsuario(db: Db, ids: string[]) {
    return (await comUsuario(db).where('id', 'in', ids).execute()).map(comEmpresas);
  },

  async touch(db: Db, id: string, agora: Date): Promise<void> {
    await db.updateTable('token').set({ ultimo_uso_em: agora }).where('id', '=', id).execute();
  },

  async revoke(db: Db, id: string, agora: Date): Promise<void> {
    await db.updateTable('token').set({ revogado_em: agora }).where('id', '=', id).where('revogado_em', 'is', null).execute();
  },

  /** Ends every session of a person, but the one in `exceptId` when given. */
  async revokeAll(db: Db, usuarioId: string, agora: Date, exceptId?: string): Promise<void> {
    let query = db
      .updateTable('token')
      .set({ revogado_em: agora })
      .where('usuario_id', '=', usuarioId)
      .where('revogado_em', 'is', null);
    if (exceptId) query = query.where('id', '<>', exceptId);
    await query.execute();
  },
};
