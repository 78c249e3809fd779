import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { REGISTRO_ALTERADO } from '#contract/registro';
import { PASSWORD, bearer, comEmailConfirmado, register, uniqueEmail } from '../support/api/accounts';
import { buildTestApp, manualClock, peloDono } from '../support/api/buildTestApp';
import { comTextos } from '../support/api/respostasDeErro';
import { memberOf } from '../support/api/members';
import { startSmtp, unfold, waitFor, type CapturedMail } from '../support/api/smtp';

const SEVEN_DAYS = 7 * 24 * 60 * 60 * 1000;
const ENCERRADO = 'Este convite é inválido, já foi usado ou expirou. Peça um novo convite a quem convidou você.';

let smtp: Awaited<ReturnType<typeof startSmtp>>;
beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(() => smtp.close());

/** The invitations mailed to `email` (a new account is also mailed the link that confirms its address). */
function mailsTo(email: string): CapturedMail[] {
  return smtp.mails.filter((mail) => mail.to.toLowerCase() === email.toLowerCase() && /Subject: Prumo: convite/.test(mail.raw));
}

/** The token of the newest sign-up link mailed to `email`, once it has arrived. */
async function inviteToken(email: string, count = 1): Promise<string> {
  const mail = await waitFor(() => mailsTo(email)[count - 1]);
  const match = /http:\/\/prumo\.test\/auth\/register\?convite=([A-Za-z0-9_-]+)/.exec(unfold(mail.raw));
  if (!match?.[1]) throw new Error(`sem link de convite em: ${mail.raw}`);
  return match[1];
}

async function setup(clock = manualClock()) {
  const app = await buildTestApp({ config: { smtpUrl: smtp.url }, clock });
  const admin = await register(app, { nome: 'Ana Admin', empresa_nome: 'Construtora Horizonte' });
  const empresaId = admin.user.empresa[0]!.id;
  const as = (token: string) => bearer(token, empresaId);
  const invite = (email: string, papel = 'tecnico') =>
    app.inject({ method: 'POST', url: '/api/usuarios/convites', headers: as(admin.token), payload: { email, papel } });
  return { app, admin, empresaId, as, invite, clock };
}

function signUp(app: FastifyInstance, payload: Record<string, string>) {
  return app.inject({ method: 'POST', url: '/api/auth/register', payload: { nome: 'Caio Campo', password: PASSWORD, ...payload } });
}

describe('invitations: a new person', () => {
  it('is mailed a sign-up link that joins the company with the papel, once', async () => {
    const { app, admin, empresaId, as, invite } = await setup();
    const email = uniqueEmail('novo');
    const created = await invite(email);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      id: expect.any(String),
      email,
      papel: 'tecnico',
      status: 'pendente',
      convidado_por: 'Ana Admin',
      enviado_em: '2026-03-02T12:00:00.000Z',
      expira_em: '2026-03-09T12:00:00.000Z',
      versao: 1,
    });
    const mail = await waitFor(() => mailsTo(email)[0]);
    expect(unfold(mail.raw)).toContain('Ana Admin convidou voc');
    const token = await inviteToken(email);

    // Only the hash is stored.
    const stored = await peloDono((db) => db.selectFrom('convite').select('hash').where('email', '=', email).execute());
    expect(stored).toHaveLength(1);
    expect(stored[0]!.hash).not.toContain(token);

    const shown = await app.inject({ method: 'GET', url: `/api/auth/convite/${token}` });
    expect(shown.json()).toEqual({ email, empresa_nome: 'Construtora Horizonte', papel: 'tecnico', conta_existente: false });

    const joined = await signUp(app, { email, convite: token });
    expect(joined.statusCode).toBe(201);
    expect(joined.json().user.empresa).toEqual([{ id: empresaId, nome: 'Construtora Horizonte', cnpj: null, papel: 'tecnico' }]);

    const members = await app.inject({ method: 'GET', url: '/api/usuarios', headers: as(admin.token) });
    expect(members.json().items.map((m: { email: string; papel: string }) => [m.email, m.papel])).toContainEqual([email, 'tecnico']);
    const open = await app.inject({ method: 'GET', url: '/api/usuarios/convites', headers: as(admin.token) });
    expect(open.json()).toEqual({ items: [], total: 0 });

    const again = await signUp(app, { email: uniqueEmail(), convite: token });
    expect(again.statusCode).toBe(400);
    expect(comTextos(again.json())).toEqual({ code: 'link_encerrado', message: ENCERRADO });
    expect((await app.inject({ method: 'GET', url: `/api/auth/convite/${token}` })).statusCode).toBe(404);
  });

  it("starts in the company's default language", async () => {
    const { app, as, admin, invite } = await setup();
    const config = (await app.inject({ method: 'GET', url: '/api/configuracoes', headers: as(admin.token) })).json();
    await app.inject({ method: 'PUT', url: '/api/configuracoes', headers: as(admin.token), payload: { ...pick(config), idioma_padrao: 'fr' } });
    const email = uniqueEmail();
    await invite(email, 'leitor');
    const joined = await signUp(app, { email, convite: await inviteToken(email) });
    expect(joined.json().user.idioma).toBe('fr');
  });

  it('refuses a sign-up with the link but another e-mail, or with a company of its own (422)', async () => {
    const { app, invite } = await setup();
    const email = uniqueEmail();
    await invite(email);
    const token = await inviteToken(email);
    const other = await signUp(app, { email: uniqueEmail(), convite: token });
    expect(other.statusCode).toBe(422);
    expect(comTextos(other.json().errors)).toEqual({ email: [`Use o e-mail que recebeu o convite: ${email}.`] });
    const withEmpresa = await signUp(app, { email, convite: token, empresa_nome: 'Minha' });
    expect(withEmpresa.statusCode).toBe(422);
    expect(comTextos(withEmpresa.json().errors)).toEqual({
      empresa_nome: ['Quem entra por um convite entra na empresa que convidou: não informe outra empresa.'],
    });
    // Nothing was spent: the right sign-up still works.
    expect((await signUp(app, { email, convite: token })).statusCode).toBe(201);
  });

  it('still requires a company name to sign up without an invitation (422)', async () => {
    const { app } = await setup();
    const response = await signUp(app, { email: uniqueEmail() });
    expect(response.statusCode).toBe(422);
    expect(comTextos(response.json().errors)).toEqual({ empresa_nome: ['Campo obrigatório.'] });
  });
});

describe('invitations: resend, revoke, expiry', () => {
  it('expires after 7 days; resending mails a new link valid for 7 more days and kills the old one', async () => {
    const { app, as, admin, invite, clock } = await setup();
    const email = uniqueEmail();
    const id = (await invite(email)).json().id as string;
    const first = await inviteToken(email);

    clock.advance(SEVEN_DAYS);
    expect((await signUp(app, { email, convite: first })).statusCode).toBe(400);
    const listed = await app.inject({ method: 'GET', url: '/api/usuarios/convites', headers: as(admin.token) });
    expect(listed.json().items).toEqual([expect.objectContaining({ id, status: 'expirado' })]);

    const resend = (versao: number) =>
      app.inject({ method: 'POST', url: `/api/usuarios/convites/${id}/reenviar`, headers: as(admin.token), payload: { versao } });
    const resent = await resend(1);
    expect(resent.statusCode).toBe(200);
    expect(comTextos(resent.json())).toMatchObject({ id, status: 'pendente', expira_em: '2026-03-16T12:00:00.000Z', versao: 2 });
    const stale = await resend(1);
    expect(stale.statusCode).toBe(409);
    expect(comTextos(stale.json())).toEqual({ code: 'versao_desatualizada', message: REGISTRO_ALTERADO });
    const second = await inviteToken(email, 2);
    expect(second).not.toBe(first);
    expect((await app.inject({ method: 'GET', url: `/api/auth/convite/${first}` })).statusCode).toBe(404);

    clock.advance(SEVEN_DAYS - 1);
    expect((await signUp(app, { email, convite: second })).statusCode).toBe(201);
  });

  it('revokes an invitation: its link stops working and it leaves the list', async () => {
    const { app, as, admin, invite } = await setup();
    const email = uniqueEmail();
    const id = (await invite(email)).json().id as string;
    const token = await inviteToken(email);
    const revoke = (versao: number) => app.inject({ method: 'DELETE', url: `/api/usuarios/convites/${id}?versao=${versao}`, headers: as(admin.token) });
    expect((await revoke(2)).statusCode).toBe(409);
    const revoked = await revoke(1);
    expect(revoked.statusCode).toBe(204);
    expect(comTextos((await signUp(app, { email, convite: token })).json())).toEqual({ code: 'link_encerrado', message: ENCERRADO });
    const listed = await app.inject({ method: 'GET', url: '/api/usuarios/convites', headers: as(admin.token) });
    expect(listed.json().items).toEqual([]);
    expect((await revoke(2)).statusCode).toBe(404);
  });

  it('refuses a second open invitation or inviting a member (409), but replaces an expired one', async () => {
    const { admin, invite, clock } = await setup();
    const email = uniqueEmail();
    expect((await invite(email)).statusCode).toBe(201);
    const dup = await invite(email.toUpperCase(), 'leitor');
    expect(dup.statusCode).toBe(409);
    expect(comTextos(dup.json().errors)).toEqual({ email: ['Já existe um convite pendente para este e-mail. Reenvie-o se for preciso.'] });
    const member = await invite(admin.email);
    expect(member.statusCode).toBe(409);
    expect(comTextos(member.json().errors)).toEqual({ email: ['Esta pessoa já é membro da empresa.'] });

    clock.advance(SEVEN_DAYS);
    const fresh = await invite(email, 'gestor');
    expect(fresh.statusCode).toBe(201);
    expect(fresh.json()).toMatchObject({ papel: 'gestor', status: 'pendente' });
  });

  it('refuses a bad e-mail or papel with messages beside the fields (422)', async () => {
    const { app, as, admin } = await setup();
    const response = await app.inject({
      method: 'POST',
      url: '/api/usuarios/convites',
      headers: as(admin.token),
      payload: { email: 'sem-arroba', papel: 'leitor' },
    });
    expect(response.statusCode).toBe(422);
    expect(comTextos(response.json().errors)).toEqual({ email: ['E-mail inválido.'] });
    const papel = await app.inject({ method: 'POST', url: '/api/usuarios/convites', headers: as(admin.token), payload: { email: uniqueEmail() } });
    expect(comTextos(papel.json().errors)).toEqual({ papel: ['Campo obrigatório.'] });
  });

  it("answers 404 for another company's invitation", async () => {
    const { app, invite } = await setup();
    const id = (await invite(uniqueEmail())).json().id as string;
    const outra = await register(app, { empresa_nome: 'Alheia' });
    for (const url of [`/api/usuarios/convites/${id}/reenviar`, '/api/usuarios/convites/nao-e-id/reenviar']) {
      const response = await app.inject({ method: 'POST', url, headers: bearer(outra.token), payload: { versao: 1 } });
      expect(response.statusCode).toBe(404);
    }
    const revoke = await app.inject({ method: 'DELETE', url: `/api/usuarios/convites/${id}?versao=1`, headers: bearer(outra.token) });
    expect(revoke.statusCode).toBe(404);
  });
});

describe('invitations: an existing account', () => {
  it('is mailed the sign-in page, sees the invitation after signing in, and accepting adds the company', async () => {
    const { app, empresaId, invite } = await setup();
    const pessoa = await comEmailConfirmado(await register(app, { empresa_nome: 'Própria' }));
    const propria = pessoa.user.empresa[0]!.id;
    const created = (await invite(pessoa.email.toUpperCase(), 'gestor')).json();
    const mail = await waitFor(() => mailsTo(pessoa.email)[0]);
    expect(unfold(mail.raw)).toContain('http://prumo.test/login');
    expect(unfold(mail.raw)).not.toContain('convite=');

    const pending = await app.inject({ method: 'GET', url: '/api/convites', headers: bearer(pessoa.token) });
    expect(pending.json()).toEqual({
      total: 1,
      items: [
        { id: created.id, empresa_nome: 'Construtora Horizonte', papel: 'gestor', convidado_por: 'Ana Admin', expira_em: created.expira_em },
      ],
    });

    const accepted = await app.inject({ method: 'POST', url: `/api/convites/${created.id}/aceitar`, headers: bearer(pessoa.token) });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().empresa.map((e: { id: string; papel: string }) => [e.id, e.papel])).toEqual([
      [propria, 'admin'],
      [empresaId, 'gestor'],
    ]);
    expect((await app.inject({ method: 'GET', url: '/api/convites', headers: bearer(pessoa.token) })).json().items).toEqual([]);
    const twice = await app.inject({ method: 'POST', url: `/api/convites/${created.id}/aceitar`, headers: bearer(pessoa.token) });
    expect(twice.statusCode).toBe(404);
  });

  it('may decline; nobody else may accept or see it', async () => {
    const { app, invite } = await setup();
    const pessoa = await comEmailConfirmado(await register(app));
    const intrusa = await comEmailConfirmado(await register(app));
    const { id } = (await invite(pessoa.email)).json();
    expect((await app.inject({ method: 'GET', url: '/api/convites', headers: bearer(intrusa.token) })).json().items).toEqual([]);
    const stolen = await app.inject({ method: 'POST', url: `/api/convites/${id}/aceitar`, headers: bearer(intrusa.token) });
    expect(stolen.statusCode).toBe(404);

    const declined = await app.inject({ method: 'POST', url: `/api/convites/${id}/recusar`, headers: bearer(pessoa.token) });
    expect(declined.statusCode).toBe(204);
    const late = await app.inject({ method: 'POST', url: `/api/convites/${id}/aceitar`, headers: bearer(pessoa.token) });
    expect(late.statusCode).toBe(404);
  });

  it('cannot accept an expired invitation', async () => {
    const { app, invite, clock } = await setup();
    const pessoa = await comEmailConfirmado(await register(app));
    const { id } = (await invite(pessoa.email)).json();
    clock.advance(SEVEN_DAYS);
    expect((await app.inject({ method: 'GET', url: '/api/convites', headers: bearer(pessoa.token) })).json().items).toEqual([]);
    const late = await app.inject({ method: 'POST', url: `/api/convites/${id}/aceitar`, headers: bearer(pessoa.token) });
    expect(late.statusCode).toBe(404);
  });

  it('is not taken over by signing up with the invited address: it neither shows nor opens until the address is confirmed', async () => {
    const { app, invite } = await setup();
    const email = uniqueEmail('alvo');
    const { id } = (await invite(email, 'admin')).json();
    const impostora = await register(app, { email });

    expect(comTextos((await app.inject({ method: 'GET', url: '/api/convites', headers: bearer(impostora.token) })).json())).toEqual({ items: [], total: 0 });
    const taken = await app.inject({ method: 'POST', url: `/api/convites/${id}/aceitar`, headers: bearer(impostora.token) });
    expect(taken.statusCode).toBe(403);
    expect(comTextos(taken.json())).toEqual({ code: 'email_nao_confirmado', message: 'Confirme o seu e-mail pelo link que enviamos antes de responder a convites.' });
    const declined = await app.inject({ method: 'POST', url: `/api/convites/${id}/recusar`, headers: bearer(impostora.token) });
    expect(declined.statusCode).toBe(403);
  });

  it('is not taken over by changing one\'s address to the invited one: the change waits for the mailed link', async () => {
    const { app, invite } = await setup();
    const email = uniqueEmail('alvo');
    const { id } = (await invite(email, 'admin')).json();
    const intrusa = await comEmailConfirmado(await register(app));
    const changed = await app.inject({
      method: 'PUT',
      url: '/api/user/atualizar',
      headers: bearer(intrusa.token),
      payload: { email, password_atual: PASSWORD },
    });
    expect(changed.json()).toMatchObject({ email: intrusa.email, email_pendente: email });
    expect((await app.inject({ method: 'GET', url: '/api/convites', headers: bearer(intrusa.token) })).json().items).toEqual([]);
    const taken = await app.inject({ method: 'POST', url: `/api/convites/${id}/aceitar`, headers: bearer(intrusa.token) });
    expect(taken.statusCode).toBe(404);
  });

  it('works for a person whose only company removed them', async () => {
    const { app, empresaId, invite } = await setup();
    const pessoa = await comEmailConfirmado(await memberOf(app, empresaId, 'leitor'));
    await peloDono((db) => db.deleteFrom('membro').where('usuario_id', '=', pessoa.user.id).execute());
    const { id } = (await invite(pessoa.email, 'leitor')).json();
    const accepted = await app.inject({ method: 'POST', url: `/api/convites/${id}/aceitar`, headers: bearer(pessoa.token) });
    expect(accepted.json().empresa).toEqual([expect.objectContaining({ id: empresaId, papel: 'leitor' })]);
  });
});

describe('invitations without an SMTP server', () => {
  it('are written to DATA_DIR/outbox with their link', async () => {
    const app = await buildTestApp();
    const admin = await register(app);
    const email = uniqueEmail();
    await app.inject({ method: 'POST', url: '/api/usuarios/convites', headers: bearer(admin.token), payload: { email, papel: 'leitor' } });
    const outbox = path.join(app.config.dataDir, 'outbox');
    const file = await waitFor(() => readdirSync(outbox).find((name) => name.endsWith(`${email}.txt`)));
    const content = readFileSync(path.join(outbox, file), 'utf8');
    const token = /register\?convite=([A-Za-z0-9_-]+)/.exec(content)?.[1];
    expect(token).toBeDefined();
    expect((await signUp(app, { email, convite: token! })).statusCode).toBe(201);
  });
});

/** The writable fields of GET /api/configuracoes, as PUT takes them. */
function pick(config: Record<string, unknown>) {
  const { nome, cnpj, fuso_horario, prefixo_atividade, mostrar_demo, idioma_padrao, versao } = config;
  return { nome, cnpj, fuso_horario, prefixo_atividade, mostrar_demo, idioma_padrao, versao };
}
