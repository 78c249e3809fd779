import type { Expression, Kysely } from 'kysely';
import type { EmpresaDoUsuario } from '#contract/auth';
import type { Database } from '../schema';

type Db = Kysely<Database>;

export const empresas = {
  /** The companies a person belongs to, oldest membership first (the default company). */
  doUsuario(db: Db, usuarioId: string): Promise<EmpresaDoUsuario[]> {
    return empresas.doUsuarioQuery(db, usuarioId).execute();
  },

  /** doUsuario's query, to run alone or inside another (e.g. beside the session's token). */
  doUsuarioQuery(db: Db, usuarioId: string | Expression<string>) {
    return db
      .selectFrom('membro')
      .innerJoin('empresa', 'empresa.id', 'membro.empresa_id')
      .select(['empresa.id', 'empresa.nome', 'empresa.cnpj', 'membro.papel'])
      .where('membro.usuario_id', '=', usuarioId)
      .orderBy('membro.criado_em')
      .orderBy('empresa.nome');
  },

  /**
   * A new company with its creator as admin. Runs as the owner: no company is current yet. A
   * company starts with the demo area hidden, its sidebar holding only its own work; the demo
   * company asks for it shown.
   */
  async createWithAdmin(
    db: Db,
    values: { nome: string; cnpj: string | null; mostrar_demo?: boolean },
    usuarioId: string,
    agora: Date,
  ): Promise<EmpresaDoUsuario> {
    const empresa = await db
      .insertInto('empresa')
      .values({ mostrar_demo: false, ...values, criado_em: agora })
      .returning(['id', 'nome', 'cnpj'])
      .executeTakeFirstOrThrow();
    await db
      .insertInto('membro')
      .values({ empresa_id: empresa.id, usuario_id: usuarioId, papel: 'admin', criado_em: agora })
      .execute();
    return { ...empresa, papel: 'admin' };
  },
};
