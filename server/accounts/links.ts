import type { Kysely } from 'kysely';
import { redefinicoes } from '../db/repositories/umUso';
import { verificacoesEmail } from '../db/repositories/verificacoesEmail';
import type { Database } from '../db/schema';

/**
 * Ends every link still out for the person (password resets, address confirmations): a link
 * mailed before a change of password or address must not undo it or outlive it.
 */
export async function encerrarLinks(db: Kysely<Database>, usuarioId: string, agora: Date): Promise<void> {
  await redefinicoes.spendAllOf(db, usuarioId, agora);
  await verificacoesEmail.spendAllOf(db, usuarioId, agora);
}
