import type { FastifyInstance } from 'fastify';
import type { AtividadeLista, AtividadeResumo } from '#contract/atividade';
import { configurar, criada, novaEmpresa, type Headers } from '../support/api/atividades';
import { buildTestApp, manualClock } from '../support/api/buildTestApp';
import { comTextos } from '../support/api/respostasDeErro';

/**
 * What the activity calendar asks of the API: the list endpoint over the days on screen, in the
 * order of the schedule, page after page; and PATCH of agendada_para alone at the versao read.
 */
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ clock: manualClock() });
}, 60_000);

/** Every page of the days `de` to `ate` as the calendar reads them (here two a page, to walk the cursor). */
async function periodo(headers: Headers, de: string, ate: string): Promise<AtividadeResumo[]> {
  const itens: AtividadeResumo[] = [];
  let cursor: string | null = null;
  do {
    const response = await app.inject({
      method: 'GET',
      url: `/api/atividades?de=${de}&ate=${ate}&ordem=agendada_para&limite=2${cursor ? `&cursor=${cursor}` : ''}`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    const pagina: AtividadeLista = response.json();
    itens.push(...pagina.items);
    cursor = pagina.next_cursor;
  } while (cursor);
  return itens;
}

describe('the calendar over the list endpoint', () => {
  it('reads the weeks of a month on the company clock, from the first minute of the first day to the last of the last, in order', async () => {
    const empresa = await novaEmpresa(app);
    const { gestor } = empresa.headers;
    // São Paulo is UTC−3: 03:00 UTC is midnight there.
    const instantes = {
      antes: '2026-03-01T02:59:00.000Z',
      primeiro: '2026-03-01T03:00:00.000Z',
      meio: '2026-03-18T15:00:00.000Z',
      mesmoMomento: '2026-03-18T15:00:00.000Z',
      ultimo: '2026-04-05T02:59:00.000Z',
      depois: '2026-04-05T03:00:00.000Z',
    };
    for (const [titulo, agendada_para] of Object.entries(instantes)) await criada(app, empresa, { agendada_para, titulo });

    const marco = await periodo(gestor, '2026-03-01', '2026-04-04');
    const titulos = marco.map((item) => item.titulo);
    // Two at the same moment follow each other in the order of their ids: both come, once.
    expect([titulos[0], titulos[3]]).toEqual(['primeiro', 'ultimo']);
    expect(titulos.slice(1, 3).sort()).toEqual(['meio', 'mesmoMomento']);

    // In Tokyo (UTC+9) the same days begin and end nine hours earlier.
    await configurar(app, empresa, { fuso_horario: 'Asia/Tokyo' });
    const emToquio = (await periodo(gestor, '2026-03-01', '2026-04-04')).map((item) => item.titulo);
    expect([emToquio[0], emToquio[1], emToquio.length]).toEqual(['antes', 'primeiro', 4]);
    expect((await periodo(gestor, '2026-04-05', '2026-04-05')).map((item) => item.titulo).sort()).toEqual(['depois', 'ultimo']);
  });

  it('moves an activity by agendada_para alone at the versao read: the prazo stays, and may refuse it; a stale versao is 409; a técnico may not', async () => {
    const empresa = await novaEmpresa(app);
    const { gestor, tecnico } = empresa.headers;
    const atividade = await criada(app, empresa, { agendada_para: '2026-03-10T12:00:00.000Z', prazo: '2026-03-12T21:00:00.000Z' });
    const patch = (headers: Headers, payload: object) => app.inject({ method: 'PATCH', url: `/api/atividades/${atividade.id}`, headers, payload });

    const movida = await patch(gestor, { agendada_para: '2026-03-11T12:00:00.000Z', versao: atividade.versao });
    expect(movida.statusCode).toBe(200);
    expect(movida.json()).toMatchObject({ agendada_para: '2026-03-11T12:00:00.000Z', prazo: '2026-03-12T21:00:00.000Z', versao: atividade.versao + 1 });

    const velha = await patch(gestor, { agendada_para: '2026-03-09T12:00:00.000Z', versao: atividade.versao });
    expect(velha.statusCode).toBe(409);
    expect(velha.json().message).toMatch(/alterado por outra pessoa/);

    const depoisDoPrazo = await patch(gestor, { agendada_para: '2026-03-13T12:00:00.000Z', versao: atividade.versao + 1 });
    expect(depoisDoPrazo.statusCode).toBe(422);
    expect(comTextos(depoisDoPrazo.json().errors)).toEqual({ prazo: ['O prazo não pode ser anterior ao agendamento.'] });

    expect((await patch(tecnico, { agendada_para: '2026-03-09T12:00:00.000Z', versao: atividade.versao + 1 })).statusCode).toBe(403);
  });
});
