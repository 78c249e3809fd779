import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { mencao, type Comentario } from '#contract/atividadeComentario';
import type { PreferenciasNotificacao } from '#contract/notificacaoPreferencias';
import type { NotificacaoLista } from '#contract/notificacoes';
import { TIPOS_NOTIFICACAO } from '#contract/notificacaoTextos';
import { TENTATIVAS_DE_EMAIL } from '#server/notificacoes/tentativasDeEmail';
import { comEmailConfirmado } from '../support/api/accounts';
import { criada, novaEmpresa, type Empresa, type Headers } from '../support/api/atividades';
import { manualClock, peloDono } from '../support/api/buildTestApp';
import { mailedToken, unfold, type Smtp } from '../support/api/smtp';
import { appComSmtp } from '../support/api/appComSmtp';

const clock = manualClock(new Date('2026-03-10T12:00:00Z'));
let smtp: Smtp;
let app: FastifyInstance;
let empresa: Empresa;
const emails = {} as Record<'tecnico' | 'outroTecnico' | 'admin', string>;

appComSmtp(clock, (arquivo) => ({ app, smtp } = arquivo));

// Each test in a company of its own, with the técnicos' addresses confirmed and the admin's not.
beforeEach(async () => {
  empresa = await novaEmpresa(app);
  for (const pessoa of ['tecnico', 'outroTecnico', 'admin'] as const) {
    if (pessoa !== 'admin') await comEmailConfirmado({ user: { id: empresa.ids[pessoa] } });
    emails[pessoa] = await peloDono(async (db) => (await db.selectFrom('usuario').select('email').where('id', '=', empresa.ids[pessoa]).executeTakeFirstOrThrow()).email);
  }
}, 60_000);

async function ok<T>(response: Promise<LightMyRequestResponse>, status = 200): Promise<T> {
  const answer = await response;
  if (answer.statusCode !== status) throw new Error(`${answer.statusCode} ${answer.body}`);
  return answer.json<T>();
}

const preferencias = (headers: Headers) => ok<PreferenciasNotificacao>(app.inject({ method: 'GET', url: '/api/notificacoes/preferencias', headers }));
const mudar = (headers: Headers, payload: Record<string, unknown>) => app.inject({ method: 'PUT', url: '/api/notificacoes/preferencias', headers, payload });
const comentar = (headers: Headers, atividadeId: string, texto: string) =>
  ok<Comentario>(app.inject({ method: 'POST', url: `/api/atividades/${atividadeId}/comentarios`, headers, payload: { texto } }), 201);
/** The notifications mailed to `email` (sign-up mails its own confirmation link too, in its own time). */
const mailsPara = (email: string) =>
  smtp.mails.filter((mail) => mail.to.toLowerCase() === email.toLowerCase()).map((mail) => unfold(mail.raw)).filter((texto) => texto.includes('Abra no Prumo'));
const enviar = () => app.emailsDeNotificacao.enviarPendentes();
const sino = (headers: Headers) => ok<NotificacaoLista>(app.inject({ method: 'GET', url: '/api/notificacoes', headers }));
/** Every kind shows in the bell until a person says otherwise. */
const TODAS_NO_APP = Object.fromEntries(TIPOS_NOTIFICACAO.map((tipo) => [tipo, true]));

/** The gestor mentions the three in a comment on an activity of her own (which notifies nobody). */
async function mencionarTodos() {
  const atividade = await criada(app, empresa, { responsavel_id: empresa.ids.gestor });
  const nomes = { tecnico: 'Rafael', outroTecnico: 'Paulo', admin: 'Ana' } as const;
  const texto = (['tecnico', 'outroTecnico', 'admin'] as const).map((pessoa) => mencao(nomes[pessoa], empresa.ids[pessoa])).join(' ');
  await comentar(empresa.headers.gestor, atividade.id, `Vejam isto, ${texto}`);
  return atividade;
}

describe('preferences', () => {
  it('start with assignments and mentions by e-mail and resolved actions in the app only', async () => {
    expect(await preferencias(empresa.headers.tecnico)).toEqual({ app: TODAS_NO_APP, email: { atividade_atribuida: true, mencao: true, acao_atribuida: true, acao_resolvida: false, webhook_desativado: true, atividade_atrasada: true, acao_atrasada: true, atividade_concluida: false }, resumo_diario: false });
  });

  it('change only the kinds named, for the person who changes them', async () => {
    const mudadas = await ok<PreferenciasNotificacao>(mudar(empresa.headers.tecnico, { email: { mencao: false, acao_resolvida: true } }));
    const esperadas = { app: TODAS_NO_APP, email: { atividade_atribuida: true, mencao: false, acao_atribuida: true, acao_resolvida: true, webhook_desativado: true, atividade_atrasada: true, acao_atrasada: true, atividade_concluida: false }, resumo_diario: false };
    expect(mudadas).toEqual(esperadas);
    expect(await preferencias(empresa.headers.tecnico)).toEqual(esperadas);
    expect(await ok(mudar(empresa.headers.tecnico, { email: { mencao: true } }))).toEqual({ ...esperadas, email: { ...esperadas.email, mencao: true } });
    expect((await preferencias(empresa.headers.outroTecnico)).email.mencao).toBe(true);
  });

  it('refuse a value that is not a yes or no, and a kind that does not exist, naming the field', async () => {
    const naoBooleano = await mudar(empresa.headers.tecnico, { email: { mencao: 'sim' } });
    expect(naoBooleano.statusCode).toBe(422);
    expect(naoBooleano.json()).toMatchObject({ code: 'validacao', errors: { 'email.mencao': [expect.objectContaining({ code: expect.any(String) })] } });
    const tipoDesconhecido = await mudar(empresa.headers.tecnico, { email: { atrasada: true } });
    expect(tipoDesconhecido.statusCode).toBe(422);
    expect(tipoDesconhecido.json()).toMatchObject({ code: 'validacao', errors: { 'email.atrasada': [expect.objectContaining({ code: 'campo_nao_permitido' })] } });
    // Nothing to change is a request of the wrong shape as a whole.
    const vazio = await mudar(empresa.headers.tecnico, {});
    expect(vazio.statusCode).toBe(400);
    expect(vazio.json()).toMatchObject({ code: 'requisicao_invalida' });
    expect(await preferencias(empresa.headers.tecnico)).toEqual({ app: TODAS_NO_APP, email: { atividade_atribuida: true, mencao: true, acao_atribuida: true, acao_resolvida: false, webhook_desativado: true, atividade_atrasada: true, acao_atrasada: true, atividade_concluida: false }, resumo_diario: false });
  });

  it('need a session', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/notificacoes/preferencias' })).statusCode).toBe(401);
  });
});

describe('in the app, by e-mail, both or neither', () => {
  it('change the side named and keep the other, and refuse a kind that does not exist in the app either', async () => {
    const soPorEmail = await ok<PreferenciasNotificacao>(mudar(empresa.headers.tecnico, { app: { mencao: false } }));
    expect(soPorEmail).toMatchObject({ app: { ...TODAS_NO_APP, mencao: false }, email: { mencao: true } });
    const nenhum = await ok<PreferenciasNotificacao>(mudar(empresa.headers.tecnico, { email: { mencao: false } }));
    expect(nenhum).toMatchObject({ app: { mencao: false }, email: { mencao: false } });
    const ambos = await ok<PreferenciasNotificacao>(mudar(empresa.headers.tecnico, { app: { mencao: true }, email: { mencao: true, acao_resolvida: true } }));
    expect(ambos).toMatchObject({ app: TODAS_NO_APP, email: { mencao: true, acao_resolvida: true } });
    expect((await preferencias(empresa.headers.outroTecnico)).app).toEqual(TODAS_NO_APP);

    const tipoDesconhecido = await mudar(empresa.headers.tecnico, { app: { atrasada: false } });
    expect(tipoDesconhecido.statusCode).toBe(422);
    expect(tipoDesconhecido.json()).toMatchObject({ code: 'validacao', errors: { 'app.atrasada': [expect.objectContaining({ code: 'campo_nao_permitido' })] } });
  });

  it('keep a kind turned off in the app out of the bell but still mail it, and tell who chose neither nothing', async () => {
    await ok(mudar(empresa.headers.tecnico, { app: { mencao: false } }));
    await ok(mudar(empresa.headers.outroTecnico, { app: { mencao: false }, email: { mencao: false } }));
    await mencionarTodos();

    expect(await sino(empresa.headers.tecnico)).toEqual({ items: [], nao_lidas: 0, next_cursor: null });
    expect(await sino(empresa.headers.outroTecnico)).toEqual({ items: [], nao_lidas: 0, next_cursor: null });
    expect(await sino(empresa.headers.admin)).toMatchObject({ items: [expect.objectContaining({ tipo: 'mencao' })], nao_lidas: 1 });

    expect(await enviar()).toBe(1);
    expect(mailsPara(emails.tecnico)).toEqual([expect.stringContaining('Marina Costa mencionou voc=C3=AA num coment=C3=A1rio')]);
    expect(mailsPara(emails.outroTecnico)).toEqual([]);

    // The row kept for the mail is not the person's to read in the bell, and who chose neither has none.
    const linhas = await peloDono((db) => db.selectFrom('notificacao').select(['id', 'usuario_id']).where('empresa_id', '=', empresa.empresaId).where('usuario_id', 'in', [empresa.ids.tecnico, empresa.ids.outroTecnico]).execute());
    expect(linhas).toEqual([expect.objectContaining({ usuario_id: empresa.ids.tecnico })]);
    expect((await app.inject({ method: 'POST', url: `/api/notificacoes/${linhas[0]!.id}/lida`, headers: empresa.headers.tecnico })).statusCode).toBe(404);
    expect((await ok<{ nao_lidas: number }>(app.inject({ method: 'POST', url: '/api/notificacoes/lidas', headers: empresa.headers.tecnico }))).nao_lidas).toBe(0);

    // Back in the app, the next one shows in the bell again.
    await ok(mudar(empresa.headers.tecnico, { app: { mencao: true } }));
    await mencionarTodos();
    expect((await sino(empresa.headers.tecnico)).nao_lidas).toBe(1);
    expect(await enviar()).toBe(1);
  });

  it('put a kind mailed only in the daily digest', async () => {
    await ok(mudar(empresa.headers.tecnico, { app: { atividade_atribuida: false }, resumo_diario: true }));
    await criada(app, empresa, { responsavel_id: empresa.ids.tecnico });
    expect((await sino(empresa.headers.tecnico)).nao_lidas).toBe(0);
    const linha = await peloDono((db) => db.selectFrom('notificacao').select(['email_no_resumo', 'no_app']).where('usuario_id', '=', empresa.ids.tecnico).executeTakeFirstOrThrow());
    expect(linha).toEqual({ email_no_resumo: true, no_app: false });
    // Out of the digest, it is mailed at once all the same.
    await ok(mudar(empresa.headers.tecnico, { resumo_diario: false }));
    expect(await enviar()).toBe(1);
    expect(mailsPara(emails.tecnico)).toHaveLength(1);
    expect((await sino(empresa.headers.tecnico)).nao_lidas).toBe(0);
  });
});

describe('e-mails', () => {
  it('mail a mention to who wants it, after the request, once, with a link to the activity; not to who turned it off nor to an unconfirmed address', async () => {
    await ok(mudar(empresa.headers.outroTecnico, { email: { mencao: false } }));
    const atividade = await mencionarTodos();
    // The comment's request answered without sending anything: the mail waits for the sender.
    expect(mailsPara(emails.tecnico)).toEqual([]);

    expect(await enviar()).toBe(1);
    const [mail, ...outros] = mailsPara(emails.tecnico);
    expect(outros).toEqual([]);
    expect(mail).toContain('Subject: =?UTF-8?Q?Prumo=3A_Marina_Costa_mencionou');
    expect(mail).toContain('Marina Costa mencionou voc=C3=AA num coment=C3=A1rio');
    expect(mail).toContain(`${atividade.codigo} =C2=B7 Manuten`);
    expect(mail).toContain(`http://prumo.test/atividades/detalhes/${atividade.id}`);
    expect(mail).toContain('http://prumo.test/meu-perfil');
    expect(mailsPara(emails.outroTecnico)).toEqual([]);
    expect(mailsPara(emails.admin)).toEqual([]);

    // Nothing is sent twice, and the three still have it in the app.
    expect(await enviar()).toBe(0);
    expect(mailsPara(emails.tecnico)).toHaveLength(1);
    for (const pessoa of ['tecnico', 'outroTecnico', 'admin'] as const) {
      expect((await ok<NotificacaoLista>(app.inject({ method: 'GET', url: '/api/notificacoes', headers: empresa.headers[pessoa] }))).nao_lidas).toBe(1);
    }
  });

  it('mail an assignment by default', async () => {
    const atividade = await criada(app, empresa, { responsavel_id: empresa.ids.tecnico });
    expect(await enviar()).toBe(1);
    expect(mailsPara(emails.tecnico)).toEqual([expect.stringContaining(`http://prumo.test/atividades/detalhes/${atividade.id}`)]);
  });

  it('try a failed mail again later, and give up after a few tries', async () => {
    await ok(mudar(empresa.headers.outroTecnico, { email: { mencao: false } }));
    // The sign-up's own mail is sent in its own time: it must not be the one refused.
    await mailedToken(smtp.mails, emails.tecnico, '/auth/confirmar-email');
    smtp.recusar(emails.tecnico, 1);
    await mencionarTodos();
    expect(await enviar()).toBe(0);
    // Not due again at once: a failing server is not hammered.
    expect(await enviar()).toBe(0);
    clock.advance(60_000);
    expect(await enviar()).toBe(1);
    expect(mailsPara(emails.tecnico)).toHaveLength(1);

    smtp.recusar(emails.tecnico, TENTATIVAS_DE_EMAIL + 1);
    await mencionarTodos();
    for (let tentativa = 0; tentativa < TENTATIVAS_DE_EMAIL + 2; tentativa++) {
      expect(await enviar()).toBe(0);
      clock.advance(60 * 60_000);
    }
    const linha = await peloDono((db) =>
      db.selectFrom('notificacao').select(['email_tentativas', 'enviar_email_em', 'email_enviado_em']).where('usuario_id', '=', empresa.ids.tecnico).orderBy('id', 'desc').executeTakeFirstOrThrow(),
    );
    expect(linha).toEqual({ email_tentativas: TENTATIVAS_DE_EMAIL, enviar_email_em: null, email_enviado_em: null });
    expect(mailsPara(emails.tecnico)).toHaveLength(1);
  });
});
