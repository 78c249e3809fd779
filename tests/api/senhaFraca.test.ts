import type { FastifyInstance } from 'fastify';
import { PASSWORD, bearer, register, uniqueEmail } from '../support/api/accounts';
import { mailedToken, unfold, waitFor, type Smtp } from '../support/api/smtp';
import { appComSmtp } from '../support/api/appComSmtp';
import { DEMO_PASSWORD } from '#server/seed/demoEmpresa';
import { MENSAGENS_DO_CAMPO } from '#contract/mensagensDoCampo';

const COMUNS = ['12345678', 'password', 'aaaaaaaa', 'P@ssw0rd', 'q1w2e3r4', 'iloveyou'];

let smtp: Smtp;
let app: FastifyInstance;

appComSmtp(undefined, (arquivo) => ({ app, smtp } = arquivo));

/** The 422 that refuses a password beside its field. */
function refusal(code: 'senha_fraca' | 'senha_pessoal') {
  const message = MENSAGENS_DO_CAMPO[code];
  return [422, { code: 'validacao', message, errors: { password: [{ code, params: {}, message }] } }];
}

describe('a password that is common or easy to guess', () => {
  it('is refused at registration, as is the person\'s own e-mail or name', async () => {
    const cadastro = (password: string, email = uniqueEmail()) =>
      app.inject({ method: 'POST', url: '/api/auth/register', payload: { nome: 'Maria Oliveira', email, password, empresa_nome: 'Empresa' } });
    for (const password of COMUNS) {
      const response = await cadastro(password);
      expect([password, response.statusCode, response.json()]).toEqual([password, ...refusal('senha_fraca')]);
    }
    const email = uniqueEmail('maria');
    for (const password of [email, 'Maria Oliveira', 'mariaoliveira']) {
      const response = await cadastro(password, email);
      expect([password, response.statusCode, response.json()]).toEqual([password, ...refusal('senha_pessoal')]);
    }
    expect((await cadastro(PASSWORD, email)).statusCode).toBe(201);
  });

  it('is refused when signing up through an invitation', async () => {
    const admin = await register(app);
    const email = uniqueEmail('convidada');
    await app.inject({ method: 'POST', url: '/api/usuarios/convites', headers: bearer(admin.token), payload: { email, papel: 'tecnico' } });
    const convite = await waitFor(() => /register\?convite=([A-Za-z0-9_-]+)/.exec(unfold(smtp.mails.find((m) => m.to === email)?.raw ?? ''))?.[1]);
    const cadastro = (password: string) => app.inject({ method: 'POST', url: '/api/auth/register', payload: { nome: 'Caio Campo', email, password, convite } });
    const weak = await cadastro('12345678');
    expect([weak.statusCode, weak.json()]).toEqual(refusal('senha_fraca'));
    expect((await cadastro(PASSWORD)).statusCode).toBe(201);
  });

  it('is refused by a reset link, which stays usable for a strong one', async () => {
    const account = await register(app, { nome: 'Joana Prado' });
    await app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: account.email } });
    const token = await mailedToken(smtp.mails, account.email, '/auth/forgot-password');
    const reset = (password: string) => app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });
    const weak = await reset('password');
    expect([weak.statusCode, weak.json()]).toEqual(refusal('senha_fraca'));
    const pessoal = await reset('joanaprado');
    expect([pessoal.statusCode, pessoal.json()]).toEqual(refusal('senha_pessoal'));
    expect((await reset('outra-senha-789')).statusCode).toBe(200);
  });

  it('is refused as a new password on Meu perfil, and the old one still signs in', async () => {
    const account = await register(app);
    const change = await app.inject({
      method: 'PUT',
      url: '/api/user/senha',
      headers: bearer(account.token),
      payload: { password_atual: PASSWORD, password: 'aaaaaaaa' },
    });
    expect([change.statusCode, change.json()]).toEqual(refusal('senha_fraca'));
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: account.email, password: PASSWORD } });
    expect(login.statusCode).toBe(200);
  });

  it('accepts the demo\'s password and the tests\' own', async () => {
    // Away from prumo.test: an e-mail at prumo.* makes 'prumo' a word the person gives away.
    const email = uniqueEmail().replace('@prumo.test', '@exemplo.com.br');
    expect((await register(app, { email, password: DEMO_PASSWORD })).user.email).toBe(email);
    expect((await register(app, { password: PASSWORD })).user.nome).toBe('Ana Souza');
  });
});
