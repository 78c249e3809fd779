import type { FastifyInstance } from 'fastify';
import type { AtividadeCriada, Recorrencia } from '#contract/atividade';
import { configurar, criada, criar, ler, novaEmpresa, type Empresa } from '../support/api/atividades';
import { buildTestApp } from '../support/api/buildTestApp';
import { comTextos } from '../support/api/respostasDeErro';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
}, 60_000);

const serie = (atividade: AtividadeCriada) => atividade.serie?.map(({ numero, codigo, agendada_para }) => [numero, codigo, agendada_para]);

describe('números of activities', () => {
  it('gives 20 concurrent creations the números 1 to 20, another company its own meanwhile, with no gap and no duplicate', async () => {
    const [uma, outra] = [await novaEmpresa(app), await novaEmpresa(app, 'Outra Empresa')];
    const pedidos = Array.from({ length: 25 }, (_, indice) => criar(app, indice % 5 === 4 ? outra : uma, { titulo: `Visita ${indice}` }));
    const respostas = await Promise.all(pedidos);
    expect(respostas.map((response) => response.statusCode)).toEqual(Array(25).fill(201));
    const numeros = (empresa: Empresa) =>
      respostas
        .map((response) => response.json() as AtividadeCriada)
        .filter((atividade) => atividade.site.id === empresa.site.id)
        .map((atividade) => atividade.numero)
        .sort((a, b) => a - b);
    expect(numeros(uma)).toEqual(Array.from({ length: 20 }, (_, indice) => indice + 1));
    expect(numeros(outra)).toEqual([1, 2, 3, 4, 5]);
    // Concurrent writes of one company, creating and failing at once: a refused creation takes no número.
    const mistos = await Promise.all(
      Array.from({ length: 20 }, (_, indice) => criar(app, uma, indice % 2 === 0 ? {} : { site_id: outra.site.id })),
    );
    const aceitos = mistos.filter((response) => response.statusCode === 201).map((response) => response.json().numero as number);
    expect(aceitos.sort((a, b) => a - b)).toEqual(Array.from({ length: 10 }, (_, indice) => indice + 21));
    expect((await criada(app, uma)).codigo).toBe('AT-000031');
  });
});

describe('recurrence', () => {
  it('repeats weekly 4 times at the same local time, each with its own número, prazo and histórico', async () => {
    const empresa = await novaEmpresa(app);
    const primeira = await criada(app, empresa, {
      agendada_para: '2026-03-10T09:00:00-03:00',
      prazo: '2026-03-10T17:00:00-03:00',
      recorrencia: { frequencia: 'semanal', vezes: 4 },
    });
    expect(primeira).toMatchObject({ numero: 1, agendada_para: '2026-03-10T12:00:00.000Z', prazo: '2026-03-10T20:00:00.000Z' });
    expect(serie(primeira)).toEqual([
      [1, 'AT-000001', '2026-03-10T12:00:00.000Z'],
      [2, 'AT-000002', '2026-03-17T12:00:00.000Z'],
      [3, 'AT-000003', '2026-03-24T12:00:00.000Z'],
      [4, 'AT-000004', '2026-03-31T12:00:00.000Z'],
    ]);
    const ultima = await ler(app, empresa.headers.leitor, primeira.serie![3]!.id);
    expect(ultima).toMatchObject({ titulo: primeira.titulo, status: 'agendada', prazo: '2026-03-31T20:00:00.000Z', versao: 1 });
    const historico = await app.inject({ method: 'GET', url: `/api/atividades/${ultima.id}/historico`, headers: empresa.headers.leitor });
    expect(historico.json().items.map((item: { acao: string }) => item.acao)).toEqual(['criacao']);
    expect((await criada(app, empresa)).numero).toBe(5);
  });

  it("repeats monthly until a date, on the month's last day when it is shorter, and daily across a change of daylight saving", async () => {
    const empresa = await novaEmpresa(app);
    const mensal = await criada(app, empresa, {
      agendada_para: '2026-01-31T10:00:00-03:00',
      recorrencia: { frequencia: 'mensal', ate: '2026-05-15' },
    });
    expect(serie(mensal)?.map(([, , em]) => em)).toEqual([
      '2026-01-31T13:00:00.000Z',
      '2026-02-28T13:00:00.000Z',
      '2026-03-31T13:00:00.000Z',
      '2026-04-30T13:00:00.000Z',
    ]);
    // New York moves its clocks forward on 8 March 2026: 9 o'clock stays 9 o'clock there.
    await configurar(app, empresa, { fuso_horario: 'America/New_York' });
    const diaria = await criada(app, empresa, { agendada_para: '2026-03-07T09:00:00-05:00', recorrencia: { frequencia: 'diaria', ate: '2026-03-09' } });
    expect(serie(diaria)?.map(([, , em]) => em)).toEqual(['2026-03-07T14:00:00.000Z', '2026-03-08T13:00:00.000Z', '2026-03-09T13:00:00.000Z']);
  });

  it('refuses a recurrence ending before it starts, longer than 366 activities, with two ends or weekdays not weekly, and creates none', async () => {
    const empresa = await novaEmpresa(app);
    const recusas = [
      [{ frequencia: 'diaria', ate: '2026-03-09' }, { 'recorrencia.ate': ['A data final deve ser a do primeiro agendamento ou depois dela.'] }],
      [
        { frequencia: 'diaria', ate: '2027-03-11' },
        { 'recorrencia.ate': ['A recorrência criaria mais de 366 atividades. Escolha uma data final mais próxima ou um número de vezes.'] },
      ],
      [{ frequencia: 'semanal', vezes: 367 }, { 'recorrencia.vezes': ['Deve ser no máximo 366.'] }],
      [{ frequencia: 'semanal', vezes: 3, ate: '2026-06-01' }, { recorrencia: ['Diga até que data ou quantas vezes repetir, não os dois.'] }],
      [{ frequencia: 'diaria', vezes: 3, dias_da_semana: ['seg'] }, { 'recorrencia.dias_da_semana': ['Escolha dias da semana só para repetir toda semana.'] }],
    ] as const;
    for (const [recorrencia, errors] of recusas) {
      const response = await criar(app, empresa, { agendada_para: '2026-03-10T12:00:00Z', recorrencia: recorrencia as Recorrencia });
      expect(comTextos([recorrencia, response.statusCode, response.json().code, response.json().errors])).toEqual([recorrencia, 422, 'validacao', errors]);
    }
    const todas = await criada(app, empresa, { recorrencia: { frequencia: 'diaria', ate: '2027-03-10' } });
    expect([todas.serie?.length, todas.numero, todas.serie?.[365]?.numero]).toEqual([366, 1, 366]);
  });
});
