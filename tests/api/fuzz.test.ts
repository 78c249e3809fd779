import fc from 'fast-check';
import { bearer, register } from '../support/api/accounts';
import { buildTestApp } from '../support/api/buildTestApp';

const routes = [
  ['POST', '/api/auth/register'],
  ['POST', '/api/auth/login'],
  ['POST', '/api/auth/two-steps'],
  ['POST', '/api/auth/forgot-password'],
  ['POST', '/api/auth/reset-password'],
  ['POST', '/api/auth/check'],
  ['PUT', '/api/user/atualizar'],
  ['PUT', '/api/user/senha'],
  ['POST', '/api/user/2fa/confirmar'],
  ['DELETE', '/api/user/2fa'],
  ['POST', '/api/empresas'],
  ['GET', '/api/empresas'],
] as const;

const fields = ['nome', 'email', 'password', 'empresa_nome', 'cnpj', 'challenge', 'code', 'token', 'telefone', 'idioma', 'password_atual', '__proto__', 'constructor'];

// Bodies near the real ones (known field names, odd values) and anything JSON at all.
const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...fields), fc.oneof(fc.string(), fc.jsonValue(), fc.constant('12345678'), fc.emailAddress())),
  fc.jsonValue(),
);

describe('random bodies on every route', () => {
  it('never make the API answer 500, signed in or not', async () => {
    const app = await buildTestApp();
    const account = await register(app);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), body, fc.boolean(), async ([method, url], payload, signedIn) => {
        const response = await app.inject({
          method,
          url,
          headers: { 'content-type': 'application/json', ...(signedIn ? bearer(account.token) : {}) },
          payload: JSON.stringify(payload),
        });
        expect(response.statusCode).toBeLessThan(500);
        expect(typeof response.json().message === 'string' || response.statusCode < 300).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('never answers 500 to bytes that are not JSON', async () => {
    const app = await buildTestApp();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), fc.string(), async ([method, url], raw) => {
        const response = await app.inject({ method, url, headers: { 'content-type': 'application/json' }, payload: raw });
        expect(response.statusCode).toBeLessThan(500);
      }),
      { numRuns: 100 },
    );
  });
});
