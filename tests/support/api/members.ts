import type { FastifyInstance } from 'fastify';
import type { Papel } from '#contract/papel';
import { membros } from '#server/db/repositories/membros';
import { comoDono } from '#server/db/tenant';
import { register } from './accounts';
import { testDatabase } from './buildTestApp';

/**
 * A new person (with a company of their own) who is also a member of `empresaId` with `papel`,
 * made directly in the database: for tests about what a papel may do, not about invitations.
 */
export async function memberOf(app: FastifyInstance, empresaId: string, papel: Papel, overrides: { nome?: string } = {}) {
  const account = await register(app, { nome: `Pessoa ${papel}`, ...overrides });
  const { handle } = await testDatabase();
  await comoDono('testes', () => membros.add(handle.db, { empresa_id: empresaId, usuario_id: account.user.id, papel, agora: app.clock() }));
  return account;
}
