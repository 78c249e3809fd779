import type { Kysely } from 'kysely';
import { convites, type ConviteVivo } from '../db/repositories/convites';
import { membros } from '../db/repositories/membros';
import type { Database } from '../db/schema';
import { httpErrors } from '../http/errors';

export const CONVITE_ENCERRADO = 'Este convite é inválido, já foi usado ou expirou. Peça um novo convite a quem convidou você.';

/**
 * Accepts a live invitation for a person: marks it accepted and makes them a member with its
 * papel. Runs in the caller's transaction, as the owner (the person is not in the company yet).
 */
export async function joinEmpresa(db: Kysely<Database>, convite: ConviteVivo, usuarioId: string, agora: Date): Promise<void> {
  if (!(await convites.answer(db, convite, { aceito_por: usuarioId }, agora))) throw httpErrors.badRequest(CONVITE_ENCERRADO, 'link_encerrado');
  await membros.add(db, { empresa_id: convite.empresa_id, usuario_id: usuarioId, papel: convite.papel, agora });
}
