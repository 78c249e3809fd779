import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { AcaoCorretiva } from '#contract/acoes';
import type { Atividade } from '#contract/atividade';
import type { PreferenciasNotificacao } from '#contract/notificacaoPreferencias';
import type { NotificacaoLista } from '#contract/notificacoes';
import { comEmailConfirmado } from '../support/api/accounts';
import { criada, novaEmpresa, ok, type Empresa, type Headers } from '../support/api/atividades';
import { manualClock, peloDono } from '../support/api/buildTestApp';
import { unfold, type Smtp } from '../support/api/smtp';
import { appComSmtp } from '../support/api/appComSmtp';

const HORA = 60 * 60_000;
const clock = manualClock(new Date('2026-03-10T12:00:00Z'));
let smtp: Smtp;
let app: FastifyInstance;
let empresa: Empresa;

appComSmtp(clock, (arquivo) => ({ app, smtp } = arquivo));

beforeEach(async () => {
  empresa = await novaEmpresa(app);
}, 60_000);


const emHoras = (horas: number) => new Date(clock().getTime() + horas * HORA).toISOString();
const caixa = (headers: Headers) => ok<NotificacaoLista>(app.inject({ method: 'GET', url: '/api/notificacoes', headers }));
const atrasos = async (headers: Headers) => (await caixa(headers)).items.filter((item) => item.tipo.endsWith('_atrasada')).map(({ tipo, titulo, texto, link }) => ({ tipo, titulo, texto, link }));
const avisar = () => app.emailsDeNotificacao.avisarAtrasos();
const enviar = () => app.emailsDeNotificacao.enviarPendentes();
const emailDe = (usuarioId: string) => peloDono(async (db) => (await db.selectFrom('usuario').select('email').where('id', '=', usuarioId).executeTakeFirstOrThrow()).email);
const falar = (headers: Headers, idioma: string) => ok(app.inject({ method: 'PUT', url: '/api/user/atualizar', headers, payload: { idioma } }));

/** A captured mail's subject and parts (text, HTML), decoded from their transfer encoding. */
function lido(raw: string): { assunto: string; partes: Record<string, string> } {
  const [cabecalho = ''] = raw.split(/\r?\n\r?\n/);
  const assunto = unfoldHeader(/^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(cabecalho)?.[1] ?? '');
  const partes: Record<string, string> = {};
  for (const parte of raw.split(/\r?\n--[^\r\n]+/)) {
    const tipo = /^Content-Type: (text\/\w+)/im.exec(parte)?.[1];
    const fim = parte.search(/\r?\n\r?\n/);
    if (!tipo || fim < 0 || tipo in partes) continue;
    const corpo = parte.slice(fim).trim();
    const base64 = /^Content-Transfer-Encoding: base64/im.test(parte);
    partes[tipo] = (base64 ? Buffer.from(corpo, 'base64').toString('utf8') : quotedPrintable(corpo)).replace(/\r\n/g, '\n');
  }
  return { assunto, partes };
}
const quotedPrintable = (texto: string) => Buffer.from(texto.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');
const unfoldHeader = (valor: string) =>
  valor
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=\s*/gi, (_m, modo: string, texto: string) =>
      modo.toUpperCase() === 'B' ? Buffer.from(texto, 'base64').toString('utf8') : quotedPrintable(texto.replace(/_/g, ' ')),
    )
    .trim();
/** The notifications' mails sent to `usuarioId` (those that say where to stop them; sign-up mails its own link too, in its own time). */
async function caixaDeEmail(usuarioId: string) {
  const email = (await emailDe(usuarioId)).toLowerCase();
  return () =>
    smtp.mails
      .filter((mail) => mail.to.toLowerCase() === email)
      .map((mail) => lido(mail.raw))
      .filter((mail) => mail.partes['text/plain']?.endsWith('http://prumo.test/meu-perfil'));
}

describe('overdue notifications', () => {
  it('tell the responsável of an activity once when its prazo passes, and again after a new prazo passes', async () => {
    let atividade: Pick<Atividade, 'id' | 'versao' | 'codigo'> = await criada(app, empresa, { agendada_para: clock().toISOString(), prazo: emHoras(2) });
    await avisar();
    expect(await atrasos(empresa.headers.tecnico)).toEqual([]);

    clock.advance(3 * HORA);
    await avisar();
    await avisar();
    const aviso = { tipo: 'atividade_atrasada', titulo: 'Atividade atrasada: o prazo passou', texto: `${atividade.codigo} · Manutenção do ar-condicionado`, link: `/atividades/detalhes/${atividade.id}` };
    expect(await atrasos(empresa.headers.tecnico)).toEqual([aviso]);
    expect(await atrasos(empresa.headers.gestor)).toEqual([]);

    // A new prazo arms it again: told once more when that one passes, not before.
    atividade = await ok<Atividade>(app.inject({ method: 'PATCH', url: `/api/atividades/${atividade.id}`, headers: empresa.headers.gestor, payload: { prazo: emHoras(1), versao: atividade.versao } }));
    await avisar();
    expect(await atrasos(empresa.headers.tecnico)).toHaveLength(1);
    clock.advance(2 * HORA);
    await avisar();
    await avisar();
    expect(await atrasos(empresa.headers.tecnico)).toEqual([aviso, aviso]);
  });

  it('tell the admins and gestores of an overdue activity without responsável, and nobody of a concluded or cancelled one', async () => {
    const sem = await criada(app, empresa, { agendada_para: clock().toISOString(), prazo: emHoras(1) });
    await peloDono((db) => db.updateTable('atividade').set({ responsavel_id: null }).where('id', '=', sem.id).execute());
    const cancelada = await criada(app, empresa, { agendada_para: clock().toISOString(), prazo: emHoras(1) });
    await ok(app.inject({ method: 'POST', url: `/api/atividades/${cancelada.id}/transicoes`, headers: empresa.headers.gestor, payload: { evento: 'cancelar', motivo: 'Cliente desistiu', versao: cancelada.versao } }));
    clock.advance(2 * HORA);
    await avisar();
    for (const papel of ['admin', 'gestor'] as const) expect((await atrasos(empresa.headers[papel])).map((aviso) => aviso.link)).toEqual([`/atividades/detalhes/${sem.id}`]);
    expect(await atrasos(empresa.headers.tecnico)).toEqual([]);
  });

  it('tell the responsável of an overdue corrective action once, and again after a new prazo passes; not once it is resolved', async () => {
    const criar = (prazo: string) =>
      ok<AcaoCorretiva>(
        app.inject({ method: 'POST', url: '/api/acoes', headers: empresa.headers.gestor, payload: { titulo: 'Trocar a lâmpada', prioridade: 'normal', responsavel_id: empresa.ids.tecnico, site_id: empresa.site.id, prazo } }),
        201,
      );
    const acao = await criar(emHoras(1));
    const resolvida = await criar(emHoras(1));
    const iniciada = await ok<AcaoCorretiva>(app.inject({ method: 'POST', url: `/api/acoes/${resolvida.id}/transicoes`, headers: empresa.headers.tecnico, payload: { evento: 'iniciar', versao: resolvida.versao } }));
    await ok(app.inject({ method: 'POST', url: `/api/acoes/${resolvida.id}/transicoes`, headers: empresa.headers.tecnico, payload: { evento: 'resolver', comentario: 'Lâmpada trocada.', versao: iniciada.versao } }));

    clock.advance(2 * HORA);
    await avisar();
    await avisar();
    const aviso = { tipo: 'acao_atrasada', titulo: 'Ação corretiva atrasada: o prazo passou', texto: `${acao.codigo} · Trocar a lâmpada`, link: `/acoes/${acao.id}` };
    expect(await atrasos(empresa.headers.tecnico)).toEqual([aviso]);

    await ok(app.inject({ method: 'PATCH', url: `/api/acoes/${acao.id}`, headers: empresa.headers.gestor, payload: { prazo: emHoras(1), versao: acao.versao } }));
    clock.advance(2 * HORA);
    await avisar();
    expect(await atrasos(empresa.headers.tecnico)).toEqual([aviso, aviso]);
  });

  it('mark the notice for e-mail as the person chose', async () => {
    await comEmailConfirmado({ user: { id: empresa.ids.tecnico } });
    await criada(app, empresa, { agendada_para: clock().toISOString(), prazo: emHoras(1) });
    await app.emailsDeNotificacao.enviarPendentes();
    clock.advance(2 * HORA);
    await avisar();
    const antes = smtp.mails.length;
    expect(await app.emailsDeNotificacao.enviarPendentes()).toBe(1);
    expect(unfold(smtp.mails.slice(antes)[0]!.raw)).toContain('Atividade atrasada');
  });
});

describe('mails in the person\'s language', () => {
  it('write the mail, its words and the notification\'s, in English for who reads English, and right to left in Arabic', async () => {
    await comEmailConfirmado({ user: { id: empresa.ids.tecnico } });
    await comEmailConfirmado({ user: { id: empresa.ids.outroTecnico } });
    await falar(empresa.headers.tecnico, 'en');
    await falar(empresa.headers.outroTecnico, 'ar');
    const ingles = await caixaDeEmail(empresa.ids.tecnico);
    const arabe = await caixaDeEmail(empresa.ids.outroTecnico);
    const atividade = await criada(app, empresa, { responsavel_id: empresa.ids.tecnico });
    await criada(app, empresa, { responsavel_id: empresa.ids.outroTecnico });
    expect(await enviar()).toBe(2);

    const [mail, ...outros] = ingles();
    expect(outros).toEqual([]);
    expect(mail!.assunto).toBe('Prumo: Activity assigned to you');
    expect(mail!.partes['text/plain']).toBe(
      `Activity assigned to you\n${atividade.codigo} · Manutenção do ar-condicionado\n\n` +
        `Open in Prumo (Construtora Horizonte):\nhttp://prumo.test/atividades/detalhes/${atividade.id}\n\n` +
        'You get this e-mail because you asked for notifications of this kind by e-mail. To change that, open My profile, under Notifications:\nhttp://prumo.test/meu-perfil',
    );
    expect(mail!.partes['text/html']).toContain('<html lang="en" dir="ltr">');

    const [emArabe] = arabe();
    expect(emArabe!.assunto).toBe('Prumo: نشاط أُسند إليك');
    expect(emArabe!.partes['text/html']).toContain('<html lang="ar" dir="rtl">');
    expect(emArabe!.partes['text/plain']).toContain('افتح في Prumo (Construtora Horizonte):');
  });
});

describe('daily digest', () => {
  const preferir = (headers: Headers, payload: Record<string, unknown>) => ok<PreferenciasNotificacao>(app.inject({ method: 'PUT', url: '/api/notificacoes/preferencias', headers, payload }));

  it('gathers a person\'s mails of the company into one at 07:00 of the company\'s time zone, and sends none before', async () => {
    clock.set(new Date('2026-03-10T12:00:00Z'));
    await comEmailConfirmado({ user: { id: empresa.ids.tecnico } });
    expect(await preferir(empresa.headers.tecnico, { resumo_diario: true })).toMatchObject({ resumo_diario: true, email: { atividade_atribuida: true } });
    const correio = await caixaDeEmail(empresa.ids.tecnico);
    const primeira = await criada(app, empresa, { titulo: 'Troca do filtro' });
    clock.advance(HORA);
    const segunda = await criada(app, empresa, { titulo: 'Limpeza dos dutos' });

    await enviar();
    // 07:00 in São Paulo is 10:00 UTC: a second before, still nothing.
    clock.set(new Date('2026-03-11T09:59:59Z'));
    await enviar();
    expect(correio()).toEqual([]);

    clock.set(new Date('2026-03-11T10:00:00Z'));
    await enviar();
    await enviar();
    const [resumo, ...outros] = correio();
    expect(outros).toEqual([]);
    expect(resumo!.assunto).toBe('Prumo: resumo diário de Construtora Horizonte (2)');
    const texto = resumo!.partes['text/plain']!;
    expect(texto).toContain(`Atividade atribuída a você\n${primeira.codigo} · Troca do filtro\nhttp://prumo.test/atividades/detalhes/${primeira.id}`);
    expect(texto).toContain(`Atividade atribuída a você\n${segunda.codigo} · Limpeza dos dutos\nhttp://prumo.test/atividades/detalhes/${segunda.id}`);
    expect(texto.indexOf(primeira.id)).toBeLessThan(texto.indexOf(segunda.id));
    // Nobody else was mailed for these, and the bell has them as always.
    expect((await caixaDeEmail(empresa.ids.outroTecnico))()).toEqual([]);
    expect((await caixa(empresa.headers.tecnico)).nao_lidas).toBe(2);
  });

  it('sends at once what waited for the digest when the person stops it', async () => {
    clock.set(new Date('2026-03-12T12:00:00Z'));
    await comEmailConfirmado({ user: { id: empresa.ids.tecnico } });
    await preferir(empresa.headers.tecnico, { resumo_diario: true });
    const caixa = await caixaDeEmail(empresa.ids.tecnico);
    const atividade = await criada(app, empresa);
    await enviar();
    expect(caixa()).toEqual([]);

    expect(await preferir(empresa.headers.tecnico, { resumo_diario: false })).toMatchObject({ resumo_diario: false });
    await enviar();
    expect(caixa().map((mail) => mail.assunto)).toEqual(['Prumo: Atividade atribuída a você']);
    expect(caixa()[0]!.partes['text/plain']).toContain(`/atividades/detalhes/${atividade.id}`);
  });
});
