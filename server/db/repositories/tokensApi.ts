import { sql, type Kysely } from 'kysely';
import { jsonObjectFrom } from 'kysely/helpers/postgres';
import type { Papel } from '#contract/papel';
import type { TokenApi } from '#contract/tokens';
import type { Database } from '../schema';
import type { Trx } from '../tenant';
import type { Autoria } from './registros';
import { usuarios } from './usuarios';

type Db = Kysely<Database>;

/** A token as a request made with it reads it: its state, its account's profile and its company. */
export type TokenApiLido = NonNullable<Awaited<ReturnType<typeof tokensApi.porHash>>>;

const iso = (data: Date | null) => (data === null ? null : data.toISOString());

/** The company's API tokens, kept only as their SHA-256 (docs/tokens.md). */
export const tokensApi = {
  /**
   * The token and its account in one transaction, run as the owner: the account (usuario.tipo =
   * 'token') belongs to no company. It has no password and an address that can receive no mail,
   * so nobody signs in as it; it only names the token's writes.
   */
  async create(
    db: Db,
    empresaId: string,
    valores: { nome: string; papel: Papel; hash: string; expira_em: Date | null },
    autoria: Autoria,
  ): Promise<string> {
    return db.transaction().execute(async (trx) => {
      const conta = await trx
        .insertInto('usuario')
        .values({ nome: valores.nome, email: sql<string>`'token-' || gen_random_uuid() || '@tokens.invalid'`, senha_hash: '!', tipo: 'token', criado_em: autoria.agora, atualizado_em: autoria.agora })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('token_api')
        .values({ ...valores, empresa_id: empresaId, id: conta.id, criado_em: autoria.agora, criado_por: autoria.por })
        .execute();
      return conta.id;
    });
  },

  /** The tokens not revoked, the newest first. */
  async lista(trx: Trx, empresaId: string): Promise<TokenApi[]> {
    const rows = await trx
      .selectFrom('token_api as t')
      .leftJoin('usuario_da_empresa as u', 'u.id', 't.criado_por')
      .select(['t.id', 't.nome', 't.papel', 't.criado_em', 'u.nome as criado_por', 't.expira_em', 't.ultimo_uso_em'])
      .where('t.empresa_id', '=', empresaId)
      .where('t.revogado_em', 'is', null)
      .orderBy('t.criado_em', 'desc')
      .orderBy('t.id')
      .execute();
    return rows.map((row) => ({
      ...row,
      criado_em: row.criado_em.toISOString(),
      expira_em: iso(row.expira_em),
      ultimo_uso_em: iso(row.ultimo_uso_em),
    }));
  },

  /** Revokes the token; false when the company has no such token still in force. */
  async revogar(trx: Trx, empresaId: string, id: string, autoria: Autoria): Promise<boolean> {
    const result = await trx
      .updateTable('token_api')
      .set({ revogado_em: autoria.agora, revogado_por: autoria.por })
      .where('empresa_id', '=', empresaId)
      .where('id', '=', id)
      .where('revogado_em', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  },

  /** The token of a bearer, with its account's profile and its company, in one round trip (as the owner: no company is known yet). */
  porHash(db: Db, hash: string) {
    return db
      .selectFrom('token_api as t')
      .innerJoin('empresa as e', 'e.id', 't.empresa_id')
      .select(['t.id', 't.nome', 't.papel', 't.expira_em', 't.ultimo_uso_em', 't.revogado_em', 'e.id as empresa_id', 'e.nome as empresa_nome', 'e.cnpj as empresa_cnpj'])
      .select(() => jsonObjectFrom(usuarios.perfilQuery(db, sql.ref<string>('t.id'))).as('perfil'))
      .where('t.hash', '=', hash)
      .executeTakeFirst();
  },

  async touch(db: Db, id: string, agora: Date): Promise<void> {
    await db.updateTable('token_api').set({ ultimo_uso_em: agora }).where('id', '=', id).execute();
  },
};
