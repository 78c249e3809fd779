import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Atividade, AtividadeCreateBody } from '#contract/atividade';
import type { Painel } from '#contract/painel';
import type { Questionario } from '#contract/questionario';
import type { Site } from '#contract/sites';
import type { TipoServico } from '#contract/tiposServico';
import { contar as contarAtividades, criada, ok, novaEmpresa, questionarioPublicado, transicionada, type Empresa, type Headers } from '../support/api/atividades';
import { buildTestApp, manualClock, peloDono } from '../support/api/buildTestApp';
import { comTextos } from '../support/api/respostasDeErro';
import { vistoriaComCritica as vistoria } from '../support/questionarios';

const AGORA = new Date('2026-03-20T12:00:00Z');
const MINUTO = 60 * 1000;
const DIA = 24 * 60 * MINUTO;
const clock = manualClock(AGORA);
const MARCO = 'de=2026-03-01&ate=2026-03-31';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ clock });
}, 60_000);

const pedir = (headers: Headers, query: string) => app.inject({ method: 'GET', url: `/api/painel?${query}`, headers });
const lerPainel = (headers: Headers, query: string) => ok<Painel>(pedir(headers, query), 200);
const contar = async (headers: Headers, query: string) => (await contarAtividades(app, headers, query)).total;

/** The company of the tests: two sites, two service types, the vistoria, and activities in March in every state. */
interface Cenario {
  empresa: Empresa;
  site2: Site;
  tipo2: TipoServico;
  questionario: Questionario;
  concluidas: Atividade[];
}

/** An activity started by its responsável, answered, and concluded `minutos` later (the clock goes back after). */
async function concluida(
  empresa: Empresa,
  questionario: Questionario,
  respostas: Record<string, string>,
  minutos: number,
  campos: Partial<AtividadeCreateBody> = {},
  headers = empresa.headers.tecnico,
): Promise<Atividade> {
  const atividade = await criada(app, empresa, { questionario_id: questionario.id, ...campos });
  const iniciada = await transicionada(app, headers, atividade, 'iniciar');
  const comentarios = Object.fromEntries(Object.entries(respostas).filter(([, valor]) => valor === 'nao').map(([id]) => [id, `Falhou: ${id}`]));
  const respondida = await ok<Atividade>(
    app.inject({ method: 'PUT', url: `/api/atividades/${iniciada.id}/respostas`, headers, payload: { respostas, comentarios, versao: iniciada.versao } }),
    200,
  );
  clock.advance(minutos * MINUTO);
  const feita = await transicionada(app, headers, respondida, 'concluir');
  clock.set(AGORA);
  return feita;
}

async function cenario(): Promise<Cenario> {
  const empresa = await novaEmpresa(app);
  const { admin, gestor } = empresa.headers;
  const site2 = await ok<Site>(app.inject({ method: 'POST', url: '/api/sites', headers: admin, payload: { nome: 'Escritório Sé' } }), 201);
  const tipo2 = await ok<TipoServico>(app.inject({ method: 'POST', url: '/api/tipos-servicos', headers: admin, payload: { nome: 'Vistoria' } }), 201);
  const questionario = await questionarioPublicado(app, admin, vistoria);
  const concluidas = [
    await concluida(empresa, questionario, { extintor: 'sim', luz: 'sim' }, 90, { agendada_para: '2026-03-10T12:00:00Z' }),
    await concluida(empresa, questionario, { extintor: 'sim', luz: 'nao' }, 30, { agendada_para: '2026-03-10T15:00:00Z' }),
    await concluida(
      empresa,
      questionario,
      { extintor: 'nao', luz: 'nao' },
      60,
      { agendada_para: '2026-03-12T12:00:00Z', site_id: site2.id, responsavel_id: empresa.ids.outroTecnico },
      empresa.headers.outroTecnico,
    ),
  ];
  // Past its prazo and still scheduled: atrasada.
  await criada(app, empresa, { site_id: site2.id, agendada_para: '2026-03-02T12:00:00Z', prazo: '2026-03-05T12:00:00Z' });
  const cancelar = await criada(app, empresa, { agendada_para: '2026-03-15T12:00:00Z' });
  await transicionada(app, gestor, cancelar, 'cancelar', 'Cliente pediu');
  await criada(app, empresa, { tipo_servico_id: tipo2.id, agendada_para: '2026-03-25T12:00:00Z' });
  // 31 March at 23:00 in São Paulo is in the period; 28 February at 23:00 and 1 April are not.
  await criada(app, empresa, { agendada_para: '2026-04-01T02:00:00Z' });
  await criada(app, empresa, { agendada_para: '2026-03-01T02:00:00Z' });
  await concluida(empresa, questionario, { extintor: 'nao', luz: 'nao' }, 10, { agendada_para: '2026-04-02T12:00:00Z' });
  return { empresa, site2, tipo2, questionario, concluidas };
}

let c: Cenario;

beforeAll(async () => {
  c = await cenario();
}, 120_000);

describe('GET /api/painel', () => {
  it('sums the period: counts, conformidade, time to conclude, breakdowns, failed questions and open actions', async () => {
    const { empresa, site2, tipo2, questionario } = c;
    const painel = await lerPainel(empresa.headers.gestor, MARCO);
    expect(painel.periodo).toEqual({ de: '2026-03-01', ate: '2026-03-31', agrupamento: 'dia' });
    expect(painel.atividades).toEqual({ agendadas: 7, concluidas: 3, atrasadas: 1, canceladas: 1 });
    expect(painel.execucao).toEqual({ media_minutos: 60, concluidas: 3 });
    expect(painel.conformidade.media).toBe(50);
    expect(painel.conformidade.avaliadas).toBe(3);
    expect(painel.conformidade.serie).toHaveLength(31);
    expect(painel.conformidade.serie.filter((ponto) => ponto.concluidas > 0)).toEqual([
      { inicio: '2026-03-10', fim: '2026-03-10', media: 50 + 25, concluidas: 2 },
      { inicio: '2026-03-12', fim: '2026-03-12', media: 0, concluidas: 1 },
    ]);
    expect(painel.por_site).toEqual([
      { id: empresa.site.id, nome: 'Loja Paulista', atividades: 5, concluidas: 2, media: 75 },
      { id: site2.id, nome: 'Escritório Sé', atividades: 2, concluidas: 1, media: 0 },
    ]);
    expect(painel.por_tipo).toEqual([
      { id: empresa.tipo.id, nome: 'Manutenção preventiva', atividades: 6, concluidas: 3, media: 50 },
      { id: tipo2.id, nome: 'Vistoria', atividades: 1, concluidas: 0, media: null },
    ]);
    expect(painel.por_responsavel).toEqual([
      { id: empresa.ids.tecnico, nome: 'Rafael Lima', atividades: 6, concluidas: 2, media: 75 },
      { id: empresa.ids.outroTecnico, nome: 'Paulo Reis', atividades: 1, concluidas: 1, media: 0 },
    ]);
    expect(painel.por_questionario).toEqual([{ id: questionario.id, nome: 'Vistoria', atividades: 3, concluidas: 3, media: 50 }]);
    expect(painel.perguntas_mais_reprovadas).toEqual([
      { questionario_id: questionario.id, questionario_titulo: 'Vistoria', pergunta_id: 'luz', texto: 'A luz de emergência acende?', reprovacoes: 2 },
      { questionario_id: questionario.id, questionario_titulo: 'Vistoria', pergunta_id: 'extintor', texto: 'O extintor está no lugar?', reprovacoes: 1 },
    ]);
    // The failed critical questions raised two actions (one in April): open whatever the period.
    expect(painel.acoes_abertas).toEqual({ total: 2, por_idade: [2, 0, 0, 0] });
    clock.set(new Date(AGORA.getTime() + 10 * DIA));
    try {
      expect((await lerPainel(empresa.headers.admin, MARCO)).acoes_abertas).toEqual({ total: 2, por_idade: [0, 2, 0, 0] });
    } finally {
      clock.set(AGORA);
    }
  });

  it('counts what the activity list counts for the same filters', async () => {
    const { empresa, site2, tipo2, questionario } = c;
    const { gestor } = empresa.headers;
    const filtros = ['', `&site_id=${site2.id}`, `&tipo_servico_id=${tipo2.id}`, `&responsavel_id=${empresa.ids.tecnico}`, `&questionario_id=${questionario.id}`];
    for (const filtro of filtros) {
      const query = `${MARCO}${filtro}`;
      const painel = await lerPainel(gestor, query);
      const lista = {
        agendadas: await contar(gestor, query),
        concluidas: await contar(gestor, `${query}&status=concluida`),
        atrasadas: await contar(gestor, `${query}&atrasadas=true`),
        canceladas: await contar(gestor, `${query}&status=cancelada`),
      };
      expect([filtro, painel.atividades]).toEqual([filtro, lista]);
      const grupos = [
        ['site_id', painel.por_site],
        ['tipo_servico_id', painel.por_tipo],
        ['responsavel_id', painel.por_responsavel],
        ['questionario_id', painel.por_questionario],
      ] as const;
      for (const [campo, linhas] of grupos) {
        for (const linha of filtro.includes(campo) ? [] : linhas) {
          const doGrupo = `${query}&${campo}=${linha.id}`;
          expect([doGrupo, linha.atividades, linha.concluidas]).toEqual([doGrupo, await contar(gestor, doGrupo), await contar(gestor, `${doGrupo}&status=concluida`)]);
        }
      }
      for (const ponto of painel.conformidade.serie.filter((um) => um.concluidas > 0)) {
        expect(ponto.concluidas).toBe(await contar(gestor, `de=${ponto.inicio}&ate=${ponto.fim}${filtro}&status=concluida`));
      }
    }
    expect((await lerPainel(gestor, `${MARCO}&site_id=${site2.id}`)).acoes_abertas.total).toBe(
      (await ok<{ items: unknown[] }>(app.inject({ method: 'GET', url: `/api/acoes?abertas=true&site_id=${site2.id}`, headers: gestor }), 200)).items.length,
    );
  });

  it('groups a quarter by week and a year by month, and answers an empty period with zeros', async () => {
    const { gestor } = c.empresa.headers;
    const trimestre = await lerPainel(gestor, 'de=2026-01-01&ate=2026-03-31');
    expect(trimestre.periodo.agrupamento).toBe('semana');
    expect(trimestre.conformidade.serie[0]).toEqual({ inicio: '2026-01-01', fim: '2026-01-04', media: null, concluidas: 0 });
    expect(trimestre.conformidade.serie.find((ponto) => ponto.inicio === '2026-03-09')).toEqual({ inicio: '2026-03-09', fim: '2026-03-15', media: 50, concluidas: 3 });
    expect(trimestre.conformidade.serie.at(-1)).toEqual({ inicio: '2026-03-30', fim: '2026-03-31', media: null, concluidas: 0 });
    const ano = await lerPainel(gestor, 'de=2025-06-15&ate=2026-06-14');
    expect([ano.periodo.agrupamento, ano.conformidade.serie.length, ano.conformidade.serie[0]?.inicio, ano.conformidade.serie.at(-1)?.fim]).toEqual([
      'mes',
      13,
      '2025-06-15',
      '2026-06-14',
    ]);
    expect(ano.conformidade.serie.find((ponto) => ponto.inicio === '2026-04-01')).toEqual({ inicio: '2026-04-01', fim: '2026-04-30', media: 0, concluidas: 1 });
    const vazio = await lerPainel(gestor, 'de=2025-01-01&ate=2025-01-31');
    expect(vazio).toMatchObject({
      atividades: { agendadas: 0, concluidas: 0, atrasadas: 0, canceladas: 0 },
      execucao: { media_minutos: null, concluidas: 0 },
      conformidade: { media: null, avaliadas: 0 },
      por_site: [],
      por_tipo: [],
      por_responsavel: [],
      por_questionario: [],
      perguntas_mais_reprovadas: [],
    });
  });

  it('takes a reopened activity out of the conclusions until it is concluded again', async () => {
    const empresa = await novaEmpresa(app, 'Reaberta Ltda');
    const questionario = await questionarioPublicado(app, empresa.headers.admin, vistoria);
    const feita = await concluida(empresa, questionario, { extintor: 'sim', luz: 'nao' }, 20);
    clock.set(new Date(AGORA.getTime() + 60 * MINUTO));
    const reaberta = await transicionada(app, empresa.headers.gestor, feita, 'reabrir', 'Faltou foto');
    const aberta = await lerPainel(empresa.headers.gestor, MARCO);
    expect([aberta.atividades.concluidas, aberta.conformidade.media, aberta.execucao.media_minutos, aberta.perguntas_mais_reprovadas]).toEqual([0, null, null, []]);
    clock.advance(15 * MINUTO);
    await transicionada(app, empresa.headers.tecnico, reaberta, 'concluir');
    clock.set(AGORA);
    const deNovo = await lerPainel(empresa.headers.gestor, MARCO);
    // The time runs from the first start to the last conclusion.
    expect([deNovo.atividades.concluidas, deNovo.conformidade.media, deNovo.execucao.media_minutos, deNovo.perguntas_mais_reprovadas.length]).toEqual([1, 50, 75, 1]);
  });

  it('sums the whole company from the days its writes keep, as a narrowed painel sums the activities: after moves, a rolled-back write, a removal and a new time zone', async () => {
    const empresa = await novaEmpresa(app, 'Dias Somados Ltda');
    const { admin, gestor } = empresa.headers;
    const questionario = await questionarioPublicado(app, admin, vistoria);
    const site2 = await ok<Site>(app.inject({ method: 'POST', url: '/api/sites', headers: admin, payload: { nome: 'Galpão Norte' } }), 201);
    // 1 March at 02:00 UTC is still 28 February in São Paulo.
    await criada(app, empresa, { agendada_para: '2026-03-01T02:00:00Z' });
    const mudara = await criada(app, empresa, { agendada_para: '2026-03-10T12:00:00Z' });
    await concluida(empresa, questionario, { extintor: 'sim', luz: 'nao' }, 45, { agendada_para: '2026-03-11T12:00:00Z' });
    await concluida(empresa, questionario, { extintor: 'nao', luz: 'sim' }, 15, { agendada_para: '2026-03-11T18:00:00Z', site_id: site2.id });

    /**
     * The whole company's painel of March, and each site's as the activities sum it: the same numbers.
     * Also for a period inside a month and one of a whole month and some days either side, which the
     * days' and the months' sums answer in parts.
     */
    const confere = async (esperado: Painel['atividades']) => {
      const todo = await lerPainel(gestor, MARCO);
      expect(todo.atividades).toEqual(esperado);
      for (const periodo of [MARCO, 'de=2026-03-05&ate=2026-03-25', 'de=2026-02-15&ate=2026-04-10']) {
        const doPeriodo = await lerPainel(gestor, periodo);
        expect(doPeriodo.atividades.agendadas).toBe(await contar(gestor, periodo));
        for (const site of doPeriodo.por_site) {
          const doSite = await lerPainel(gestor, `${periodo}&site_id=${site.id}`);
          expect({ periodo, atividades: site.atividades, concluidas: site.concluidas, media: site.media }).toEqual({
            periodo,
            atividades: doSite.atividades.agendadas,
            concluidas: doSite.atividades.concluidas,
            media: doSite.conformidade.media,
          });
        }
        const porResponsavel = doPeriodo.por_responsavel.reduce((soma, linha) => soma + linha.atividades, 0);
        expect(porResponsavel).toBe(doPeriodo.atividades.agendadas);
      }
      const somadas = todo.perguntas_mais_reprovadas.map(({ pergunta_id, reprovacoes }) => ({ pergunta_id, reprovacoes }));
      const contadas = (await lerPainel(gestor, `${MARCO}&questionario_id=${questionario.id}`)).perguntas_mais_reprovadas;
      expect(somadas).toEqual(contadas.map(({ pergunta_id, reprovacoes }) => ({ pergunta_id, reprovacoes })));
      return todo;
    };
    await confere({ agendadas: 3, concluidas: 2, atrasadas: 0, canceladas: 0 });

    // Moved to another site and day: it leaves the first day's sums and joins the other's.
    await ok(app.inject({ method: 'PATCH', url: `/api/atividades/${mudara.id}`, headers: gestor, payload: { site_id: site2.id, agendada_para: '2026-03-20T12:00:00Z', versao: mudara.versao } }), 200);
    const movida = await confere({ agendadas: 3, concluidas: 2, atrasadas: 0, canceladas: 0 });
    expect(movida.por_site.find((site) => site.id === site2.id)?.atividades).toBe(2);

    // A write that does not commit never reaches the sums.
    await expect(
      peloDono((db) =>
        db.transaction().execute(async (trx) => {
          await sql`update atividade set status = 'cancelada' where empresa_id = ${empresa.empresaId}`.execute(trx);
          throw new Error('desfeita');
        }),
      ),
    ).rejects.toThrow('desfeita');
    await confere({ agendadas: 3, concluidas: 2, atrasadas: 0, canceladas: 0 });

    // A removal takes its row away (the API removes none; a company's removal and the tables' owner do).
    await peloDono((db) => sql`delete from atividade where empresa_id = ${empresa.empresaId} and id = ${mudara.id}`.execute(db));
    await confere({ agendadas: 2, concluidas: 2, atrasadas: 0, canceladas: 0 });

    // In Lisbon's time zone 1 March at 02:00 UTC is in March: every day is summed again.
    const configuracoes = await ok<Record<string, unknown>>(app.inject({ method: 'GET', url: '/api/configuracoes', headers: admin }), 200);
    const { nome, cnpj, prefixo_atividade, mostrar_demo, idioma_padrao, versao } = configuracoes;
    await ok(
      app.inject({ method: 'PUT', url: '/api/configuracoes', headers: admin, payload: { nome, cnpj, prefixo_atividade, mostrar_demo, idioma_padrao, versao, fuso_horario: 'Europe/Lisbon' } }),
      200,
    );
    const emLisboa = await confere({ agendadas: 3, concluidas: 2, atrasadas: 0, canceladas: 0 });
    expect(emLisboa.conformidade.serie[0]).toMatchObject({ inicio: '2026-03-01', concluidas: 0 });
  });

  it("names a failed question by its text in the latest version it failed in, whole company and narrowed alike", async () => {
    const empresa = await novaEmpresa(app);
    const { admin } = empresa.headers;
    const v1 = await questionarioPublicado(app, admin, vistoria);
    await concluida(empresa, v1, { extintor: 'sim', luz: 'nao' }, 10, { agendada_para: '2026-03-10T12:00:00Z' });
    const secoes = v1.secoes.map((secao) => ({ ...secao, perguntas: secao.perguntas.map((pergunta) => (pergunta.id === 'luz' ? { ...pergunta, enunciado: 'A luz de emergência acende por 1 hora?' } : pergunta)) }));
    await ok(app.inject({ method: 'PUT', url: `/api/questionarios/${v1.id}`, headers: admin, payload: { titulo: v1.titulo, descricao: v1.descricao, secoes, versao: v1.versao } }), 200);
    const v2 = await ok<Questionario>(app.inject({ method: 'POST', url: `/api/questionarios/${v1.id}/publicar`, headers: admin }), 200);
    await concluida(empresa, v2, { extintor: 'sim', luz: 'nao' }, 10, { agendada_para: '2026-03-11T12:00:00Z' });

    const falha = { questionario_id: v1.id, questionario_titulo: 'Vistoria', pergunta_id: 'luz', texto: 'A luz de emergência acende por 1 hora?', reprovacoes: 2 };
    expect((await lerPainel(admin, MARCO)).perguntas_mais_reprovadas).toEqual([falha]);
    expect((await lerPainel(admin, `${MARCO}&site_id=${empresa.site.id}`)).perguntas_mais_reprovadas).toEqual([falha]);
  });

  it('refuses a period backwards, longer than a year or missing, and filters that are not ids', async () => {
    const { gestor } = c.empresa.headers;
    const recusa = async (query: string) => {
      const answer = await pedir(gestor, query);
      const corpo = answer.json<{ code: string; errors?: Record<string, { code: string }[]> }>();
      return [answer.statusCode, corpo.code, Object.fromEntries(Object.entries(corpo.errors ?? {}).map(([campo, lista]) => [campo, lista.map((um) => um.code)]))];
    };
    expect(await recusa('de=2026-03-31&ate=2026-03-01')).toEqual([422, 'validacao', { ate: ['periodo_invertido'] }]);
    expect(await recusa('de=2025-01-01&ate=2026-01-02')).toEqual([422, 'validacao', { ate: ['periodo_longo_demais'] }]);
    expect(await recusa('de=2025-01-01&ate=2026-01-01')).toEqual([200, undefined, {}]);
    expect(await recusa('ate=2026-03-01')).toEqual([422, 'validacao', { de: ['obrigatorio'] }]);
    expect(await recusa('de=2026-13-01&ate=2026-03-01&site_id=x')).toEqual([422, 'validacao', { de: ['formato_invalido'], site_id: ['formato_invalido'] }]);
    expect(comTextos((await pedir(gestor, 'de=2026-03-31&ate=2026-03-01')).json())).toMatchObject({ errors: { ate: ['A data final deve ser igual ou posterior à inicial.'] } });
  });

  it('is for admin and gestor only', async () => {
    const { headers } = c.empresa;
    const respostas = await Promise.all([headers.tecnico, headers.leitor].map((um) => pedir(um, MARCO)));
    expect(respostas.map((resposta) => [resposta.statusCode, resposta.json().code])).toEqual([
      [403, 'sem_permissao'],
      [403, 'sem_permissao'],
    ]);
  });

  it('never counts another company’s activities, even filtered by its ids', async () => {
    const outra = await novaEmpresa(app, 'Outra Empresa');
    const questionario = await questionarioPublicado(app, outra.headers.admin, vistoria);
    await concluida(outra, questionario, { extintor: 'nao', luz: 'nao' }, 5, { agendada_para: '2026-03-10T12:00:00Z' });
    const deOutra = await lerPainel(outra.headers.gestor, MARCO);
    expect(deOutra.atividades).toEqual({ agendadas: 1, concluidas: 1, atrasadas: 0, canceladas: 0 });
    const { gestor } = c.empresa.headers;
    expect((await lerPainel(gestor, MARCO)).atividades).toEqual({ agendadas: 7, concluidas: 3, atrasadas: 1, canceladas: 1 });
    for (const filtro of [`site_id=${outra.site.id}`, `questionario_id=${questionario.id}`, `responsavel_id=${outra.ids.tecnico}`]) {
      const painel = await lerPainel(gestor, `${MARCO}&${filtro}`);
      expect([filtro, painel.atividades.agendadas, painel.perguntas_mais_reprovadas]).toEqual([filtro, 0, []]);
    }
    // Actions are filtered by site and responsável only.
    const acoes = await Promise.all([`site_id=${outra.site.id}`, `responsavel_id=${outra.ids.tecnico}`].map((filtro) => lerPainel(gestor, `${MARCO}&${filtro}`)));
    expect(acoes.map((painel) => painel.acoes_abertas.total)).toEqual([0, 0]);
  });
});
