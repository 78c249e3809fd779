import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EmpresaDoUsuario, SessionResponse, User } from '#contract/auth';
import { empresas } from '../db/repositories/empresas';
import { sessoes } from '../db/repositories/sessoes';
import { usuarios } from '../db/repositories/usuarios';
import { comoDono } from '../db/tenant';
import { httpErrors } from '../http/errors';
import { newSecret } from '../security/secrets';

/** The user as every answer shows it (never a hash, a secret or a token). */
export async function loadUser(app: FastifyInstance, usuarioId: string, empresaList?: EmpresaDoUsuario[]): Promise<User> {
  const [perfil, empresa] = await comoDono('perfil', () =>
    Promise.all([usuarios.perfil(app.db, usuarioId), empresaList ?? empresas.doUsuario(app.db, usuarioId)]),
  );
  if (!perfil) throw httpErrors.unauthorized('Sua sessão expirou. Entre novamente.');
  return { ...perfil, empresa };
}

/** The signed-in person as the session read them with the token: no query of its own. */
export function sessionUser(request: FastifyRequest): User {
  return { ...request.session.perfil, empresa: request.tenant.empresas };
}

/** A new bearer token for the person, and the user to go with it. */
export async function startSession(app: FastifyInstance, usuarioId: string): Promise<SessionResponse> {
  const { secret, hash } = newSecret();
  await comoDono('sessao', () => sessoes.create(app.db, usuarioId, hash, app.clock()));
  return { token: secret, user: await loadUser(app, usuarioId) };
}
