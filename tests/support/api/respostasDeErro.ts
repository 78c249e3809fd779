import type { FastifyInstance } from 'fastify';
import { CODIGOS_DE_ERRO } from '#contract/errors';
import { MENSAGENS_DO_CAMPO } from '#contract/mensagensDoCampo';

const CODIGOS = new Set<string>(CODIGOS_DE_ERRO);
const DO_CAMPO = new Set(Object.keys(MENSAGENS_DO_CAMPO));

/** What is wrong with an error answer's body (docs/erros.md), or null when it has its code. */
export function faltaNaResposta(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return 'não é um objeto';
  const { code, message, errors } = body as Record<string, unknown>;
  if (typeof code !== 'string' || !CODIGOS.has(code)) return `code ${JSON.stringify(code)} fora de contract/errors.ts`;
  if (typeof message !== 'string' || message === '') return 'sem message';
  for (const [campo, problemas] of Object.entries((errors ?? {}) as Record<string, unknown>)) {
    for (const problema of Array.isArray(problemas) ? problemas : [problemas]) {
      const { code: deles, params, message: texto } = (problema ?? {}) as Record<string, unknown>;
      if (typeof deles !== 'string' || !DO_CAMPO.has(deles)) return `${campo}: code ${JSON.stringify(deles)} fora de contract/mensagensDoCampo.ts`;
      if (typeof params !== 'object' || params === null || typeof texto !== 'string') return `${campo}: sem params ou message`;
      // A rule with words of its own has a code of its own: the general one would be said as "Valor inválido." in English.
      if (deles === 'valor_invalido' && texto !== MENSAGENS_DO_CAMPO.valor_invalido) return `${campo}: valor_invalido com o texto "${texto}"`;
    }
  }
  return null;
}

/**
 * Watches every JSON answer of 400 and above that `app` sends, and keeps the ones without a
 * code: each test file checks after each test that there were none.
 */
export function vigiarRespostasDeErro(app: FastifyInstance, semCodigo: string[]): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 400 || !String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    const falta = typeof payload === 'string' ? faltaNaResposta(JSON.parse(payload)) : 'corpo não serializado';
    if (falta) semCodigo.push(`${request.method} ${request.url} → ${reply.statusCode}: ${falta}`);
    return payload;
  });
}

const ehProblema = (valor: unknown): boolean =>
  typeof valor === 'object' && valor !== null && Object.keys(valor).sort().join() === 'code,message,params';

/**
 * `value` with each list of field problems read as their Portuguese texts, for tests that
 * compare what a person reads (the codes are checked for every answer by vigiarRespostasDeErro).
 */
export function comTextos(value: unknown): unknown {
  if (Array.isArray(value)) {
    return value.length > 0 && value.every(ehProblema) ? value.map((problema: { message: string }) => problema.message) : value.map(comTextos);
  }
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([chave, dentro]) => [chave, comTextos(dentro)]));
}
