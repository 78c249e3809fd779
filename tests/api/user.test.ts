import { PASSWORD, ativarDoisFatores, bearer, desafioDeEntrada, register, totp, uniqueEmail } from '../support/api/accounts';
import { buildTestApp, manualClock } from '../support/api/buildTestApp';
import { comTextos } from '../support/api/respostasDeErro';

describe('PUT /api/user/atualizar', () => {
  it('answers the updated user as the body; a new e-mail waits for its link', async () => {
    const app = await buildTestApp();
    const account = await register(app);
    const email = uniqueEmail('novo');
    const response = await app.inject({
      method: 'PUT',
      url: '/api/user/atualizar',
      headers: bearer(account.token),
      payload: { nome: 'Ana Maria', email, telefone: '(11) 98888-7777', idioma: 'en', password_atual: PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...account.user, nome: 'Ana Maria', email_pendente: email, telefone: '(11) 98888-7777', idioma: 'en' });
    const check = await app.inject({ method: 'POST', url: '/api/auth/check', headers: bearer(account.token) });
    expect(check.json().user).toEqual(response.json());
  });

  it('clears the phone with null or blank, and keeps what is not sent', async () => {
    const app = await buildTestApp();
    const account = await register(app);
    await app.inject({ method: 'PUT', url: '/api/user/atualizar', headers: bearer(account.token), payload: { telefone: '123' } });
    const response = await app.inject({ method: 'PUT', url: '/api/user/atualizar', headers: bearer(account.token), payload: { telefone: ' ' } });
    expect(response.json()).toEqual(account.user);
  });

  it('refuses an e-mail of another account (409), a bad language (422) and no session (401)', async () => {
    const app = await buildTestApp();
    const account = await register(app);
    const other = await register(app);
    const taken = await app.inject({ method: 'PUT', url: '/api/user/atualizar', headers: bearer(account.token), payload: { email: other.email, password_atual: PASSWORD } });
    expect(taken.statusCode).toBe(409);
    expect(comTextos(taken.json().errors)).toEqual({ email: ['Este e-mail já está cadastrado.'] });
    const idioma = await app.inject({ method: 'PUT', url: '/api/user/atualizar', headers: bearer(account.token), payload: { idioma: 'de' } });
    expect(idioma.statusCode).toBe(422);
    expect(comTextos(idioma.json().errors)).toEqual({ idioma: ['Valor inválido.'] });
    expect((await app.inject({ method: 'PUT', url: '/api/user/atualizar', payload: { nome: 'X' } })).statusCode).toBe(401);
  });
});

describe('PUT /api/user/senha', () => {
  it('changes the password and ends the other sessions, keeping this one', async () => {
    const app = await buildTestApp();
    const account = await register(app);
    const login = (password: string) =>
      app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: account.email, password } });
    const other = (await login(PASSWORD)).json().token as string;

    const wrong = await app.inject({
      method: 'PUT',
      url: '/api/user/senha',
      headers: bearer(account.token),
      payload: { password_atual: 'nao-e-esta', password: 'nova-senha-456' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(comTextos(wrong.json())).toEqual({ code: 'validacao', message: 'Senha incorreta.', errors: { password_atual: ['Senha incorreta.'] } });

    const changed = await app.inject({
      method: 'PUT',
      url: '/api/user/senha',
      headers: bearer(account.token),
      payload: { password_atual: PASSWORD, password: 'nova-senha-456' },
    });
    expect(changed.statusCode).toBe(200);
    expect(comTextos(changed.json())).toEqual({ message: 'Senha alterada. As outras sessões foram encerradas.' });
    expect((await app.inject({ method: 'POST', url: '/api/auth/check', headers: bearer(account.token) })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/auth/check', headers: bearer(other) })).statusCode).toBe(401);
    expect((await login(PASSWORD)).statusCode).toBe(401);
    expect((await login('nova-senha-456')).statusCode).toBe(200);
  });
});

describe('two-step verification', () => {
  it('enrols with a TOTP app, then asks for a code at sign-in; recovery codes work once', async () => {
    const clock = manualClock();
    const app = await buildTestApp({ clock });
    const account = await register(app);
    const headers = bearer(account.token);

    const enrol = await app.inject({ method: 'POST', url: '/api/user/2fa', headers });
    expect(enrol.statusCode).toBe(200);
    const { secret, otpauth_uri, qr_code } = enrol.json();
    expect(otpauth_uri).toMatch(/^otpauth:\/\/totp\/Prumo:.+\?.*secret=/);
    expect(qr_code).toMatch(/^data:image\/png;base64,/);

    const wrong = await app.inject({ method: 'POST', url: '/api/user/2fa/confirmar', headers, payload: { code: '000000' } });
    expect(wrong.statusCode).toBe(422);
    expect(comTextos(wrong.json())).toEqual({ code: 'validacao', message: 'Código inválido.', errors: { code: ['Código inválido.'] } });

    const confirm = await app.inject({ method: 'POST', url: '/api/user/2fa/confirmar', headers, payload: { code: totp(secret, clock()) } });
    expect(confirm.statusCode).toBe(200);
    const codes: string[] = confirm.json().recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);

    const again = await app.inject({ method: 'POST', url: '/api/user/2fa', headers });
    expect(again.statusCode).toBe(409);
    const check = await app.inject({ method: 'POST', url: '/api/auth/check', headers });
    expect(check.json().user.two_factor).toBe(true);

    const signIn = async () => {
      const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: account.email, password: PASSWORD } });
      expect(response.json()).toEqual({ two_factor: true, challenge: expect.any(String) });
      return response.json().challenge as string;
    };
    const twoSteps = (challenge: string, code: string) =>
      app.inject({ method: 'POST', url: '/api/auth/two-steps', payload: { challenge, code } });

    // The code that switched the verification on counts as used: the next one is needed.
    expect((await twoSteps(await signIn(), totp(secret, clock()))).json().message).toBe(
      'Este código já foi usado. Espere o aplicativo mostrar o próximo.',
    );
    clock.advance(60_000);
    const challenge = await signIn();
    const bad = await twoSteps(challenge, '123456');
    expect(bad.statusCode).toBe(422);
    const good = await twoSteps(challenge, totp(secret, clock()));
    expect(good.statusCode).toBe(200);
    expect(good.json()).toEqual({ token: expect.any(String), user: { ...account.user, two_factor: true } });
    // A challenge is spent once answered, and a code cannot be replayed.
    expect((await twoSteps(challenge, totp(secret, clock()))).statusCode).toBe(401);
    const replayed = await twoSteps(await signIn(), totp(secret, clock()));
    expect(replayed.statusCode).toBe(422);
    expect(replayed.json().message).toBe('Este código já foi usado. Espere o aplicativo mostrar o próximo.');

    const recovery = codes[0]!;
    expect((await twoSteps(await signIn(), recovery.toUpperCase())).statusCode).toBe(200);
    expect((await twoSteps(await signIn(), recovery)).statusCode).toBe(422);

    const expiring = await signIn();
    clock.advance(5 * 60_000 + 1);
    const late = await twoSteps(expiring, totp(secret, clock()));
    expect(late.statusCode).toBe(401);
    expect(comTextos(late.json())).toEqual({ code: 'desafio_encerrado', message: 'A verificação expirou. Entre novamente.' });
  });

  /** A sign-in waiting for its code, a minute after two-step verification was switched on. */
  async function desafioAberto() {
    const clock = manualClock();
    const app = await buildTestApp({ clock });
    const account = await register(app);
    const secret = await ativarDoisFatores(app, account.token, clock());
    clock.advance(60_000);
    return { clock, app, secret, challenge: await desafioDeEntrada(app, account.email) };
  }

  it('burns a challenge after five wrong codes', async () => {
    const { clock, app, secret, challenge } = await desafioAberto();
    for (let i = 0; i < 5; i++) {
      await app.inject({ method: 'POST', url: '/api/auth/two-steps', payload: { challenge, code: '999999' } });
    }
    const right = await app.inject({ method: 'POST', url: '/api/auth/two-steps', payload: { challenge, code: totp(secret, clock()) } });
    expect(right.statusCode).toBe(401);
  });

  it('judges at most five of twenty wrong codes sent at once, and refuses the right one after them', async () => {
    const { clock, app, secret, challenge } = await desafioAberto();
    const respostas = await Promise.all(
      Array.from({ length: 20 }, () => app.inject({ method: 'POST', url: '/api/auth/two-steps', payload: { challenge, code: '999999' } })),
    );
    const porStatus = (status: number) => respostas.filter((resposta) => resposta.statusCode === status);
    expect(porStatus(422).map((resposta) => resposta.json().message)).toEqual(Array(5).fill('Código inválido.'));
    expect(porStatus(401)).toHaveLength(15);
    const right = await app.inject({ method: 'POST', url: '/api/auth/two-steps', payload: { challenge, code: totp(secret, clock()) } });
    expect(right.statusCode).toBe(401);
  });

  it('is switched off with the password, and sign-in is one step again', async () => {
    const clock = manualClock();
    const app = await buildTestApp({ clock });
    const account = await register(app);
    const headers = bearer(account.token);
    const confirmBeforeStart = await app.inject({ method: 'POST', url: '/api/user/2fa/confirmar', headers, payload: { code: '123456' } });
    expect(confirmBeforeStart.statusCode).toBe(409);
    const { secret } = (await app.inject({ method: 'POST', url: '/api/user/2fa', headers })).json();
    await app.inject({ method: 'POST', url: '/api/user/2fa/confirmar', headers, payload: { code: totp(secret, clock()) } });

    const wrong = await app.inject({ method: 'DELETE', url: '/api/user/2fa', headers, payload: { password: 'errada-000' } });
    expect(wrong.statusCode).toBe(422);
    expect(comTextos(wrong.json().errors)).toEqual({ password: ['Senha incorreta.'] });
    const off = await app.inject({ method: 'DELETE', url: '/api/user/2fa', headers, payload: { password: PASSWORD } });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual(account.user);
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: account.email, password: PASSWORD } });
    expect(login.json().token).toEqual(expect.any(String));
  });
});
