import { TOKEN_IDLE_LIMIT_MS, TOKEN_LIFETIME_MS } from '#server/plugins/app/session';
import { PASSWORD, bearer, register, uniqueEmail } from '../support/api/accounts';
import { buildTestApp, manualClock } from '../support/api/buildTestApp';
import { comTextos } from '../support/api/respostasDeErro';

describe('POST /api/auth/register', () => {
  it('creates the person and a first company with them as admin (201)', async () => {
    const app = await buildTestApp();
    const email = uniqueEmail();
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { nome: ' Bruno Lima ', email, password: PASSWORD, empresa_nome: 'Elétrica Norte', cnpj: '11.444.777/0001-61' },
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toEqual({
      id: expect.any(String),
      nome: 'Bruno Lima',
      email,
      telefone: null,
      idioma: 'pt-BR',
      two_factor: false,
      email_verificado: false,
      email_pendente: null,
      empresa: [{ id: expect.any(String), nome: 'Elétrica Norte', cnpj: '11444777000161', papel: 'admin' }],
    });
    expect(JSON.stringify(body)).not.toMatch(/senha_hash|argon2/);
  });

  it('refuses an e-mail already registered, whatever its case (409)', async () => {
    const app = await buildTestApp();
    const { email } = await register(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { nome: 'Outra', email: email.toUpperCase(), password: PASSWORD, empresa_nome: 'Outra Ltda' },
    });
    expect(response.statusCode).toBe(409);
    expect(comTextos(response.json())).toEqual({ code: 'em_uso', message: 'Este e-mail já está cadastrado.', errors: { email: ['Este e-mail já está cadastrado.'] } });
  });

  it.each([
    [{ cnpj: '11.444.777/0001-62' }, 'cnpj', 'CNPJ inválido.'],
    [{ cnpj: '11111111111111' }, 'cnpj', 'CNPJ inválido.'],
    [{ email: 'sem-arroba' }, 'email', 'E-mail inválido.'],
    [{ nome: '   ' }, 'nome', 'Campo obrigatório.'],
    [{ empresa_nome: ' ' }, 'empresa_nome', 'Campo obrigatório.'],
    [{ password: '1234567' }, 'password', 'Deve ter pelo menos 8 caracteres.'],
  ])('refuses %j with a message beside %s (422)', async (change, field, message) => {
    const app = await buildTestApp();
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { nome: 'Ana', email: uniqueEmail(), password: PASSWORD, empresa_nome: 'Empresa', ...change },
    });
    expect(response.statusCode).toBe(422);
    expect(comTextos(response.json().errors)).toEqual({ [field]: [message] });
  });
});

describe('POST /api/auth/login', () => {
  it('answers the token and the user for the right password, e-mail in any case', async () => {
    const app = await buildTestApp();
    const account = await register(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email.toUpperCase(), password: PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ token: expect.any(String), user: account.user });
    expect(response.json().token).not.toBe(account.token);
  });

  it('answers the same 401 for a wrong password and for an unknown e-mail', async () => {
    const app = await buildTestApp();
    const account = await register(app);
    for (const email of [account.email, uniqueEmail()]) {
      const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'errada-123' } });
      expect(response.statusCode).toBe(401);
      expect(comTextos(response.json())).toEqual({ code: 'credenciais_invalidas', message: 'E-mail ou senha inválidos.' });
    }
  });
});

describe('POST /api/auth/check and /api/auth/logout', () => {
  it('answers the user for a live token', async () => {
    const app = await buildTestApp();
    const account = await register(app);
    const response = await app.inject({ method: 'POST', url: '/api/auth/check', headers: bearer(account.token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: account.user });
  });

  it('answers the user from the session lookup alone: one query for a token used within the minute', async () => {
    const queries: string[] = [];
    const app = await buildTestApp({ queries, clock: manualClock() });
    const account = await register(app);
    const renamed = await app.inject({ method: 'PUT', url: '/api/user/atualizar', headers: bearer(account.token), payload: { nome: 'Ana Lima' } });
    expect(renamed.statusCode).toBe(200);

    queries.length = 0;
    const response = await app.inject({ method: 'POST', url: '/api/auth/check', headers: bearer(account.token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: { ...account.user, nome: 'Ana Lima' } });
    expect(queries).toEqual([expect.stringMatching(/from "token"/)]);
  });

  it.each([
    [{}, 'Faça login para continuar.'],
    [{ authorization: 'Bearer nao-existe' }, 'Sua sessão expirou. Entre novamente.'],
    [{ authorization: 'Basic abc' }, 'Faça login para continuar.'],
  ])('answers 401 for headers %j', async (headers, message) => {
    const app = await buildTestApp();
    const response = await app.inject({ method: 'POST', url: '/api/auth/check', headers });
    expect(response.statusCode).toBe(401);
    expect(comTextos(response.json())).toEqual({ code: 'nao_autenticado', message });
  });

  it('revokes the token on logout: a second use is 401, other sessions go on', async () => {
    const app = await buildTestApp();
    const account = await register(app);
    const other = (
      await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: account.email, password: PASSWORD } })
    ).json().token as string;

    const logout = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(account.token) });
    expect(logout.statusCode).toBe(200);
    expect(comTextos(logout.json())).toEqual({ message: 'Sessão encerrada.' });

    for (const url of ['/api/auth/check', '/api/auth/logout']) {
      const again = await app.inject({ method: 'POST', url, headers: bearer(account.token) });
      expect(again.statusCode).toBe(401);
    }
    expect((await app.inject({ method: 'POST', url: '/api/auth/check', headers: bearer(other) })).statusCode).toBe(200);
  });

  it('ends a token after 30 days without use, and renews it with each use', async () => {
    const clock = manualClock();
    const app = await buildTestApp({ clock });
    const account = await register(app);
    const check = () => app.inject({ method: 'POST', url: '/api/auth/check', headers: bearer(account.token) });

    clock.advance(TOKEN_IDLE_LIMIT_MS - 60_000);
    expect((await check()).statusCode).toBe(200);
    clock.advance(TOKEN_IDLE_LIMIT_MS - 60_000);
    expect((await check()).statusCode).toBe(200);
    clock.advance(TOKEN_IDLE_LIMIT_MS + 1);
    const expired = await check();
    expect(expired.statusCode).toBe(401);
    expect(comTextos(expired.json())).toEqual({ code: 'nao_autenticado', message: 'Sua sessão expirou. Entre novamente.' });
  });

  it('ends a token 90 days after the sign-in that made it, however often it is used, and signing in again gives a new one', async () => {
    const clock = manualClock();
    const app = await buildTestApp({ clock });
    const account = await register(app);
    const check = (token: string) => app.inject({ method: 'POST', url: '/api/auth/check', headers: bearer(token) });

    // Used every fortnight, well within the idle limit, up to the last minute of its lifetime.
    const criadoEm = clock().getTime();
    for (let uso = criadoEm + TOKEN_IDLE_LIMIT_MS / 2; uso < criadoEm + TOKEN_LIFETIME_MS; uso += TOKEN_IDLE_LIMIT_MS / 2) {
      clock.set(new Date(Math.min(uso, criadoEm + TOKEN_LIFETIME_MS - 60_000)));
      expect((await check(account.token)).statusCode).toBe(200);
    }
    clock.set(new Date(criadoEm + TOKEN_LIFETIME_MS + 1));
    const expired = await check(account.token);
    expect(expired.statusCode).toBe(401);
    expect(comTextos(expired.json())).toEqual({ code: 'nao_autenticado', message: 'Sua sessão expirou. Entre novamente.' });

    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: account.email, password: PASSWORD } });
    expect((await check(login.json().token as string)).statusCode).toBe(200);
  });
});
