import type { FastifyInstance } from 'fastify';
import type { Atividade, AtividadeCriada, AtividadeCreateBody, EscopoDaSerie, HistoricoLista } from '#contract/atividade';
import { buildTestApp, manualClock, peloDono } from '../support/api/buildTestApp';
import { configurar, criada, ler, novaEmpresa, ok, transicionada, type Empresa, type Headers } from '../support/api/atividades';
import { comTextos } from '../support/api/respostasDeErro';

const clock = manualClock(new Date('2026-03-02T12:00:00Z'));
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ clock });
});

beforeEach(() => clock.set(new Date('2026-03-02T12:00:00Z')));

/** A weekly series of five on Tuesdays at 09:00 in São Paulo, with a prazo of 8 hours; each activity as read. */
async function semanal(empresa: Empresa, campos: Partial<AtividadeCreateBody> = {}): Promise<Atividade[]> {
  const criadas = await criada(app, empresa, {
    agendada_para: '2026-03-10T09:00:00-03:00',
    prazo: '2026-03-10T17:00:00-03:00',
    recorrencia: { frequencia: 'semanal', vezes: 5 },
    ...campos,
  });
  return todas(empresa, criadas);
}

function todas(empresa: Empresa, criadas: AtividadeCriada): Promise<Atividade[]> {
  return Promise.all(criadas.serie!.map(({ id }) => ler(app, empresa.headers.leitor, id)));
}

function releitura(empresa: Empresa, atividades: Atividade[]): Promise<Atividade[]> {
  return Promise.all(atividades.map(({ id }) => ler(app, empresa.headers.leitor, id)));
}

function alterar(headers: Headers, atividade: Atividade, campos: Record<string, unknown>) {
  return app.inject({ method: 'PATCH', url: `/api/atividades/${atividade.id}`, headers, payload: { versao: atividade.versao, ...campos } });
}

function cancelar(headers: Headers, atividade: Atividade, escopo?: EscopoDaSerie) {
  return app.inject({
    method: 'POST',
    url: `/api/atividades/${atividade.id}/transicoes`,
    headers,
    payload: { evento: 'cancelar', motivo: 'Cliente suspendeu o contrato', versao: atividade.versao, ...(escopo ? { escopo } : {}) },
  });
}

async function acoes(empresa: Empresa, atividade: Atividade): Promise<string[]> {
  const historico = await ok<HistoricoLista>(app.inject({ method: 'GET', url: `/api/atividades/${atividade.id}/historico`, headers: empresa.headers.leitor }), 200, 'histórico');
  return historico.items.map((item) => item.acao);
}

const gerar = () => app.seriesRecorrentes.gerar();

describe('a series with an end', () => {
  it('creates every occurrence on the chosen weekdays at the same local time across daylight saving, all carrying the series and its rule', async () => {
    const empresa = await novaEmpresa(app);
    // New York moves its clocks forward on 8 March 2026: 08:00 stays 08:00 there.
    await configurar(app, empresa, { fuso_horario: 'America/New_York' });
    const criadas = await criada(app, empresa, {
      agendada_para: '2026-03-02T08:00:00-05:00',
      recorrencia: { frequencia: 'semanal', dias_da_semana: ['seg', 'qua'], vezes: 6 },
    });
    expect(criadas.serie!.map(({ numero, agendada_para }) => [numero, agendada_para])).toEqual([
      [1, '2026-03-02T13:00:00.000Z'],
      [2, '2026-03-04T13:00:00.000Z'],
      [3, '2026-03-09T12:00:00.000Z'],
      [4, '2026-03-11T12:00:00.000Z'],
      [5, '2026-03-16T12:00:00.000Z'],
      [6, '2026-03-18T12:00:00.000Z'],
    ]);
    const lidas = await todas(empresa, criadas);
    expect(new Set(lidas.map((atividade) => atividade.serie_id)).size).toBe(1);
    expect(lidas[0]!.serie_id).toEqual(expect.any(String));
    expect(lidas[5]!.recorrencia).toEqual({
      id: lidas[0]!.serie_id,
      regra: 'FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,WE;COUNT=6',
      inicio: '2026-03-02T13:00:00.000Z',
      fuso: 'America/New_York',
      frequencia: 'semanal',
      intervalo: 1,
      dias_da_semana: ['seg', 'qua'],
      vezes: 6,
      encerrada: false,
    });
    // The round has nothing to add to a series with an end.
    expect(await gerar()).toBe(0);
  });

  it('repeats every 2 months until a date, and a lone activity carries no series', async () => {
    const empresa = await novaEmpresa(app);
    const criadas = await criada(app, empresa, { agendada_para: '2026-01-31T10:00:00-03:00', recorrencia: { frequencia: 'mensal', intervalo: 2, ate: '2026-07-31' } });
    expect(criadas.serie!.map(({ agendada_para }) => agendada_para)).toEqual(['2026-01-31T13:00:00.000Z', '2026-03-31T13:00:00.000Z', '2026-05-31T13:00:00.000Z', '2026-07-31T13:00:00.000Z']);
    expect((await ler(app, empresa.headers.leitor, criadas.id)).recorrencia).toMatchObject({ frequencia: 'mensal', intervalo: 2, ate: '2026-07-31' });
    const sozinha = await criada(app, empresa);
    expect([sozinha.serie, sozinha.serie_id, (await ler(app, empresa.headers.leitor, sozinha.id)).recorrencia]).toEqual([undefined, null, null]);
  });
});

describe('a series without an end', () => {
  it('is created six weeks ahead, and the round adds the occurrences entering the window, once each', async () => {
    const empresa = await novaEmpresa(app);
    const criadas = await criada(app, empresa, { agendada_para: '2026-03-03T09:00:00-03:00', recorrencia: { frequencia: 'semanal' } });
    // From 2 March 12:00 UTC, six weeks reach 13 April.
    expect(criadas.serie!.map(({ numero, agendada_para }) => [numero, agendada_para.slice(0, 10)])).toEqual([
      [1, '2026-03-03'],
      [2, '2026-03-10'],
      [3, '2026-03-17'],
      [4, '2026-03-24'],
      [5, '2026-03-31'],
      [6, '2026-04-07'],
    ]);
    expect((await ler(app, empresa.headers.leitor, criadas.id)).recorrencia).toMatchObject({ regra: 'FREQ=WEEKLY;INTERVAL=1', frequencia: 'semanal' });
    expect(await gerar()).toBe(0);

    clock.advance(14 * 86_400_000);
    // Two processes at once, then again: each occurrence is created once.
    const rodadas = await Promise.all([gerar(), gerar()]);
    expect(rodadas.reduce((soma, n) => soma + n, 0)).toBe(2);
    expect(await gerar()).toBe(0);
    const linhas = await peloDono((db) =>
      db.selectFrom('atividade').select(['numero', 'agendada_para', 'serie_id']).where('empresa_id', '=', empresa.empresaId).orderBy('numero').execute(),
    );
    expect(linhas.map(({ numero, agendada_para }) => [numero, agendada_para.toISOString()])).toEqual([
      ...criadas.serie!.map(({ numero, agendada_para }) => [numero, agendada_para]),
      [7, '2026-04-14T12:00:00.000Z'],
      [8, '2026-04-21T12:00:00.000Z'],
    ]);
    expect(new Set(linhas.map((linha) => linha.serie_id))).toEqual(new Set([criadas.serie_id]));
    const nova = await ler(app, empresa.headers.leitor, (await peloDono((db) => db.selectFrom('atividade').select('id').where('numero', '=', 8).where('empresa_id', '=', empresa.empresaId).executeTakeFirstOrThrow())).id);
    expect(nova).toMatchObject({ titulo: criadas.titulo, status: 'agendada', versao: 1, responsavel: { id: empresa.ids.tecnico } });
    expect(await acoes(empresa, nova)).toEqual(['criacao']);
  });

  it('stops when all of it is cancelled: the rest cancelled, nothing created later', async () => {
    const empresa = await novaEmpresa(app);
    const criadas = await criada(app, empresa, { agendada_para: '2026-03-03T09:00:00-03:00', recorrencia: { frequencia: 'diaria', intervalo: 7 } });
    const lidas = await todas(empresa, criadas);
    const quantas = () =>
      peloDono(async (db) => (await db.selectFrom('atividade').select('id').where('empresa_id', '=', empresa.empresaId).execute()).length);
    expect(await quantas()).toBe(6);
    await ok(cancelar(empresa.headers.gestor, lidas[2]!, 'todas'), 200, 'cancelar todas');
    const depois = await releitura(empresa, lidas);
    expect(depois.map((atividade) => [atividade.status, atividade.versao])).toEqual(lidas.map(() => ['cancelada', 2]));
    expect(depois[0]!.recorrencia?.encerrada).toBe(true);
    clock.advance(30 * 86_400_000);
    await gerar();
    expect(await quantas()).toBe(6);
  });
});

describe('editing an activity of a series', () => {
  it('changes only it by default and with so_esta', async () => {
    const empresa = await novaEmpresa(app);
    const lidas = await semanal(empresa);
    await ok(alterar(empresa.headers.gestor, lidas[2]!, { titulo: 'Só esta' }), 200, 'padrão');
    const escrita = await ok<Atividade>(alterar(empresa.headers.gestor, { ...lidas[3]!, versao: 1 }, { titulo: 'Esta também', escopo: 'so_esta' }), 200, 'so_esta');
    expect(escrita.recorrencia?.id).toBe(lidas[0]!.serie_id);
    const depois = await releitura(empresa, lidas);
    expect(depois.map(({ titulo, versao }) => [titulo, versao])).toEqual([
      [lidas[0]!.titulo, 1],
      [lidas[0]!.titulo, 1],
      ['Só esta', 2],
      ['Esta também', 2],
      [lidas[0]!.titulo, 1],
    ]);
  });

  it('changes it and the following ones still agendadas with esta_e_seguintes, each with its histórico, in one transaction', async () => {
    const empresa = await novaEmpresa(app);
    const lidas = await semanal(empresa);
    const iniciada = await transicionada(app, empresa.headers.gestor, lidas[3]!, 'iniciar');
    await ok(alterar(empresa.headers.gestor, lidas[1]!, { prioridade: 'urgente', responsavel_id: empresa.ids.outroTecnico, escopo: 'esta_e_seguintes' }), 200, 'seguintes');
    const depois = await releitura(empresa, lidas);
    expect(depois.map(({ prioridade, responsavel, versao }) => [prioridade, responsavel?.id, versao])).toEqual([
      ['normal', empresa.ids.tecnico, 1],
      ['urgente', empresa.ids.outroTecnico, 2],
      ['urgente', empresa.ids.outroTecnico, 2],
      ['normal', empresa.ids.tecnico, iniciada.versao],
      ['urgente', empresa.ids.outroTecnico, 2],
    ]);
    expect(await acoes(empresa, depois[4]!)).toEqual(['edicao', 'criacao']);
    expect(depois.map((atividade) => atividade.serie_id)).toEqual(lidas.map(() => lidas[0]!.serie_id));

    // A refused field on a following one refuses the whole edit: nothing is written.
    const recusa = await alterar(empresa.headers.gestor, depois[1]!, { titulo: 'Nova', site_id: '00000000-0000-4000-8000-000000000000', escopo: 'esta_e_seguintes' });
    expect(recusa.statusCode).toBe(422);
    expect((await releitura(empresa, lidas)).map((atividade) => atividade.versao)).toEqual(depois.map((atividade) => atividade.versao));
  });

  it('moves the schedule of it and the following ones on the wall clock and splits the series there', async () => {
    const empresa = await novaEmpresa(app);
    const lidas = await semanal(empresa);
    // From Tuesday 09:00 to Wednesday 10:30, the prazo 7 hours after.
    await ok(alterar(empresa.headers.gestor, lidas[2]!, { agendada_para: '2026-03-25T10:30:00-03:00', prazo: '2026-03-25T17:30:00-03:00', escopo: 'esta_e_seguintes' }), 200, 'mover');
    const depois = await releitura(empresa, lidas);
    expect(depois.map(({ agendada_para, prazo }) => [agendada_para, prazo])).toEqual([
      ['2026-03-10T12:00:00.000Z', '2026-03-10T20:00:00.000Z'],
      ['2026-03-17T12:00:00.000Z', '2026-03-17T20:00:00.000Z'],
      ['2026-03-25T13:30:00.000Z', '2026-03-25T20:30:00.000Z'],
      ['2026-04-01T13:30:00.000Z', '2026-04-01T20:30:00.000Z'],
      ['2026-04-08T13:30:00.000Z', '2026-04-08T20:30:00.000Z'],
    ]);
    const [antiga, nova] = [depois[0]!.recorrencia!, depois[2]!.recorrencia!];
    expect(depois.map((atividade) => atividade.serie_id)).toEqual([antiga.id, antiga.id, nova.id, nova.id, nova.id]);
    expect(antiga).toMatchObject({ regra: 'FREQ=WEEKLY;INTERVAL=1;UNTIL=20260323T235959Z', ate: '2026-03-23' });
    expect(nova).toMatchObject({ regra: 'FREQ=WEEKLY;INTERVAL=1;COUNT=3', inicio: '2026-03-25T13:30:00.000Z', vezes: 3 });
    expect(depois.map((atividade) => atividade.versao)).toEqual([1, 1, 2, 2, 2]);
  });

  it('changes every one still open with todas, and leaves a concluded one as it is', async () => {
    const empresa = await novaEmpresa(app);
    const lidas = await semanal(empresa);
    const iniciada = await transicionada(app, empresa.headers.gestor, lidas[0]!, 'iniciar');
    const concluida = await transicionada(app, empresa.headers.gestor, iniciada, 'concluir');
    await ok(alterar(empresa.headers.gestor, lidas[3]!, { titulo: 'Vistoria trimestral', agendada_para: '2026-03-31T08:00:00-03:00', escopo: 'todas' }), 200, 'todas');
    const depois = await releitura(empresa, lidas);
    expect(depois[0]).toEqual({ ...concluida, recorrencia: depois[0]!.recorrencia });
    expect(depois.slice(1).map(({ titulo, agendada_para, versao }) => [titulo, agendada_para, versao])).toEqual([
      ['Vistoria trimestral', '2026-03-17T11:00:00.000Z', 2],
      ['Vistoria trimestral', '2026-03-24T11:00:00.000Z', 2],
      ['Vistoria trimestral', '2026-03-31T11:00:00.000Z', 2],
      ['Vistoria trimestral', '2026-04-07T11:00:00.000Z', 2],
    ]);
    // The concluded one keeps the old rule, ended before the moved ones.
    expect(depois[0]!.serie_id).not.toBe(depois[1]!.serie_id);
    expect(depois[1]!.recorrencia).toMatchObject({ inicio: '2026-03-17T11:00:00.000Z', vezes: 4 });
    expect(await acoes(empresa, depois[0]!)).toEqual(['concluir', 'iniciar', 'criacao']);
  });

  it('moves a whole series in place when every activity moves', async () => {
    const empresa = await novaEmpresa(app);
    const lidas = await semanal(empresa, { recorrencia: { frequencia: 'semanal', vezes: 3 } });
    // A week earlier: each activity takes the occurrence the one before it held.
    await ok(alterar(empresa.headers.gestor, lidas[1]!, { agendada_para: '2026-03-10T09:00:00-03:00', escopo: 'todas' }), 200, 'uma semana antes');
    const depois = await releitura(empresa, lidas);
    expect(depois.map(({ agendada_para, serie_id }) => [agendada_para, serie_id])).toEqual([
      ['2026-03-03T12:00:00.000Z', lidas[0]!.serie_id],
      ['2026-03-10T12:00:00.000Z', lidas[0]!.serie_id],
      ['2026-03-17T12:00:00.000Z', lidas[0]!.serie_id],
    ]);
    expect(depois[0]!.recorrencia).toMatchObject({ inicio: '2026-03-03T12:00:00.000Z', vezes: 3 });
  });
});

describe('cancelling an activity of a series', () => {
  it('cancels only it by default, the following ones still agendadas with esta_e_seguintes, every open one with todas', async () => {
    const empresa = await novaEmpresa(app);
    const lidas = await semanal(empresa);
    await ok(cancelar(empresa.headers.gestor, lidas[0]!), 200, 'padrão');
    let depois = await releitura(empresa, lidas);
    expect(depois.map((atividade) => atividade.status)).toEqual(['cancelada', 'agendada', 'agendada', 'agendada', 'agendada']);

    const iniciada = await transicionada(app, empresa.headers.gestor, lidas[4]!, 'iniciar');
    await ok(cancelar(empresa.headers.gestor, depois[2]!, 'esta_e_seguintes'), 200, 'seguintes');
    depois = await releitura(empresa, lidas);
    expect(depois.map((atividade) => atividade.status)).toEqual(['cancelada', 'agendada', 'cancelada', 'cancelada', 'em_andamento']);
    expect(depois[4]!.versao).toBe(iniciada.versao);
    expect(depois[3]!.recorrencia).toMatchObject({ ate: '2026-03-23', encerrada: false });
    expect(await acoes(empresa, depois[3]!)).toEqual(['cancelar', 'criacao']);

    await ok(cancelar(empresa.headers.gestor, depois[1]!, 'todas'), 200, 'todas');
    depois = await releitura(empresa, lidas);
    expect(depois.map((atividade) => atividade.status)).toEqual(['cancelada', 'cancelada', 'cancelada', 'cancelada', 'em_andamento']);
  });

  it('leaves a concluded one as it is with todas', async () => {
    const empresa = await novaEmpresa(app);
    const lidas = await semanal(empresa);
    const concluida = await transicionada(app, empresa.headers.gestor, await transicionada(app, empresa.headers.gestor, lidas[1]!, 'iniciar'), 'concluir');
    await ok(cancelar(empresa.headers.gestor, lidas[3]!, 'todas'), 200, 'todas');
    const depois = await releitura(empresa, lidas);
    expect(depois.map((atividade) => atividade.status)).toEqual(['cancelada', 'concluida', 'cancelada', 'cancelada', 'cancelada']);
    expect(depois[1]!.versao).toBe(concluida.versao);
  });

  it('takes a scope only for cancelling, and a técnico cancels no series', async () => {
    const empresa = await novaEmpresa(app);
    const lidas = await semanal(empresa);
    const recusa = await app.inject({
      method: 'POST',
      url: `/api/atividades/${lidas[0]!.id}/transicoes`,
      headers: empresa.headers.gestor,
      payload: { evento: 'iniciar', versao: 1, escopo: 'todas' },
    });
    expect(comTextos([recusa.statusCode, recusa.json().errors])).toEqual([422, { escopo: ['Só o cancelamento vale para mais de uma atividade da série.'] }]);
    const invalido = await alterar(empresa.headers.gestor, lidas[0]!, { titulo: 'x', escopo: 'algumas' });
    expect(invalido.statusCode).toBe(422);
    expect((await cancelar(empresa.headers.tecnico, lidas[0]!, 'todas')).json().code).toBe('transicao_recusada');
    expect((await releitura(empresa, lidas)).map((atividade) => atividade.versao)).toEqual([1, 1, 1, 1, 1]);
  });
});

describe('another company', () => {
  it("cannot see, edit or cancel a series that is not its own", async () => {
    const empresa = await novaEmpresa(app);
    const outra = await novaEmpresa(app, 'Outra Construtora');
    const lidas = await semanal(empresa);
    expect((await app.inject({ method: 'GET', url: `/api/atividades/${lidas[0]!.id}`, headers: outra.headers.gestor })).statusCode).toBe(404);
    const edicao = await alterar(outra.headers.gestor, lidas[0]!, { titulo: 'Intrusa', escopo: 'todas' });
    const cancelamento = await cancelar(outra.headers.gestor, lidas[0]!, 'todas');
    expect([edicao.statusCode, edicao.json().code, cancelamento.statusCode]).toEqual([404, 'nao_encontrado', 404]);
    expect((await releitura(empresa, lidas)).map((atividade) => [atividade.titulo, atividade.status])).toEqual(lidas.map((atividade) => [atividade.titulo, 'agendada']));
    const series = await peloDono((db) => db.selectFrom('serie').select('empresa_id').where('id', '=', lidas[0]!.serie_id!).execute());
    expect(series).toEqual([{ empresa_id: empresa.empresaId }]);
  });
});
