import type { FastifyInstance } from 'fastify';
import { PASSWORD, bearer, register, uniqueEmail } from '../support/api/accounts';
import { buildTestApp, manualClock } from '../support/api/buildTestApp';
import { comTextos } from '../support/api/respostasDeErro';
import { mailedToken, startSmtp, unfold, waitFor } from '../support/api/smtp';

let smtp: Awaited<ReturnType<typeof startSmtp>>;
beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(() => smtp.close());

const confirmar = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'POST', url: '/api/auth/confirmar-email', payload: { token } });
const check = async (app: FastifyInstance, token: string) =>
  (await app.inject({ method: 'POST', url: '/api/auth/check', headers: bearer(token) })).json().user;
const atualizar = (app: FastifyInstance, token: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url: '/api/user/atualizar', headers: bearer(token), payload });

describe("a new account's address", () => {
  it('is unconfirmed until the mailed link is opened, once', async () => {
    const app = await buildTestApp({ config: { smtpUrl: smtp.url } });
    const account = await register(app);
    expect(account.user).toMatchObject({ email_verificado: false, email_pendente: null });

    const token = await mailedToken(smtp.mails, account.email, '/auth/confirmar-email');
    const confirmed = await confirmar(app, token);
    expect(confirmed.statusCode).toBe(200);
    expect(comTextos(confirmed.json())).toEqual({ message: 'E-mail confirmado.' });
    expect(await check(app, account.token)).toMatchObject({ email: account.email, email_verificado: true });

    const twice = await confirmar(app, token);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toMatch(/^Este link de confirmação é inválido/);
  });

  it('can be mailed a new link, which ends the older one; a link lasts 24 hours', async () => {
    const clock = manualClock();
    const app = await buildTestApp({ config: { smtpUrl: smtp.url }, clock });
    const account = await register(app);
    const antigo = await mailedToken(smtp.mails, account.email, '/auth/confirmar-email', 1);
    const reenviar = await app.inject({ method: 'POST', url: '/api/user/email/confirmacao', headers: bearer(account.token) });
    expect(comTextos(reenviar.json())).toEqual({ message: `Enviamos um link de confirmação para ${account.email}.` });
    const novo = await mailedToken(smtp.mails, account.email, '/auth/confirmar-email', 2);
    expect((await confirmar(app, antigo)).statusCode).toBe(400);
    clock.advance(24 * 60 * 60 * 1000 + 1);
    expect((await confirmar(app, novo)).statusCode).toBe(400);
    expect(await check(app, account.token)).toMatchObject({ email_verificado: false });
  });

  it('says so when it is already confirmed (409)', async () => {
    const app = await buildTestApp({ config: { smtpUrl: smtp.url } });
    const account = await register(app);
    await confirmar(app, await mailedToken(smtp.mails, account.email, '/auth/confirmar-email'));
    const again = await app.inject({ method: 'POST', url: '/api/user/email/confirmacao', headers: bearer(account.token) });
    expect(again.statusCode).toBe(409);
    expect(comTextos(again.json())).toEqual({ code: 'conflito', message: 'O seu e-mail já está confirmado.' });
  });
});

describe('changing the address', () => {
  it('asks for the current password and changes nothing until the link mailed to the new address is opened', async () => {
    const app = await buildTestApp({ config: { smtpUrl: smtp.url } });
    const account = await register(app);
    const novo = uniqueEmail('novo');

    const sem = await atualizar(app, account.token, { email: novo });
    expect(sem.statusCode).toBe(422);
    expect(comTextos(sem.json())).toEqual({
      code: 'validacao',
      message: 'Campo obrigatório.',
      errors: { password_atual: ['Campo obrigatório.'] },
    });
    const errada = await atualizar(app, account.token, { email: novo, password_atual: 'nao-e-esta-1' });
    expect(errada.statusCode).toBe(422);
    expect(comTextos(errada.json().errors)).toEqual({ password_atual: ['Senha incorreta.'] });

    const pedida = await atualizar(app, account.token, { email: ` ${novo.toUpperCase()}\u00a0`, nome: 'Nome Novo', password_atual: PASSWORD });
    expect(pedida.statusCode).toBe(200);
    expect(pedida.json()).toMatchObject({ nome: 'Nome Novo', email: account.email, email_pendente: novo });
    const aviso = await waitFor(() => smtp.mails.find((m) => m.to === account.email && /troca de e-mail/.test(unfold(m.raw))));
    expect(unfold(aviso.raw)).toContain(novo);
    const login = (email: string) => app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } });
    expect((await login(novo)).statusCode).toBe(401);

    const token = await mailedToken(smtp.mails, novo, '/auth/confirmar-email');
    expect((await confirmar(app, token)).statusCode).toBe(200);
    expect(await check(app, account.token)).toMatchObject({ email: novo, email_verificado: true, email_pendente: null });
    expect((await login(novo)).statusCode).toBe(200);
    expect((await login(account.email)).statusCode).toBe(401);
  });

  it('saves the other fields without a password when the address stays the same, whatever its spelling', async () => {
    const app = await buildTestApp({ config: { smtpUrl: smtp.url } });
    const account = await register(app);
    const saved = await atualizar(app, account.token, { email: ` ${account.email.toUpperCase()} `, telefone: '(11) 98765-4321' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ email: account.email, email_pendente: null, telefone: '(11) 98765-4321' });
  });

  it('refuses an address another account has (409), then and when the link is opened', async () => {
    const app = await buildTestApp({ config: { smtpUrl: smtp.url } });
    const account = await register(app);
    const outra = await register(app);
    const taken = await atualizar(app, account.token, { email: outra.email, password_atual: PASSWORD });
    expect(taken.statusCode).toBe(409);

    const novo = uniqueEmail('disputado');
    await atualizar(app, account.token, { email: novo, password_atual: PASSWORD });
    const token = await mailedToken(smtp.mails, novo, '/auth/confirmar-email');
    await register(app, { email: novo });
    const late = await confirmar(app, token);
    expect(late.statusCode).toBe(409);
    expect(await check(app, account.token)).toMatchObject({ email: account.email });
  });

  it('is cancelled by a change of password', async () => {
    const app = await buildTestApp({ config: { smtpUrl: smtp.url } });
    const account = await register(app);
    const novo = uniqueEmail('cancelado');
    await atualizar(app, account.token, { email: novo, password_atual: PASSWORD });
    const token = await mailedToken(smtp.mails, novo, '/auth/confirmar-email');
    await app.inject({
      method: 'PUT',
      url: '/api/user/senha',
      headers: bearer(account.token),
      payload: { password_atual: PASSWORD, password: 'Retomada-da-Conta-71' },
    });
    expect((await confirmar(app, token)).statusCode).toBe(400);
    expect(await check(app, account.token)).toMatchObject({ email: account.email, email_pendente: null });
  });
});
