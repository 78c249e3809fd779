import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { PASSWORD, bearer, register, uniqueEmail } from '../support/api/accounts';
import { buildTestApp, manualClock } from '../support/api/buildTestApp';
import { comTextos } from '../support/api/respostasDeErro';
import { mailedToken, startSmtp, unfold, waitFor } from '../support/api/smtp';

function linkToken(raw: string): string {
  const match = /http:\/\/prumo\.test\/auth\/forgot-password\?token=([A-Za-z0-9_-]+)/.exec(unfold(raw));
  if (!match?.[1]) throw new Error(`sem link em: ${raw}`);
  return match[1];
}

const FORGOT = { message: 'Se houver uma conta com este e-mail, enviamos um link para redefinir a senha.' };

describe('password recovery by e-mail', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(() => smtp.close());

  it('mails a single-use link that sets a new password and ends every session', async () => {
    const app = await buildTestApp({ config: { smtpUrl: smtp.url } });
    const account = await register(app);

    const forgot = await app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: account.email.toUpperCase() } });
    expect(forgot.statusCode).toBe(200);
    expect(forgot.json()).toEqual(FORGOT);
    const mail = await waitFor(() => smtp.mails.find((m) => m.to === account.email && /forgot-password/.test(unfold(m.raw))));
    expect(mail.raw).toContain('Subject: =?UTF-8?Q?Prumo=3A_redefini=C3=A7=C3=A3o_de_senha?=');
    const token = linkToken(mail.raw);

    const reset = await app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: 'outra-senha-789' } });
    expect(reset.statusCode).toBe(200);
    expect(comTextos(reset.json())).toEqual({ message: 'Senha redefinida. Entre com a nova senha.' });
    expect((await app.inject({ method: 'POST', url: '/api/auth/check', headers: bearer(account.token) })).statusCode).toBe(401);
    const login = (password: string) => app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: account.email, password } });
    expect((await login(PASSWORD)).statusCode).toBe(401);
    expect((await login('outra-senha-789')).statusCode).toBe(200);

    const twice = await app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: 'terceira-senha' } });
    expect(twice.statusCode).toBe(400);
    expect(comTextos(twice.json())).toEqual({ code: 'link_encerrado', message: 'Este link de redefinição é inválido ou já expirou. Peça um novo.' });
  });

  it('answers the same for an unknown e-mail, and sends nothing', async () => {
    const app = await buildTestApp({ config: { smtpUrl: smtp.url } });
    const email = uniqueEmail('ninguem');
    const forgot = await app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    expect(forgot.statusCode).toBe(200);
    expect(forgot.json()).toEqual(FORGOT);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.mails.some((m) => m.to === email)).toBe(false);
  });

  it('refuses a link after one hour', async () => {
    const clock = manualClock();
    const app = await buildTestApp({ config: { smtpUrl: smtp.url }, clock });
    const account = await register(app);
    await app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: account.email } });
    const token = await mailedToken(smtp.mails, account.email, '/auth/forgot-password');
    clock.advance(60 * 60_000 + 1);
    const late = await app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: 'tarde-demais' } });
    expect(late.statusCode).toBe(400);
  });

  it('writes the mail to DATA_DIR/outbox when there is no SMTP server', async () => {
    const app = await buildTestApp();
    const account = await register(app);
    await app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: account.email } });
    const outbox = path.join(app.config.dataDir, 'outbox');
    const file = await waitFor(() => {
      try {
        return readdirSync(outbox).find((name) => readFileSync(path.join(outbox, name), 'utf8').includes('forgot-password'));
      } catch {
        return undefined;
      }
    });
    const content = readFileSync(path.join(outbox, file), 'utf8');
    expect(content).toContain(`Para: ${account.email}`);
    const token = /forgot-password\?token=([A-Za-z0-9_-]+)/.exec(content)?.[1];
    const reset = await app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: 'pelo-arquivo-1' } });
    expect(reset.statusCode).toBe(200);
  });
  describe('every link still out ends', () => {
    const forgot = (app: FastifyInstance, email: string) =>
      app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    const reset = (app: FastifyInstance, token: string) =>
      app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: 'Redefinida-pelo-Link-93' } });

    it('when a newer link is mailed: only the newest works, once', async () => {
      const app = await buildTestApp({ config: { smtpUrl: smtp.url } });
      const account = await register(app);
      await forgot(app, account.email);
      const antigo = await mailedToken(smtp.mails, account.email, '/auth/forgot-password', 1);
      await forgot(app, account.email);
      const novo = await mailedToken(smtp.mails, account.email, '/auth/forgot-password', 2);
      expect((await reset(app, antigo)).statusCode).toBe(400);
      expect((await reset(app, novo)).statusCode).toBe(200);
      expect((await reset(app, antigo)).statusCode).toBe(400);
    });

    it('when the password is changed after the link was mailed', async () => {
      const app = await buildTestApp({ config: { smtpUrl: smtp.url } });
      const account = await register(app);
      await forgot(app, account.email);
      const token = await mailedToken(smtp.mails, account.email, '/auth/forgot-password');
      const changed = await app.inject({
        method: 'PUT',
        url: '/api/user/senha',
        headers: bearer(account.token),
        payload: { password_atual: PASSWORD, password: 'Trocada-no-Perfil-58' },
      });
      expect(changed.statusCode).toBe(200);
      expect((await reset(app, token)).statusCode).toBe(400);
      const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: account.email, password: 'Trocada-no-Perfil-58' } });
      expect(login.statusCode).toBe(200);
    });

    it('when the address it was sent to is no longer the account\'s', async () => {
      const app = await buildTestApp({ config: { smtpUrl: smtp.url } });
      const account = await register(app);
      await forgot(app, account.email);
      const token = await mailedToken(smtp.mails, account.email, '/auth/forgot-password');
      const novo = uniqueEmail('novo');
      const change = await app.inject({
        method: 'PUT',
        url: '/api/user/atualizar',
        headers: bearer(account.token),
        payload: { email: novo, password_atual: PASSWORD },
      });
      expect(change.statusCode).toBe(200);
      const confirmacao = await mailedToken(smtp.mails, novo, '/auth/confirmar-email');
      expect((await app.inject({ method: 'POST', url: '/api/auth/confirmar-email', payload: { token: confirmacao } })).statusCode).toBe(200);
      expect((await reset(app, token)).statusCode).toBe(400);
    });
  });
});
