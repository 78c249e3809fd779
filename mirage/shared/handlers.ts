import type { ApiError } from '#contract/errors';
import { Response } from 'miragejs';

/** Any failure inside the post, comment, reply and blog handlers. */
const internalError = (): Response => new Response(500, {}, { code: 'erro_interno', message: 'Internal server error' } satisfies ApiError);

export const ok = (body: object): Response => new Response(200, {}, body);

export const notFound = (message: string): Response => new Response(404, {}, { code: 'nao_encontrado', message } satisfies ApiError);

/** Runs a handler and answers 500 'Internal server error' for whatever it throws. */
export function guarded<A extends unknown[]>(handler: (...args: A) => Response): (...args: A) => Response {
  return (...args) => {
    try {
      return handler(...args);
    } catch {
      return internalError();
    }
  };
}

type Body = Record<string, unknown>;

/** Mirage hands the body over as the JSON text the client sent (`request.requestBody`). */
export function readBody(requestBody: unknown): Body {
  const body: unknown = typeof requestBody === 'string' ? JSON.parse(requestBody) : requestBody;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new TypeError('Body must be an object');
  return body as Body;
}

/** An id from a body, as Mirage stores it (text); a number or a text id is accepted. */
export function idOf(value: unknown, field: string): string {
  if ((typeof value === 'number' && Number.isInteger(value)) || (typeof value === 'string' && value !== '')) {
    return String(value);
  }
  throw new TypeError(`${field} is missing`);
}

export function textOf(value: unknown, field: string): string {
  if (typeof value === 'string' && value.trim() !== '') return value;
  throw new TypeError(`${field} is missing`);
}
