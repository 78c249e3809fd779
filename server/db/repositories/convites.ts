import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Convite, ConviteRecebido } from '#contract/usuarios';
import type { Idioma } from '#contract/limits';
import type { Papel } from '#contract/papel';
import type { Database } from '../schema';
import { isUuid } from '../uuid';
import type { Autoria } from './registros';
import type { Trx } from '../tenant';

type Db = Kysely<Database>;

/** Not yet answered: neither accepted, declined nor revoked (it may have expired). */
function aberto(eb: ExpressionBuilder<Database, 'convite'>) {
  return eb.and([eb('convite.aceito_em', 'is', null), eb('convite.recusado_em', 'is', null), eb('convite.revogado_em', 'is', null)]);
}

/** Open and not expired: the only invitations that can be accepted. */
function vivo(agora: Date) {
  return (eb: ExpressionBuilder<Database, 'convite'>) => eb.and([aberto(eb), eb('convite.expira_em', '>', agora)]);
}

interface ConviteRow {
  id: string;
  email: string;
  papel: Papel;
  convidado_por: string | null;
  enviado_em: Date;
  expira_em: Date;
  versao: number;
}

function toConvite(row: ConviteRow, agora: Date): Convite {
  return {
    ...row,
    status: row.expira_em > agora ? 'pendente' : 'expirado',
    enviado_em: row.enviado_em.toISOString(),
    expira_em: row.expira_em.toISOString(),
  };
}

/** A live invitation, found by whoever answers it (who is not in the company yet). */
export interface ConviteVivo {
  empresa_id: string;
  id: string;
  email: string;
  papel: Papel;
  empresa_nome: string;
  /** The language a person who signs up through the invitation starts with. */
  idioma_padrao: Idioma;
}

/**
 * Invitations. The company's side runs in its transaction; the invitee's side runs as the owner,
 * because the person answering belongs to no company the invitation could be read in.
 */
export const convites = {
  async abertos(trx: Trx, empresaId: string, agora: Date): Promise<Convite[]> {
    const rows = await convitesQuery(trx, empresaId).where(aberto).orderBy('convite.enviado_em', 'desc').execute();
    return rows.map((row) => toConvite(row, agora));
  },

  async aberto(trx: Trx, empresaId: string, id: string, agora: Date): Promise<Convite | undefined> {
    if (!isUuid(id)) return undefined;
    const row = await convitesQuery(trx, empresaId).where(aberto).where('convite.id', '=', id).executeTakeFirst();
    return row && toConvite(row, agora);
  },

  async create(
    trx: Trx,
    empresaId: string,
    values: { email: string; papel: Papel; hash: string; expira_em: Date },
    autoria: Autoria,
  ): Promise<string> {
    const row = await trx
      .insertInto('convite')
      .values({ ...values, empresa_id: empresaId, convidado_por: autoria.por, criado_em: autoria.agora, enviado_em: autoria.agora })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  /** Closes an expired invitation to `email`, so a new one can take its place. */
  async closeExpired(trx: Trx, empresaId: string, email: string, agora: Date): Promise<void> {
    await trx
      .updateTable('convite')
      .set({ revogado_em: agora })
      .where('empresa_id', '=', empresaId)
      .where('email', '=', email)
      .where(aberto)
      .where('expira_em', '<=', agora)
      .execute();
  },

  /** A new token and a new expiry for an open invitation still at `versao`; false when it moved on. */
  async renew(trx: Trx, empresaId: string, id: string, change: { versao: number; hash: string; agora: Date; expira_em: Date }): Promise<boolean> {
    const result = await trx
      .updateTable('convite')
      .set((eb) => ({ hash: change.hash, enviado_em: change.agora, expira_em: change.expira_em, versao: eb('versao', '+', 1) }))
      .where('empresa_id', '=', empresaId)
      .where('id', '=', id)
      .where('versao', '=', change.versao)
      .where(aberto)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  },

  /** Closes an open invitation still at `versao`; false when it moved on. */
  async revoke(trx: Trx, empresaId: string, id: string, change: { versao: number; agora: Date }): Promise<boolean> {
    const result = await trx
      .updateTable('convite')
      .set((eb) => ({ revogado_em: change.agora, versao: eb('versao', '+', 1) }))
      .where('empresa_id', '=', empresaId)
      .where('id', '=', id)
      .where('versao', '=', change.versao)
      .where(aberto)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  },

  /** The live invitations addressed to an e-mail, in every company. */
  async recebidos(db: Db, email: string, agora: Date): Promise<ConviteRecebido[]> {
    const rows = await db
      .selectFrom('convite')
      .innerJoin('empresa', 'empresa.id', 'convite.empresa_id')
      .leftJoin('usuario', 'usuario.id', 'convite.convidado_por')
      .select(['convite.id', 'empresa.nome as empresa_nome', 'convite.papel', 'usuario.nome as convidado_por', 'convite.expira_em'])
      .where('convite.email', '=', email)
      .where(vivo(agora))
      .orderBy('convite.enviado_em', 'desc')
      .execute();
    return rows.map((row) => ({ ...row, expira_em: row.expira_em.toISOString() }));
  },

  porHash(db: Db, hash: string, agora: Date): Promise<ConviteVivo | undefined> {
    return vivoQuery(db, agora).where('convite.hash', '=', hash).executeTakeFirst();
  },

  async porId(db: Db, id: string, email: string, agora: Date): Promise<ConviteVivo | undefined> {
    if (!isUuid(id)) return undefined;
    return vivoQuery(db, agora).where('convite.id', '=', id).where('convite.email', '=', email).executeTakeFirst();
  },

  /** Records the answer if the invitation is still live; false when another answer came first. */
  async answer(
    db: Db,
    convite: { empresa_id: string; id: string },
    answer: { aceito_por: string } | { recusado: true },
    agora: Date,
  ): Promise<boolean> {
    const result = await db
      .updateTable('convite')
      .set('aceito_por' in answer ? { aceito_em: agora, aceito_por: answer.aceito_por } : { recusado_em: agora })
      .where('empresa_id', '=', convite.empresa_id)
      .where('id', '=', convite.id)
      .where(vivo(agora))
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  },
};

function convitesQuery(trx: Trx, empresaId: string) {
  return trx
    .selectFrom('convite')
    .leftJoin('usuario_da_empresa as usuario', 'usuario.id', 'convite.convidado_por')
    .select([
      'convite.id',
      'convite.email',
      'convite.papel',
      'usuario.nome as convidado_por',
      'convite.enviado_em',
      'convite.expira_em',
      'convite.versao',
    ])
    .where('convite.empresa_id', '=', empresaId);
}

function vivoQuery(db: Db, agora: Date) {
  return db
    .selectFrom('convite')
    .innerJoin('empresa', 'empresa.id', 'convite.empresa_id')
    .select([
      'convite.empresa_id',
      'convite.id',
      'convite.email',
      'convite.papel',
      'empresa.nome as empresa_nome',
      'empresa.idioma_padrao',
    ])
    .where(vivo(agora));
}
