import type { Expression, Kysely } from 'kysely';
import type { Idioma } from '#contract/limits';
import type { Database } from '../schema';

type Db = Kysely<Database>;

export interface Perfil {
  id: string;
  nome: string;
  email: string;
  telefone: string | null;
  idioma: Idioma;
  two_factor: boolean;
  /** The person proved they read `email`'s mail: only then do invitations to it show. */
  email_verificado: boolean;
  /** The address a change waits to be confirmed at, by the link mailed there. */
  email_pendente: string | null;
}

export const usuarios = {
  findByEmail(db: Db, email: string) {
    return db.selectFrom('usuario').select(['id', 'email', 'senha_hash']).where('email', '=', email).executeTakeFirst();
  },

  senhaHash(db: Db, id: string) {
    return db.selectFrom('usuario').select('senha_hash').where('id', '=', id).executeTakeFirst();
  },

  async emailTaken(db: Db, email: string, exceptId?: string): Promise<boolean> {
    let query = db.selectFrom('usuario').select('id').where('email', '=', email);
    if (exceptId) query = query.where('id', '<>', exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  },

  async create(
    db: Db,
    values: { nome: string; email: string; senha_hash: string; idioma?: Idioma; email_verificado_em?: Date | null; agora: Date },
  ): Promise<string> {
    const { agora, ...rest } = values;
    const row = await db
      .insertInto('usuario')
      .values({ ...rest, criado_em: agora, atualizado_em: agora })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  perfil(db: Db, id: string): Promise<Perfil | undefined> {
    return usuarios.perfilQuery(db, id).executeTakeFirst();
  },

  /** perfil's query, to run alone or inside another (e.g. beside the session's token). */
  perfilQuery(db: Db, id: string | Expression<string>) {
    return db
      .selectFrom('usuario')
      .leftJoin('dois_fatores', 'dois_fatores.usuario_id', 'usuario.id')
      .select((eb) => [
        'usuario.id',
        'nome',
        'email',
        'telefone',
        'idioma',
        // An enrolment not yet confirmed leaves a row with no ativado_em: two-step is still off.
        eb('dois_fatores.ativado_em', 'is not', null).$castTo<boolean>().as('two_factor'),
        eb('usuario.email_verificado_em', 'is not', null).$castTo<boolean>().as('email_verificado'),
        eb
          .selectFrom('verificacao_email')
          .select('verificacao_email.email')
          .whereRef('verificacao_email.usuario_id', '=', 'usuario.id')
          .whereRef('verificacao_email.email', '<>', 'usuario.email')
          .where('verificacao_email.usado_em', 'is', null)
          .limit(1)
          .as('email_pendente'),
      ])
      .where('usuario.id', '=', id);
  },

  async update(
    db: Db,
    id: string,
    changes: { nome?: string; telefone?: string | null; idioma?: Idioma },
    agora: Date,
  ): Promise<void> {
    await db.updateTable('usuario').set({ ...changes, atualizado_em: agora }).where('id', '=', id).execute();
  },

  /** The address becomes the person's, verified by the link they opened. */
  async setEmailVerificado(db: Db, id: string, email: string, agora: Date): Promise<void> {
    await db.updateTable('usuario').set({ email, email_verificado_em: agora, atualizado_em: agora }).where('id', '=', id).execute();
  },

  async setSenha(db: Db, id: string, senha_hash: string, agora: Date): Promise<void> {
    await db.updateTable('usuario').set({ senha_hash, atualizado_em: agora }).where('id', '=', id).execute();
  },
};
