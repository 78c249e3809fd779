import type { Kysely } from 'kysely';
import type { Idioma } from '../../../contract/limits';
import type { Database } from '../schema';

type Db = Kysely<Database>;

export interface Perfil {
  id: string;
  nome: string;
  email: string;
  telefone: string | null;
  idioma: Idioma;
  two_factor: boolean;
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

  async create(db: Db, values: { nome: string; email: string; senha_hash: string; idioma?: Idioma; agora: Date }): Promise<string> {
    const { agora, ...rest } = values;
    const row = await db
      .insertInto('usuario')
      .values({ ...rest, criado_em: agora, atualizado_em: agora })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  async perfil(db: Db, id: string): Promise<Perfil | undefined> {
    const row = await db
      .selectFrom('usuario')
      .leftJoin('dois_fatores', 'dois_fatores.usuario_id', 'usuario.id')
      .select(['usuario.id', 'nome', 'email', 'telefone', 'idioma', 'dois_fatores.ativado_em'])
      .where('usuario.id', '=', id)
      .executeTakeFirst();
    if (!row) return undefined;
    const { ativado_em, ...perfil } = row;
    return { ...perfil, two_factor: ativado_em !== null };
  },

  async update(
    db: Db,
    id: string,
    changes: { nome?: string; email?: string; telefone?: string | null; idioma?: Idioma },
    agora: Date,
  ): Promise<void> {
    await db.updateTable('usuario').set({ ...changes, atualizado_em: agora }).where('id', '=', id).execute();
  },

  async setSenha(db: Db, id: string, senha_hash: string, agora: Date): Promise<void> {
    await db.updateTable('usuario').set({ senha_hash, atualizado_em: agora }).where('id', '=', id).execute();
  },
};
