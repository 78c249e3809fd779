import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { loadConfig } from '#server/config';
import { PASSWORD, ativarDoisFatores, desafioDeEntrada, register, totp, uniqueEmail } from '../support/api/accounts';
import { buildTestApp, manualClock } from '../support/api/buildTestApp';
import { comTextos } from '../support/api/respostasDeErro';

describe('rate limits on sign-in, two steps, registration and recovery', () => {
  it('refuses a fourth login for one e-mail with 429 and Retry-After, other e-mails still pass', async () => {
    const app = await buildTestApp({ config: { rateLimit: { perEmail: 3, perIp: 100, windowMs: 60_000 } } });
    const account = await register(app);
    const login = (email: string, password = 'errada-123') =>
      app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    for (let i = 0; i < 3; i++) expect((await login(account.email)).statusCode).toBe(401);
    const limited = await login(account.email.toUpperCase(), PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(comTextos(limited.json())).toEqual({ code: 'limite_de_tentativas', message: expect.stringMatching(/^Muitas tentativas\. Tente novamente em (\d+ segundos|1 minuto)\.$/) });
    expect((await login(uniqueEmail())).statusCode).toBe(401);
  });

  it('counts one e-mail however it is spelt (spaces, tab, no-break space, case), and still lets the person recover by mail', async () => {
    const app = await buildTestApp({ config: { rateLimit: { perEmail: 3, perIp: 100, windowMs: 60_000 } } });
    const account = await register(app);
    const login = (email: string) => app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'errada-123' } });
    for (const spelling of [` ${account.email}`, `${account.email} `, `\t${account.email}`]) {
      expect((await login(spelling)).statusCode).toBe(401);
    }
    expect((await login(`\u00a0${account.email.toUpperCase()}`)).statusCode).toBe(429);

    const forgot = (email: string) => app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    for (const spelling of [account.email, ` ${account.email}`, `${account.email}\u200b`]) expect((await forgot(spelling)).statusCode).toBe(200);
    expect((await forgot(`\t${account.email}`)).statusCode).toBe(429);
  });

  it.each([
    ['/api/auth/login', () => ({ email: uniqueEmail(), password: 'qualquer-1' })],
    ['/api/auth/register', () => ({ nome: 'A', email: uniqueEmail(), password: PASSWORD, empresa_nome: 'E', cnpj: '1' })],
    ['/api/auth/forgot-password', () => ({ email: uniqueEmail() })],
    ['/api/auth/reset-password', () => ({ token: uniqueEmail(), password: PASSWORD })],
    ['/api/auth/two-steps', () => ({ challenge: uniqueEmail(), code: '123456' })],
  ])('limits %s per IP address', async (url, body) => {
    const app = await buildTestApp({ config: { rateLimit: { perEmail: 100, perIp: 2, windowMs: 120_000 } } });
    for (let i = 0; i < 2; i++) expect((await app.inject({ method: 'POST', url, payload: body() })).statusCode).not.toBe(429);
    const limited = await app.inject({ method: 'POST', url, payload: body() });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json().message).toMatch(/^Muitas tentativas/);
  });
});

describe('per e-mail (or per link, per challenge) with the limits a real start runs with', () => {
  const limits = loadConfig({}).rateLimit;

  function expectLimited(response: LightMyRequestResponse): void {
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(limits.windowMs / 1000);
    expect(response.json().message).toMatch(/^Muitas tentativas\. Tente novamente em /);
  }

  const link = () => randomBytes(32).toString('base64url');

  it.each([
    ['registration', '/api/auth/register', uniqueEmail, (email: string) => ({ nome: 'Ana', email, password: PASSWORD, empresa_nome: 'E' }), 201],
    ['a recovery request', '/api/auth/forgot-password', uniqueEmail, (email: string) => ({ email }), 200],
    ['a new password by link', '/api/auth/reset-password', link, (token: string) => ({ token, password: PASSWORD }), 400],
  ])('refuses %s past the limit for one subject, while another still gets its answer', async (_name, url, subject, body, answer) => {
    // Every attempt comes from one address: the limit per subject must bite before the one per IP.
    const app = await buildTestApp({ config: { rateLimit: limits } });
    const post = (value: string) => app.inject({ method: 'POST', url, payload: body(value) });
    const repeated = subject();
    for (let i = 0; i < limits.perEmail; i++) expect((await post(repeated)).statusCode).not.toBe(429);
    expectLimited(await post(repeated));
    expect((await post(subject())).statusCode).toBe(answer);
  });

  it('refuses codes for one sign-in challenge past the limit, while the next sign-in still passes', async () => {
    const clock = manualClock();
    const app = await buildTestApp({ clock, config: { rateLimit: limits } });
    const account = await register(app);
    const secret = await ativarDoisFatores(app, account.token, clock());
    clock.advance(60_000);
    const twoSteps = (challenge: string, code: string) => app.inject({ method: 'POST', url: '/api/auth/two-steps', payload: { challenge, code } });

    const guessed = await desafioDeEntrada(app, account.email);
    for (let i = 0; i < limits.perEmail; i++) expect((await twoSteps(guessed, String(100_000 + i))).statusCode).not.toBe(429);
    expectLimited(await twoSteps(guessed, totp(secret, clock())));

    const next = await desafioDeEntrada(app, account.email);
    expect((await twoSteps(next, totp(secret, clock()))).statusCode).toBe(200);
  });
});

describe('behind a proxy (TRUST_PROXY)', () => {
  const rateLimit = { perEmail: 100, perIp: 1, windowMs: 60_000 };
  const forgot = (app: Awaited<ReturnType<typeof buildTestApp>>, cliente: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': cliente },
      payload: { email: uniqueEmail() },
    });

  it('counts per client address named by a trusted proxy', async () => {
    const app = await buildTestApp({ config: { trustProxy: ['10.0.0.0/8'], rateLimit } });
    expect((await forgot(app, '203.0.113.1')).statusCode).not.toBe(429);
    expect((await forgot(app, '203.0.113.2')).statusCode).not.toBe(429);
    expect((await forgot(app, '203.0.113.1')).statusCode).toBe(429);
  });

  it('ignores the header when the proxy is not trusted, so a client cannot forge a new address per try', async () => {
    const app = await buildTestApp({ config: { trustProxy: false, rateLimit } });
    expect((await forgot(app, '203.0.113.1')).statusCode).not.toBe(429);
    expect((await forgot(app, '203.0.113.2')).statusCode).toBe(429);
  });
});

describe('rate-limit counters in Redis', () => {
  it('are shared by every process that names the same REDIS_URL', async () => {
    const config = { redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', rateLimit: { perEmail: 2, perIp: 1000, windowMs: 60_000 } };
    const first = await buildTestApp({ config });
    const second = await buildTestApp({ config });
    // A fresh e-mail per run: the counters outlive the test in Redis until their window ends.
    const email = uniqueEmail('redis');
    const login = (app: typeof first) => app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'errada-123' } });
    expect((await login(first)).statusCode).toBe(401);
    expect((await login(second)).statusCode).toBe(401);
    expect((await login(first)).statusCode).toBe(429);
    expect((await login(second)).statusCode).toBe(429);
  });
});
