import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { PASSWORD, bearer, register } from '../support/api/accounts';
import { buildTestApp } from '../support/api/buildTestApp';
import { comTextos } from '../support/api/respostasDeErro';

describe('errors are { message, errors? } in Portuguese', () => {
  it('names each refused field of a body that breaks the schema (422)', async () => {
    const app = await buildTestApp();
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { nome: '', email: 5, password: 'curta', extra: true },
    });
    expect(response.statusCode).toBe(422);
    expect(comTextos(response.json())).toEqual({
      code: 'validacao',
      message: 'Verifique os dados informados.',
      errors: {
        nome: ['Campo obrigatório.'],
        email: ['Deve ser um texto.'],
        password: ['Deve ter pelo menos 8 caracteres.'],
        empresa_nome: ['Campo obrigatório.'],
        extra: ['Campo não permitido.'],
      },
    });
  });

  it('refuses a value outside a list of choices once, beside its field', async () => {
    const app = await buildTestApp();
    const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'a@b.co', password: 8 } });
    expect(comTextos(response.json())).toEqual({ code: 'validacao', message: 'Verifique os dados informados.', errors: { password: ['Deve ser um texto.'] } });
  });

  it('refuses the NUL character anywhere in a body with 422 beside its field, which PostgreSQL could not store', async () => {
    const app = await buildTestApp();
    const send = (payload: string) =>
      app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload });
    const message = 'O texto enviado contém um caractere nulo (U+0000), que não é aceito.';
    const nul = await send('{"email": "a@b.co", "password": "abc\\u0000def"}');
    expect(nul.statusCode).toBe(422);
    expect(comTextos(nul.json())).toEqual({ code: 'validacao', message, errors: { password: [message] } });
    expect(comTextos((await send('{"a\\u0000": 1}')).json())).toEqual({ code: 'validacao', message });
    // Deeper than a recursive walk's call stack, well within the body limit.
    const fundo = await send(`{"a": ${'['.repeat(200_000)}"\\u0000"${']'.repeat(200_000)}}`);
    expect(comTextos([fundo.statusCode, fundo.json().message])).toEqual([422, message]);
    // The same six characters written as text (an escaped backslash) are no NUL.
    expect((await send('{"email": "a@b.co", "password": "abc\\\\u0000def"}')).statusCode).toBe(401);
  });

  it('refuses %00 in a query string with 422 beside its parameter', async () => {
    const app = await buildTestApp();
    const account = await register(app);
    const message = 'O texto enviado contém um caractere nulo (U+0000), que não é aceito.';
    const response = await app.inject({ method: 'GET', url: '/api/sites?q=a%00b', headers: bearer(account.token) });
    expect(comTextos([response.statusCode, response.json()])).toEqual([422, { code: 'validacao', message, errors: { q: [message] } }]);
  });

  it('answers malformed JSON with 400', async () => {
    const app = await buildTestApp();
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(comTextos(response.json())).toEqual({ code: 'json_invalido', message: 'O corpo da requisição não é um JSON válido.' });
  });

  it('answers a body that is not an object with 400', async () => {
    const app = await buildTestApp();
    const response = await app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '[1]' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^O corpo da requisição não tem o formato esperado/);
  });

  it('answers a body over the limit with 413', async () => {
    const app = await buildTestApp({ config: { bodyLimit: 1024 } });
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@b.co', password: 'x'.repeat(2000) },
    });
    expect(response.statusCode).toBe(413);
    expect(comTextos(response.json())).toEqual({ code: 'corpo_grande_demais', message: 'O corpo da requisição é grande demais.' });
  });

  it('answers another content type with 415', async () => {
    const app = await buildTestApp();
    const response = await app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'text/plain' }, payload: 'oi' });
    expect(response.statusCode).toBe(415);
    expect(comTextos(response.json())).toEqual({ code: 'tipo_de_conteudo', message: 'Tipo de conteúdo não suportado. Envie JSON.' });
  });

  it('answers an unknown /api route with 404 JSON', async () => {
    const app = await buildTestApp();
    const response = await app.inject({ method: 'DELETE', url: '/api/empresas/qualquer?x=1' });
    expect(response.statusCode).toBe(404);
    expect(comTextos(response.json())).toEqual({ code: 'rota_nao_encontrada', message: 'Rota não encontrada: DELETE /api/empresas/qualquer' });
  });
});

describe('headers and documentation', () => {
  it('sends a strict Content-Security-Policy and no framing', async () => {
    const app = await buildTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    // The installable app: its worker and its manifest, from our origin only.
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('compresses an answer of 1 KB or more for a client that accepts it, and sends smaller ones and other clients theirs as it is', async () => {
    const app = await buildTestApp();
    const account = await register(app);
    const docs = (headers: Record<string, string>) => app.inject({ method: 'GET', url: '/api/docs/json', headers });
    const [br, gzip, plain] = await Promise.all([docs({ 'accept-encoding': 'gzip, deflate, br' }), docs({ 'accept-encoding': 'gzip' }), docs({})]);
    expect([br.statusCode, br.headers['content-encoding'], br.headers.vary]).toEqual([200, 'br', 'accept-encoding']);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const small = await app.inject({ method: 'GET', url: '/api/empresas', headers: { ...bearer(account.token), 'accept-encoding': 'br' } });
    expect([small.statusCode, small.headers['content-encoding']]).toEqual([200, undefined]);
    expect(small.json()).toHaveLength(1);
  });

  it('keeps every API answer out of caches: a sign-in, a signed-in read, a refusal', async () => {
    const app = await buildTestApp();
    const account = await register(app);
    const respostas = await Promise.all([
      app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: account.email, password: PASSWORD } }),
      app.inject({ method: 'GET', url: '/api/empresas', headers: bearer(account.token) }),
      app.inject({ method: 'POST', url: '/api/auth/check', headers: bearer(account.token) }),
      app.inject({ method: 'GET', url: '/api/sites' }),
      app.inject({ method: 'GET', url: '/api/nada', headers: bearer(account.token) }),
    ]);
    expect(respostas.map((resposta) => [resposta.statusCode, resposta.headers['cache-control']])).toEqual([
      [200, 'no-store'],
      [200, 'no-store'],
      [200, 'no-store'],
      [401, 'no-store'],
      [404, 'no-store'],
    ]);
  });

  it('publishes OpenAPI built from the route schemas at /api/docs', async () => {
    const app = await buildTestApp();
    const spec = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/auth/register', '/api/user/atualizar', '/api/empresas/', '/api/health/']),
    );
    expect((await app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBeLessThan(400);
    expect(Object.keys(spec.components.schemas)).toEqual(expect.arrayContaining(['User', 'Papel']));
    expect(Object.keys(spec.components.schemas).filter((name) => name.startsWith('def-'))).toEqual([]);
  });
});
