import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import type { SessionResponse } from '#contract/auth';
import { peloDono } from './buildTestApp';

export const PASSWORD = 'senha-forte-123';

/** An e-mail no other test in the file uses. */
export function uniqueEmail(prefix = 'pessoa'): string {
  return `${prefix}.${randomBytes(4).toString('hex')}@prumo.test`;
}

export function bearer(token: string, empresaId?: string): Record<string, string> {
  return { authorization: `Bearer ${token}`, ...(empresaId ? { 'x-empresa-id': empresaId } : {}) };
}

/** Registers a person with a first company, as the sign-up page does. */
export async function register(
  app: FastifyInstance,
  overrides: Partial<{ nome: string; email: string; password: string; empresa_nome: string; cnpj: string }> = {},
): Promise<SessionResponse & { email: string; password: string }> {
  const body = {
    nome: 'Ana Souza',
    email: uniqueEmail(),
    password: PASSWORD,
    empresa_nome: 'Construtora Horizonte',
    ...overrides,
  };
  const response = await app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
  if (response.statusCode !== 201) throw new Error(`register: ${response.statusCode} ${response.body}`);
  return { ...(response.json() as SessionResponse), email: body.email, password: body.password };
}

/** The code an authenticator app shows for `secret` at `at`. */
export function totp(secret: string, at: Date): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: at.getTime() });
}

/** Switches two-step verification on for the account at `agora`; answers its secret. */
export async function ativarDoisFatores(app: FastifyInstance, token: string, agora: Date): Promise<string> {
  const headers = bearer(token);
  const { secret } = (await app.inject({ method: 'POST', url: '/api/user/2fa', headers })).json() as { secret: string };
  const confirmed = await app.inject({ method: 'POST', url: '/api/user/2fa/confirmar', headers, payload: { code: totp(secret, agora) } });
  if (confirmed.statusCode !== 200) throw new Error(`2fa: ${confirmed.statusCode} ${confirmed.body}`);
  return secret;
}

/** The challenge a sign-in with the password answers when two-step verification is on. */
export async function desafioDeEntrada(app: FastifyInstance, email: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } });
  return (response.json() as { challenge: string }).challenge;
}

/**
 * Marks the person's address as proved, as opening the mailed link does (tests/api/emailVerificacao.test.ts
 * follows the link itself): for tests about what a verified account may do, not about verification.
 */
export async function comEmailConfirmado<T extends { user: { id: string } }>(account: T): Promise<T> {
  await peloDono((db) => db.updateTable('usuario').set({ email_verificado_em: new Date() }).where('id', '=', account.user.id).execute());
  return account;
}
