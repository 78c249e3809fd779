import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { AcaoCorretiva } from '#contract/acoes';
import type { Atividade } from '#contract/atividade';
import type { NotificacaoLista } from '#contract/notificacoes';
import { comEmailConfirmado } from '../support/api/accounts';
import { criada, novaEmpresa, type Empresa, type Headers } from '../support/api/atividades';
import { buildTestApp, manualClock, peloDono } from '../support/api/buildTestApp';
import { startSmtp, unfold } from '../support/api/smtp';

const HORA = 60 * 60_000;
const clock = manualClock(new Date('2026-03-10T12:00:00Z'));
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let app: FastifyInstance;
let empresa: Empresa;

beforeAll(async () => {
  smtp = await startSmtp();
  app = await buildTestApp({ clock, config: { smtpUrl: smtp.url } });
}, 60_000);
afterAll(() => smtp.close());

beforeEach(async () => {
  empresa = await novaEmpresa(app);
}, 60_000);

async function ok<T>(response: Promise<LightMyRequestResponse>, status = 200): Promise<T> {
  const answer = await response;
  if (answer.statusCode !== status) throw new Error(`${answer.statusCode} ${answer.body}`);
  return answer.json<T>();
}

const emHoras = (horas: number) => new Date(clock().getTime() + horas * HORA).toISOString();
const caixa = (headers: Headers) => ok<NotificacaoLista>(app.inject({ method: 'GET', url: '/api/notificacoes', headers }));
const atrasos = async (headers: Headers) => (await caixa(headers)).items.filter((item) => item.tipo.endsWith('_atrasada')).map(({ tipo, titulo, texto, link }) => ({ tipo, titulo, texto, link }));
const avisar = () => app.emailsDeNotificacao.avisarAtrasos();

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
