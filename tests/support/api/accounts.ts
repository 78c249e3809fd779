import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { SessionResponse } from '../../../contract/auth';

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
