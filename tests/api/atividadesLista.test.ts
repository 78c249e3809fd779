import type { FastifyInstance } from 'fastify';
import type { AtividadeCreateBody } from '#contract/atividade';
import type { Site } from '#contract/sites';
import type { TipoServico } from '#contract/tiposServico';
import type { EventoAtividade } from '#contract/atividadeStatus';
import { contar as contarAtividades, criada, listar as listarAtividades, novaEmpresa, todasAsPaginas, transicionada, type Headers } from '../support/api/atividades';
import { buildTestApp, manualClock } from '../support/api/buildTestApp';
import { comTextos } from '../support/api/respostasDeErro';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ clock: manualClock() });
}, 60_000);

const listar = (headers: Headers, query = '') => listarAtividades(app, headers, query);
const contar = (headers: Headers, query = '') => contarAtividades(app, headers, query);
const numeros = async (headers: Headers, query = '') => (await listar(headers, query)).items.map((item) => item.numero);
const paginas = (headers: Headers, query: string, desde: string | null = null) => todasAsPaginas(app, headers, query, { desde });

describe('GET /api/atividades', () => {
  it('filters by status, tipo, site, responsável, prioridade, period in the company time zone, atrasadas and minhas', async () => {
    const empresa = await novaEmpresa(app);
    const { admin, gestor, tecnico } = empresa.headers;
    const tipo2 = (await app.inject({ method: 'POST', url: '/api/tipos-servicos', headers: admin, payload: { nome: 'Vistoria' } })).json() as TipoServico;
    const site2 = (await app.inject({ method: 'POST', url: '/api/sites', headers: admin, payload: { nome: 'Escritório Sé' } })).json() as Site;
    const linhas: [Partial<AtividadeCreateBody>, EventoAtividade[]][] = [
      [{ titulo: 'Troca de filtros', agendada_para: '2026-03-10T02:00:00Z' }, []],
      [{ titulo: 'Inspeção elétrica', tipo_servico_id: tipo2.id, prioridade: 'alta', agendada_para: '2026-03-10T03:00:00Z' }, ['iniciar']],
      [
        { titulo: 'Vistoria do telhado', tipo_servico_id: tipo2.id, site_id: site2.id, responsavel_id: empresa.ids.outroTecnico, prioridade: 'urgente', agendada_para: '2026-03-11T02:30:00Z' },
        ['iniciar', 'pausar'],
      ],
      [
        { titulo: 'Limpeza de dutos', site_id: site2.id, responsavel_id: empresa.ids.outroTecnico, prioridade: 'baixa', agendada_para: '2026-02-20T12:00:00Z', prazo: '2026-02-25T12:00:00Z' },
        [],
      ],
      [{ titulo: 'Bomba 12', responsavel_id: empresa.ids.gestor, agendada_para: '2026-02-21T12:00:00Z', prazo: '2026-02-26T12:00:00Z' }, ['iniciar', 'concluir']],
      [{ titulo: 'Instalação de câmeras', site_id: site2.id, prioridade: 'alta', agendada_para: '2026-03-12T12:00:00Z' }, ['cancelar']],
    ];
    for (const [campos, eventos] of linhas) {
      let atividade = await criada(app, empresa, campos);
      for (const evento of eventos) atividade = await transicionada(app, gestor, atividade, evento, 'Cliente pediu');
    }

    const primeira = await listar(tecnico);
    expect(primeira.items.map((item) => item.numero)).toEqual([6, 3, 2, 1, 5, 4]);
    expect([primeira.next_cursor, await contar(tecnico)]).toEqual([null, { total: 6, total_limitado: false }]);
    expect(primeira.items.filter((item) => item.atrasada).map((item) => item.titulo)).toEqual(['Limpeza de dutos']);
    expect(primeira.items[1]).toEqual({
      id: expect.any(String),
      numero: 3,
      codigo: 'AT-000003',
      status: 'pausada',
      titulo: 'Vistoria do telhado',
      tipo_servico: { id: tipo2.id, nome: 'Vistoria', cor: tipo2.cor },
      site: { id: site2.id, nome: 'Escritório Sé' },
      responsavel: { id: empresa.ids.outroTecnico, nome: 'Paulo Reis' },
      prioridade: 'urgente',
      agendada_para: '2026-03-11T02:30:00.000Z',
      prazo: null,
      atrasada: false,
      versao: 3,
    });

    expect(await numeros(tecnico, 'status=agendada&status=pausada')).toEqual([3, 1, 4]);
    expect(await numeros(tecnico, `tipo_servico_id=${tipo2.id}`)).toEqual([3, 2]);
    expect(await numeros(tecnico, `site_id=${site2.id}`)).toEqual([6, 3, 4]);
    expect(await numeros(tecnico, `responsavel_id=${empresa.ids.outroTecnico}`)).toEqual([3, 4]);
    expect(await numeros(tecnico, 'prioridade=alta&prioridade=urgente')).toEqual([6, 3, 2]);
    // 10 March in São Paulo runs from 03:00 UTC on the 10th to 03:00 UTC on the 11th.
    expect(await numeros(tecnico, 'de=2026-03-10&ate=2026-03-10')).toEqual([3, 2]);
    expect(await numeros(tecnico, 'de=2026-03-11')).toEqual([6]);
    expect(await numeros(tecnico, 'atrasadas=true')).toEqual([4]);
    expect(await numeros(tecnico, 'minhas=true')).toEqual([6, 2, 1]);
    expect(await numeros(tecnico, 'minhas=true&status=agendada')).toEqual([1]);
    // The count is compiled once per shape of filters: the same shape with other values counts those values' rows.
    const filtros = [
      'status=agendada&status=pausada',
      'status=concluida&status=cancelada',
      'status=em_andamento',
      `tipo_servico_id=${tipo2.id}`,
      `site_id=${site2.id}`,
      `responsavel_id=${empresa.ids.outroTecnico}`,
      `responsavel_id=${empresa.ids.gestor}`,
      'prioridade=alta&prioridade=urgente',
      'prioridade=baixa&prioridade=normal',
      'de=2026-03-10&ate=2026-03-10',
      'de=2026-02-20&ate=2026-02-21',
      'de=2026-03-11',
      'atrasadas=true',
      'minhas=true',
      'minhas=true&status=agendada',
      `minhas=true&status=agendada&site_id=${site2.id}`,
    ];
    for (const query of filtros) {
      const total = (await listar(tecnico, query)).items.length;
      expect([query, await contar(tecnico, query)]).toEqual([query, { total, total_limitado: false }]);
    }
    expect(await contar(tecnico, 'status=concluida&status=cancelada')).toEqual({ total: 2, total_limitado: false });
    expect(await numeros(tecnico, 'ordem=agendada_para')).toEqual([4, 5, 1, 2, 3, 6]);
    expect(await numeros(tecnico, 'ordem=numero')).toEqual([1, 2, 3, 4, 5, 6]);
    expect(await numeros(tecnico, 'ordem=-numero&limite=2')).toEqual([6, 5]);
    const invalida = await app.inject({ method: 'GET', url: '/api/atividades?status=perdida&site_id=x', headers: tecnico });
    expect(comTextos([invalida.statusCode, Object.keys(invalida.json().errors).sort()])).toEqual([422, ['site_id', 'status.0']]);
  });

  it('finds an activity by número ("123", "AT-123", "at-000123") or by words of its título, accents and case ignored', async () => {
    const empresa = await novaEmpresa(app);
    await criada(app, empresa, { titulo: 'Ronda diária', recorrencia: { frequencia: 'diaria', vezes: 100 } });
    await criada(app, empresa, { titulo: 'Ronda semanal', recorrencia: { frequencia: 'semanal', vezes: 21 } });
    await criada(app, empresa, { titulo: 'Bomba 12 com vazamento' });
    await criada(app, empresa, { titulo: 'Reparo do portão', agendada_para: '2026-01-05T12:00:00Z' });
    const { leitor } = empresa.headers;
    for (const q of ['123', 'AT-123', 'at-000123', ' 000123 ']) {
      expect([q, await numeros(leitor, `q=${encodeURIComponent(q)}`)]).toEqual([q, [123]]);
    }
    expect(await numeros(leitor, 'q=PORTAO')).toEqual([123]);
    expect(await numeros(leitor, 'q=12&ordem=numero')).toEqual([12, 122]);
    expect(await contar(leitor, 'q=ronda%20semanal')).toEqual({ total: 21, total_limitado: false });
    expect(await numeros(leitor, 'q=AT-999')).toEqual([]);
    // A word in most titles is read in the list's order rather than through the index, with the same answers.
    const ronda = await listar(leitor, 'q=RONDA&ordem=numero&limite=3');
    expect([ronda.items.map((item) => item.numero), await contar(leitor, 'q=RONDA')]).toEqual([[1, 2, 3], { total: 121, total_limitado: false }]);
    expect(await numeros(leitor, 'q=ronda&ordem=-numero&limite=2')).toEqual([121, 120]);
    expect((await paginas(leitor, 'q=ronda&limite=50')).map((pagina) => pagina.length)).toEqual([50, 50, 21]);
  });

  it('keeps its pages stable while activities are inserted between them, to the microsecond', async () => {
    const empresa = await novaEmpresa(app);
    const { gestor } = empresa.headers;
    const originais = await criada(app, empresa, { agendada_para: '2026-04-01T12:00:00Z', recorrencia: { frequencia: 'diaria', vezes: 30 } });
    const primeira = await listar(gestor, 'limite=10');
    expect(primeira.items.map((item) => item.numero)).toEqual([30, 29, 28, 27, 26, 25, 24, 23, 22, 21]);

    // Before the cursor (they would have been on page 1), tied with a row further down, and in between.
    const mesmoMomento = originais.serie![14]!.agendada_para;
    for (const agendada_para of ['2026-06-01T12:00:00Z', mesmoMomento, mesmoMomento, '2026-04-04T18:00:00Z', '2026-04-04T06:00:00Z']) {
      await criada(app, empresa, { agendada_para });
    }
    const seguintes = (await paginas(gestor, 'limite=10', primeira.next_cursor)).flat();
    const agora = (await listar(gestor, 'limite=100')).items;
    const ultimaDaPrimeira = agora.findIndex((item) => item.id === primeira.items[9]!.id);
    expect(seguintes.map((item) => item.numero)).toEqual(agora.slice(ultimaDaPrimeira + 1).map((item) => item.numero));
    expect(seguintes.map((item) => item.numero).filter((numero) => numero <= 30)).toEqual(Array.from({ length: 20 }, (_, i) => 20 - i));
    expect(seguintes).toHaveLength(24);

    // Three moments within one millisecond: a cursor kept as a JavaScript Date would skip the last two.
    const micro = await novaEmpresa(app, 'Empresa dos microssegundos');
    for (const agendada_para of ['2026-04-01T12:00:00.000100Z', '2026-04-01T12:00:00.000300Z', '2026-04-01T12:00:00.000200Z']) {
      await criada(app, micro, { agendada_para });
    }
    const umaPorPagina = await paginas(micro.headers.gestor, 'limite=1');
    expect(umaPorPagina.map((pagina) => pagina.map((item) => item.numero))).toEqual([[2], [3], [1]]);
    expect((await paginas(micro.headers.gestor, 'limite=1&ordem=agendada_para')).flat().map((item) => item.numero)).toEqual([1, 3, 2]);
  });

  it('counts apart from the pages, up to 1,000 rows (TOTAL_MAX), and says when there are more; refuses a cursor it did not give', async () => {
    const empresa = await novaEmpresa(app);
    for (let lote = 0; lote < 10; lote += 1) {
      await criada(app, empresa, { agendada_para: `2026-${String(lote + 1).padStart(2, '0')}-01T12:00:00Z`, recorrencia: { frequencia: 'diaria', vezes: 100 } });
    }
    const { leitor } = empresa.headers;
    expect(await contar(leitor)).toEqual({ total: 1000, total_limitado: false });
    await criada(app, empresa);
    expect(await contar(leitor)).toEqual({ total: 1000, total_limitado: true });
    expect(await contar(leitor, 'de=2026-01-02&ate=2026-01-11')).toEqual({ total: 10, total_limitado: false });
    const primeira = await listar(leitor, 'limite=50');
    expect(primeira).not.toHaveProperty('total');
    const segunda = await listar(leitor, `limite=50&cursor=${primeira.next_cursor}`);
    expect([segunda.items.length, segunda]).toEqual([50, expect.not.objectContaining({ total: expect.anything() })]);
    for (const query of ['cursor=abc', 'limite=10', 'ordem=numero', 'status=perdida']) {
      expect([query, (await app.inject({ method: 'GET', url: `/api/atividades/total?${query}`, headers: leitor })).statusCode]).toEqual([query, 422]);
    }

    for (const cursor of ['nao-e-um-cursor', primeira.next_cursor]) {
      const response = await app.inject({ method: 'GET', url: `/api/atividades?ordem=numero&cursor=${cursor}`, headers: leitor });
      expect(comTextos([response.statusCode, response.json()])).toEqual([
        422,
        { code: 'validacao', message: 'Esta página da lista não vale mais. Volte à primeira página.', errors: { cursor: ['Esta página da lista não vale mais. Volte à primeira página.'] } },
      ]);
    }
  });

  // It writes 5,800 activities through the API: on a slow two-core machine that alone took longer than the default 30 s.
  it('counts a common word among the latest rows, and the usual way when they do not hold more than 1,000 matches', async () => {
    const empresa = await novaEmpresa(app, 'Empresa das rondas');
    const serie = async (titulo: string, ano: number, mes: number, vezes = 100) =>
      criada(app, empresa, { titulo, agendada_para: `${ano}-${String(mes).padStart(2, '0')}-01T12:00:00Z`, recorrencia: { frequencia: 'diaria', vezes } });
    await serie('Inspeção de rotina', 2023, 12);
    for (const ano of [2024, 2025]) for (let mes = 1; mes <= 12; mes += 1) await serie('Inspeção de rotina', ano, mes);
    for (let mes = 1; mes <= 10; mes += 1) await serie('Ronda noturna', 2026, mes);
    const { leitor } = empresa.headers;
    // Every one of the latest 1,000 rows is a ronda, and none of the 2,500 older ones: the latest 3,000 hold 1,000 matches.
    expect(await contar(leitor, 'q=ronda')).toEqual({ total: 1000, total_limitado: false });
    expect(await contar(leitor, 'q=inspecao')).toEqual({ total: 1000, total_limitado: true });
    await criada(app, empresa, { titulo: 'Ronda antiga', agendada_para: '2022-06-01T12:00:00Z' });
    expect(await contar(leitor, 'q=ronda')).toEqual({ total: 1000, total_limitado: true });
    await serie('Ronda de fim de ano', 2026, 12, 31);
    expect(await contar(leitor, 'q=RONDA')).toEqual({ total: 1000, total_limitado: true });
    // Fewer rows than the window: each counted, as many as the pages list.
    const desdeDezembro = (await paginas(leitor, 'q=ronda&de=2026-12-01&limite=100')).flat().length;
    expect([desdeDezembro, await contar(leitor, 'q=ronda&de=2026-12-01')]).toEqual([79, { total: 79, total_limitado: false }]);
    // Now the latest rows are inspeções, and the oldest 2,500 too: more than 1,000 matches among the first rows read.
    for (let mes = 1; mes <= 11; mes += 1) await serie('Inspeção final', 2027, mes);
    expect(await contar(leitor, 'q=inspecao')).toEqual({ total: 1000, total_limitado: true });
    const finaisDesdeNovembro = (await paginas(leitor, 'q=inspecao%20final&de=2027-11-01&limite=100')).flat().length;
    expect([finaisDesdeNovembro, await contar(leitor, 'q=inspecao%20final&de=2027-11-01')]).toEqual([216, { total: 216, total_limitado: false }]);
  }, 120_000);
});
