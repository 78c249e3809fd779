import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { bearer, register } from '../support/api/accounts';
import { buildTestApp } from '../support/api/buildTestApp';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface Rota {
  method: Method;
  path: string;
  /** Names of the body's fields and of the query's parameters, to build near-real inputs. */
  campos: string[];
  consultas: string[];
}

interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

// Signing out would end the session the other runs use, and the event stream never ends (it is
// read on a real port in atividadesAoVivo.test.ts); neither takes input.
const SKIP = new Set(['POST /api/auth/logout', 'GET /api/atividades/eventos']);

/** Every route of the API, read from its OpenAPI document: a new route is fuzzed without editing this file. */
async function rotas(app: FastifyInstance): Promise<Rota[]> {
  const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => !SKIP.has(`${method.toUpperCase()} ${path}`))
      .map(([method, operation]) => ({
        method: method.toUpperCase() as Method,
        path,
        campos: Object.keys(operation.requestBody?.content?.['application/json']?.schema?.properties ?? {}),
        consultas: (operation.parameters ?? []).filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name),
      })),
  );
}

// Hundreds of requests, on a machine that may be running the rest of the suite: the default
// 30 s is meant for one behaviour, not for a search.
const SEARCH_TIMEOUT_MS = 120_000;

const EXTRA_FIELDS = ['__proto__', 'constructor', 'empresa_id', 'versao'];
const valor = fc.oneof(fc.string(), fc.jsonValue(), fc.constant('12345678'), fc.emailAddress(), fc.integer(), fc.constant(null));

function entrada(rota: Rota) {
  const campos = [...rota.campos, ...EXTRA_FIELDS];
  const consultas = [...rota.consultas, 'x'];
  return fc.record({
    // Bodies near the real ones (known field names, odd values) and anything JSON at all.
    body: fc.oneof(fc.dictionary(fc.constantFrom(...campos), valor), fc.jsonValue()),
    query: fc.dictionary(fc.constantFrom(...consultas), fc.oneof(fc.string(), fc.constantFrom('1', '-1', '0', 'true', '%', '1e400'))),
    id: fc.oneof(fc.constant(randomUUID()), fc.string({ minLength: 1 })),
  });
}

function url(rota: Rota, id: string, query: Record<string, string>): string {
  const search = new URLSearchParams(query).toString();
  return `${rota.path.replace(/\{[^}]+\}/g, encodeURIComponent(id))}${search ? `?${search}` : ''}`;
}

// Each route gets its own runs, signed in and not: a draw among all routes left some out at random,
// and a route drawn only without a session never got past its 401.
const RUNS_PER_ROUTE = 4;
const RAW_RUNS_PER_ROUTE = 3;

describe('random input on every route', () => {
  it('never makes the API answer 500, signed in or not', async () => {
    const app = await buildTestApp();
    const account = await register(app);
    const all = await rotas(app);
    expect(all.length).toBeGreaterThan(30);
    for (const [rota, signedIn] of all.flatMap((rota) => [[rota, false], [rota, true]] as const)) {
      await fc.assert(
        fc.asyncProperty(entrada(rota), async ({ body, query, id }) => {
          const response = await app.inject({
            method: rota.method,
            url: url(rota, id, query),
            headers: { 'content-type': 'application/json', ...(signedIn ? bearer(account.token) : {}) },
            payload: JSON.stringify(body),
          });
          expect([rota.method, rota.path, response.statusCode < 500]).toEqual([rota.method, rota.path, true]);
          const json = String(response.headers['content-type']).startsWith('application/json');
          if (response.statusCode >= 400) expect(json && typeof response.json().message === 'string').toBe(true);
        }),
        { numRuns: RUNS_PER_ROUTE },
      );
    }
  }, SEARCH_TIMEOUT_MS);

  it('never answers 500 to bytes that are not JSON', async () => {
    const app = await buildTestApp();
    const account = await register(app);
    for (const rota of await rotas(app)) {
      await fc.assert(
        fc.asyncProperty(fc.string(), async (raw) => {
          const response = await app.inject({
            method: rota.method,
            url: url(rota, randomUUID(), {}),
            headers: { 'content-type': 'application/json', ...bearer(account.token) },
            payload: raw,
          });
          expect([rota.method, rota.path, response.statusCode < 500]).toEqual([rota.method, rota.path, true]);
        }),
        { numRuns: RAW_RUNS_PER_ROUTE },
      );
    }
  }, SEARCH_TIMEOUT_MS);
});
