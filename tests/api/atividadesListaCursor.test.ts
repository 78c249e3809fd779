import type { FastifyInstance } from 'fastify';
import type { AtividadeCreateBody, AtividadeResumo } from '#contract/atividade';
import type { EventoAtividade, StatusAtividade } from '#contract/atividadeStatus';
import { criada, ler, listar, novaEmpresa, todasAsPaginas, transicionada, type Empresa } from '../support/api/atividades';
import { buildTestApp, manualClock } from '../support/api/buildTestApp';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ clock: manualClock() });
}, 60_000);

type Chave = Pick<AtividadeResumo, 'id' | 'agendada_para'>;

/**
 * Whether `a` comes after `b` in the list's default order: agendada_para from the latest, then
 * id from the highest. The API's uuids are lowercase, so their text sorts as PostgreSQL's uuid does.
 */
const vemDepois = (a: Chave, b: Chave) =>
  a.agendada_para === b.agendada_para ? a.id < b.id : Date.parse(a.agendada_para) < Date.parse(b.agendada_para);

/** An activity of `empresa` taken through `eventos` by its gestor, as it is after them. */
async function comEventos(empresa: Empresa, campos: Partial<AtividadeCreateBody>, eventos: EventoAtividade[] = []): Promise<Chave & { status: StatusAtividade }> {
  let atividade = await criada(app, empresa, campos);
  for (const evento of eventos) atividade = await transicionada(app, empresa.headers.gestor, atividade, evento, 'Cliente pediu');
  return atividade;
}

/** The activity `id` taken through `eventos` from the versão it has now: what a second screen does. */
async function mudar(empresa: Empresa, id: string, ...eventos: EventoAtividade[]): Promise<StatusAtividade> {
  let atividade = await ler(app, empresa.headers.gestor, id);
  for (const evento of eventos) atividade = await transicionada(app, empresa.headers.gestor, atividade, evento, 'Cliente pediu');
  return atividade.status;
}

/** Each activity of a daily series, from the latest, as the list orders them. */
async function serieDiaria(empresa: Empresa, agendada_para: string, vezes: number): Promise<AtividadeResumo[]> {
  await criada(app, empresa, { agendada_para, recorrencia: { frequencia: 'diaria', vezes } });
  return (await listar(app, empresa.headers.gestor, 'limite=100')).items;
}

const idsDe = (linhas: Pick<Chave, 'id'>[]) => linhas.map((linha) => linha.id);

describe('GET /api/atividades: what its keyset cursor promises while the rows change between pages', () => {
  it('with status, responsável and período filters on, sees each row that matched at the start exactly once, and a row inserted between pages only if it sorts after the page before it', async () => {
    const empresa = await novaEmpresa(app);
    const { gestor } = empresa.headers;
    // The period is counted in the company's time zone, São Paulo (UTC−3).
    const filtro = `status=agendada&status=pausada&responsavel_id=${empresa.ids.tecnico}&de=2026-04-01&ate=2026-04-30`;

    const serie = (await criada(app, empresa, { agendada_para: '2026-04-05T12:00:00Z', recorrencia: { frequencia: 'diaria', vezes: 12 } })).serie!;
    const casam = [
      ...serie,
      // Tied with an activity of the series: the id orders them.
      await comEventos(empresa, { agendada_para: '2026-04-10T12:00:00Z' }),
      await comEventos(empresa, { agendada_para: '2026-04-10T12:00:00Z' }),
      await comEventos(empresa, { agendada_para: '2026-04-20T15:00:00Z' }, ['iniciar', 'pausar']),
      await comEventos(empresa, { agendada_para: '2026-04-08T09:00:00Z' }, ['iniciar', 'pausar']),
      await comEventos(empresa, { agendada_para: '2026-04-01T03:00:00Z' }),
      await comEventos(empresa, { agendada_para: '2026-05-01T02:59:59Z' }),
    ];
    // Each left out by one filter: another responsável, a minute outside the period at either end, another status.
    await comEventos(empresa, { agendada_para: '2026-04-10T12:00:00Z', responsavel_id: empresa.ids.outroTecnico });
    await comEventos(empresa, { agendada_para: '2026-04-01T02:59:00Z' });
    await comEventos(empresa, { agendada_para: '2026-05-01T03:00:00Z' });
    await comEventos(empresa, { agendada_para: '2026-04-12T12:00:00Z' }, ['iniciar']);
    await comEventos(empresa, { agendada_para: '2026-04-06T12:00:00Z' }, ['iniciar', 'concluir']);

    const noInicio = idsDe((await listar(app, gestor, `${filtro}&limite=100`)).items);
    expect([...noInicio].sort()).toEqual(idsDe(casam).sort());

    const inseridas: { id: string; vista: boolean }[] = [];
    const paginas = await todasAsPaginas(app, gestor, `${filtro}&limite=4`, {
      entrePaginas: async (pagina, indice) => {
        if (indice > 3) return;
        const cursor = pagina[pagina.length - 1]!;
        const novas = [
          // Behind the cursor (a later date), tied with its row (the id decides the side), and ahead of it.
          await comEventos(empresa, { agendada_para: '2026-04-29T12:00:00Z' }),
          await comEventos(empresa, { agendada_para: cursor.agendada_para }),
          await comEventos(empresa, { agendada_para: cursor.agendada_para }),
          await comEventos(empresa, { agendada_para: `2026-04-02T1${indice}:00:00Z` }, indice % 2 ? ['iniciar', 'pausar'] : []),
        ];
        inseridas.push(...novas.map((nova) => ({ id: nova.id, vista: vemDepois(nova, cursor) })));
        // Inserted on both sides of the cursor too, but outside the filter: never listed.
        await comEventos(empresa, { agendada_para: cursor.agendada_para, responsavel_id: empresa.ids.outroTecnico });
        await comEventos(empresa, { agendada_para: '2026-04-02T08:00:00Z' }, ['iniciar']);
        await comEventos(empresa, { agendada_para: '2026-04-29T12:00:00Z' }, ['cancelar']);
        await comEventos(empresa, { agendada_para: '2026-03-31T12:00:00Z' });
      },
    });

    const vistas = paginas.flat();
    expect(paginas.length).toBeGreaterThan(4);
    const vistos = idsDe(vistas);
    expect(vistos.filter((id, indice) => vistos.indexOf(id) !== indice)).toEqual([]);
    expect(vistos.filter((id) => noInicio.includes(id)).sort()).toEqual([...noInicio].sort());
    expect(vistos.filter((id) => !noInicio.includes(id)).sort()).toEqual(idsDe(inseridas.filter((nova) => nova.vista)).sort());
    // Both kinds happened: rows inserted ahead of the cursor, and rows inserted behind it.
    expect(new Set(inseridas.map((nova) => nova.vista))).toEqual(new Set([true, false]));
    vistas.slice(1).forEach((linha, indice) => expect([linha.numero, vemDepois(linha, vistas[indice]!)]).toEqual([linha.numero, true]));
  });

  it('orders by date and id, never by status: while rows already seen and rows not yet reached change status between pages, every row is seen exactly once, in order, a row ahead with its new status', async () => {
    const empresa = await novaEmpresa(app, 'Empresa das transições');
    const todas = await serieDiaria(empresa, '2026-05-01T12:00:00Z', 20);
    const esperado: StatusAtividade[] = todas.map((linha) => linha.status);
    // Page by page (5 rows each), the positions whose status changes before the next page is asked for.
    const mudancas: [indice: number, eventos: EventoAtividade[]][][] = [
      [[1, ['iniciar']], [3, ['cancelar']], [4, ['iniciar']], [5, ['iniciar']], [12, ['cancelar']], [19, ['iniciar', 'pausar']]],
      // The cursor's own row (9), the one right after it, and rows changed twice.
      [[9, ['iniciar']], [10, ['cancelar']], [5, ['pausar']], [19, ['retomar', 'concluir']], [1, ['concluir', 'reabrir']]],
      [[15, ['iniciar', 'concluir']], [14, ['iniciar']]],
    ];

    const paginas = await todasAsPaginas(app, empresa.headers.gestor, 'limite=5', {
      entrePaginas: async (_pagina, indice) => {
        for (const [posicao, eventos] of mudancas[indice] ?? []) {
          const status = await mudar(empresa, todas[posicao]!.id, ...eventos);
          if (posicao >= (indice + 1) * 5) esperado[posicao] = status;
        }
      },
    });

    const vistas = paginas.flat();
    expect(idsDe(vistas)).toEqual(idsDe(todas));
    expect(vistas.map((linha) => linha.status)).toEqual(esperado);
    expect(esperado.filter((status, posicao) => status !== todas[posicao]!.status)).toEqual(['em_andamento', 'cancelada', 'cancelada', 'concluida', 'concluida']);
  });

  it('filtering by status, sees every untouched row exactly once and a row whose status changes at most once: where the walk reaches it, if its status then matches', async () => {
    const empresa = await novaEmpresa(app, 'Empresa em andamento');
    const todas = await serieDiaria(empresa, '2026-06-01T12:00:00Z', 16);
    for (let posicao = 0; posicao < todas.length; posicao += 2) await mudar(empresa, todas[posicao]!.id, 'iniciar');
    const noInicio = todas.filter((_linha, posicao) => posicao % 2 === 0);
    // Pages of 3: the first is rows 0, 2 and 4. Then: 2 leaves behind the cursor, 8 leaves ahead of
    // it, 1 comes in behind it, 7 ahead. The second page is 6, 7, 10; then 2 and 8 come back behind
    // the cursor, 13 comes in ahead of it and 12 leaves ahead of it.
    const mudancas: [posicao: number, evento: EventoAtividade][][] = [
      [[2, 'pausar'], [8, 'pausar'], [1, 'iniciar'], [7, 'iniciar']],
      [[2, 'retomar'], [8, 'retomar'], [13, 'iniciar'], [12, 'pausar']],
    ];
    const paginas = await todasAsPaginas(app, empresa.headers.gestor, 'status=em_andamento&limite=3', {
      entrePaginas: async (_pagina, indice) => {
        for (const [posicao, evento] of mudancas[indice] ?? []) await mudar(empresa, todas[posicao]!.id, evento);
      },
    });

    const vistos = idsDe(paginas.flat());
    const posicoes = vistos.map((id) => todas.findIndex((linha) => linha.id === id));
    expect(posicoes).toEqual([0, 2, 4, 6, 7, 10, 13, 14]);
    const tocadas = new Set(mudancas.flat().map(([posicao]) => todas[posicao]!.id));
    const intocadas = idsDe(noInicio).filter((id) => !tocadas.has(id));
    expect(vistos.filter((id) => !tocadas.has(id))).toEqual(intocadas);
  });

  it('follows a rescheduled row to its new place (agendada_para is the sort key): seen again if moved ahead of the cursor, missed if moved behind it, and every other row seen exactly once', async () => {
    const empresa = await novaEmpresa(app, 'Empresa remarcada');
    const todas = await serieDiaria(empresa, '2026-07-01T12:00:00Z', 12);
    const horaAntes = (posicao: number) => new Date(Date.parse(todas[posicao]!.agendada_para) - 3_600_000).toISOString();
    // After the first page (rows 0 to 3): 1 moves ahead of the cursor, between 7 and 8; 6 moves
    // behind it, later than 0; 9 moves but stays ahead, between 10 and 11.
    const remarcacoes: [posicao: number, agendada_para: string][] = [
      [1, horaAntes(7)],
      [6, new Date(Date.parse(todas[0]!.agendada_para) + 86_400_000).toISOString()],
      [9, horaAntes(10)],
    ];
    const paginas = await todasAsPaginas(app, empresa.headers.gestor, 'limite=4', {
      entrePaginas: async (_pagina, indice) => {
        if (indice > 0) return;
        for (const [posicao, agendada_para] of remarcacoes) {
          const { id, versao } = await ler(app, empresa.headers.gestor, todas[posicao]!.id);
          const resposta = await app.inject({ method: 'PATCH', url: `/api/atividades/${id}`, headers: empresa.headers.gestor, payload: { agendada_para, versao } });
          expect(resposta.statusCode).toBe(200);
        }
      },
    });

    const posicoes = idsDe(paginas.flat()).map((id) => todas.findIndex((linha) => linha.id === id));
    expect(posicoes).toEqual([0, 1, 2, 3, 4, 5, 7, 1, 8, 10, 9, 11]);
    const movidas = remarcacoes.map(([posicao]) => posicao);
    expect(posicoes.filter((posicao) => !movidas.includes(posicao))).toEqual([0, 2, 3, 4, 5, 7, 8, 10, 11]);
  });
});
