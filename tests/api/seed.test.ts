import type { FastifyInstance } from 'fastify';
import type { AcaoLista } from '#contract/acoes';
import type { AtividadeLista } from '#contract/atividade';
import type { SessionResponse } from '#contract/auth';
import type { QuestionarioResumo } from '#contract/questionario';
import { problemasDaDefinicao } from '#contract/questionarioProblemas';
import { perguntasEmOrdem } from '#contract/questionarioRegras';
import type { Site } from '#contract/sites';
import type { TipoServico } from '#contract/tiposServico';
import type { Uf } from '#contract/uf';
import { DEMO_ACESSOS, DEMO_PASSWORD, runSeeds } from '../../server/seed';
import { MODELOS_QUESTIONARIO } from '#server/seed/modelosQuestionario';
import { bearer } from '../support/api/accounts';
import { buildTestApp } from '../support/api/buildTestApp';

/** The CEP ranges of each UF (first five digits), as the Correios assign them. */
const FAIXAS: Record<Uf, [number, number][]> = {
  SP: [[1000, 19999]], RJ: [[20000, 28999]], ES: [[29000, 29999]], MG: [[30000, 39999]],
  BA: [[40000, 48999]], SE: [[49000, 49999]], PE: [[50000, 56999]], AL: [[57000, 57999]],
  PB: [[58000, 58999]], RN: [[59000, 59999]], CE: [[60000, 63999]], PI: [[64000, 64999]],
  MA: [[65000, 65999]], PA: [[66000, 68899]], AP: [[68900, 68999]], AM: [[69000, 69299], [69400, 69899]],
  RR: [[69300, 69399]], AC: [[69900, 69999]], DF: [[70000, 72799], [73000, 73699]], GO: [[72800, 72999], [73700, 76799]],
  RO: [[76800, 76999]], TO: [[77000, 77999]], MT: [[78000, 78899]], MS: [[79000, 79999]],
  PR: [[80000, 87999]], SC: [[88000, 89999]], RS: [[90000, 99999]],
};

function cepDaUf(cep: string, uf: Uf): boolean {
  const prefix = Number(cep.slice(0, 5));
  return FAIXAS[uf].some(([from, to]) => prefix >= from && prefix <= to);
}

// One app for the file: its tests share one database, and the files the seed sends live in that app's DATA_DIR.
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
  await runSeeds(app);
  await runSeeds(app);
}, 120_000);

describe('the demo seed', () => {
  it('gives "Prumo Demonstração" sites in every UF, eight service types, the four questionnaires, a sign-in per papel and the demo area shown, once', async () => {

    const sessions = new Map<string, SessionResponse>();
    for (const { email, papel } of DEMO_ACESSOS) {
      const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: DEMO_PASSWORD } });
      expect([email, response.statusCode]).toEqual([email, 200]);
      const session = response.json() as SessionResponse;
      expect(session.user.empresa).toEqual([expect.objectContaining({ nome: 'Prumo Demonstração', papel })]);
      sessions.set(papel, session);
    }
    expect([...sessions.keys()].sort()).toEqual(['admin', 'gestor', 'leitor', 'tecnico']);
    const configuracoes = await app.inject({ method: 'GET', url: '/api/configuracoes', headers: bearer(sessions.get('admin')!.token) });
    expect(configuracoes.json()).toMatchObject({ mostrar_demo: true });

    const headers = bearer(sessions.get('leitor')!.token);
    const { items: sites, total } = (await app.inject({ method: 'GET', url: '/api/sites?limite=100', headers })).json() as {
      items: Site[];
      total: number;
    };
    expect(total).toBe(40);
    expect(new Set(sites.map((site) => site.uf)).size).toBe(27);
    for (const site of sites) {
      expect([site.nome, cepDaUf(site.cep!, site.uf!)]).toEqual([site.nome, true]);
      expect(site.latitude).not.toBeNull();
    }
    expect(sites.filter((site) => !site.ativo)).toHaveLength(2);
    const paulo = (await app.inject({ method: 'GET', url: '/api/sites?q=sao%20paulo', headers })).json() as { total: number };
    expect(paulo.total).toBe(2);

    const tipos = (await app.inject({ method: 'GET', url: '/api/tipos-servicos', headers })).json() as { items: TipoServico[] };
    expect(tipos.items.map((tipo) => tipo.nome)).toEqual([
      'Auditoria',
      'Inspeção de segurança',
      'Instalação',
      'Limpeza técnica',
      'Manutenção corretiva',
      'Manutenção preventiva',
      'Treinamento',
      'Vistoria',
    ]);

    const questionarios = (await app.inject({ method: 'GET', url: '/api/questionarios', headers })).json() as { items: QuestionarioResumo[] };
    expect(questionarios.items.map(({ titulo, status, versao_atual, rascunho_aberto }) => [titulo, status, versao_atual, rascunho_aberto])).toEqual([
      ['Checklist de manutenção preventiva', 'publicado', 1, false],
      ['Inspeção de extintores', 'publicado', 1, false],
      ['Ordem de serviço de instalação', 'publicado', 1, false],
      ['Vistoria de segurança do trabalho', 'publicado', 1, false],
    ]);
    const titulo = new Map(questionarios.items.map((questionario) => [questionario.id, questionario.titulo]));
    expect(tipos.items.filter((tipo) => tipo.questionario_id).map((tipo) => [tipo.nome, titulo.get(tipo.questionario_id!)])).toEqual([
      ['Inspeção de segurança', 'Vistoria de segurança do trabalho'],
      ['Instalação', 'Ordem de serviço de instalação'],
      ['Manutenção preventiva', 'Checklist de manutenção preventiva'],
      ['Vistoria', 'Inspeção de extintores'],
    ]);
  }, 120_000);
});

describe('the demo activities', () => {
  it('are two hundred over the last and next weeks, in every status, for the demo team, answered, once', async () => {
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'tecnico@prumo.example', password: DEMO_PASSWORD } });
    const headers = bearer((login.json() as SessionResponse).token);
    const pagina = (cursor?: string) =>
      app.inject({ method: 'GET', url: `/api/atividades?limite=100&ordem=numero${cursor ? `&cursor=${cursor}` : ''}`, headers }).then((response) => response.json() as AtividadeLista);
    const items: AtividadeLista['items'] = [];
    for (let lista = await pagina(); ; lista = await pagina(lista.next_cursor!)) {
      items.push(...lista.items);
      if (!lista.next_cursor) break;
    }
    expect(items.map((item) => item.numero).sort((a, b) => a - b)).toEqual(Array.from({ length: 200 }, (_, indice) => indice + 1));
    const porStatus = items.reduce<Record<string, number>>((total, item) => ({ ...total, [item.status]: (total[item.status] ?? 0) + 1 }), {});
    expect(Object.keys(porStatus).sort()).toEqual(['agendada', 'cancelada', 'concluida', 'em_andamento', 'pausada']);
    expect(porStatus.concluida).toBeGreaterThanOrEqual(40);
    // The twenty named ones come first; the tests and the README name them.
    const nomeadas = items.filter((item) => item.numero <= 20);
    expect(nomeadas.filter((item) => item.status === 'agendada' && item.atrasada).map((item) => item.numero).sort((a, b) => a - b)).toEqual([7, 8]);
    expect(new Set(items.map((item) => item.responsavel?.nome))).toEqual(new Set(['Rafael Lima', 'Marina Costa']));

    const minhas = (await app.inject({ method: 'GET', url: '/api/atividades?minhas=true&status=em_andamento', headers })).json() as AtividadeLista;
    for (const item of minhas.items) {
      const atividade = (await app.inject({ method: 'GET', url: `/api/atividades/${item.id}`, headers })).json();
      expect([item.titulo, atividade.questionario_versao === null || Object.keys(atividade.respostas).length > 0]).toEqual([item.titulo, true]);
    }
    expect(minhas.items.length).toBeGreaterThan(0);

    // A concluded activity with a questionnaire has it answered in full, with its photos and signature readable.
    const troca = items.find((item) => item.titulo === 'Reparo do portão automático')!;
    const semQuestionario = (await app.inject({ method: 'GET', url: `/api/atividades/${troca.id}`, headers })).json();
    expect(semQuestionario.status).toBe('concluida');
    const vistoria = items.find((item) => item.status === 'concluida' && item.titulo.startsWith('Manutenção preventiva:'))!;
    const concluida = (await app.inject({ method: 'GET', url: `/api/atividades/${vistoria.id}`, headers })).json();
    const fotos = concluida.respostas['foto-placa'] as string[];
    expect(fotos.length).toBeGreaterThan(0);
    const foto = await app.inject({ method: 'GET', url: `/api/atividades/${vistoria.id}/arquivos/${fotos[0]}`, headers });
    expect([foto.statusCode, foto.headers['content-type'], foto.statusCode === 200 ? '' : foto.body]).toEqual([200, 'image/png', '']);
    const assinatura = await app.inject({ method: 'GET', url: `/api/atividades/${vistoria.id}/arquivos/${concluida.respostas.assinatura}`, headers });
    expect(assinatura.statusCode).toBe(200);

    // Some concluded activities failed critical items: their corrective actions were raised by the automatic rule.
    const acoes = (await app.inject({ method: 'GET', url: '/api/acoes?limite=100', headers })).json() as AcaoLista;
    expect(acoes.items.length).toBeGreaterThanOrEqual(3);
    expect(new Set(acoes.items.map((acao) => acao.origem))).toEqual(new Set(['automatica']));
    expect(acoes.items.every((acao) => acao.atividade_id !== null && acao.pergunta_id !== null && acao.descricao !== null)).toBe(true);

    // Its assignments are the demo's past: the técnico's bell shows the newest three unread, not two hundred.
    const sino = (await app.inject({ method: 'GET', url: '/api/notificacoes', headers })).json();
    expect([sino.nao_lidas, sino.items.length > 3]).toEqual([3, true]);
    // Nor is any of that past mailed to the demo team, whose addresses are confirmed.
    expect(await app.emailsDeNotificacao.enviarPendentes()).toBe(0);
  }, 120_000);
});

describe('the ready-made questionnaires', () => {
  it.each(MODELOS_QUESTIONARIO.map((modelo) => [modelo.definicao.titulo, modelo.definicao] as const))(
    '%s can be published, with 2–4 sections, 8–15 questions of many types, a visibility rule and a scored critical question',
    (_titulo, definicao) => {
      expect(problemasDaDefinicao(definicao)).toEqual([]);
      const perguntas = perguntasEmOrdem(definicao).map(({ pergunta }) => pergunta);
      expect(definicao.secoes.length).toBeGreaterThanOrEqual(2);
      expect(definicao.secoes.length).toBeLessThanOrEqual(4);
      expect(perguntas.length).toBeGreaterThanOrEqual(8);
      expect(perguntas.length).toBeLessThanOrEqual(15);
      expect(new Set(perguntas.map((pergunta) => pergunta.tipo)).size).toBeGreaterThanOrEqual(7);
      expect(perguntas.some((pergunta) => pergunta.regra)).toBe(true);
      expect(perguntas.some((pergunta) => pergunta.critica && pergunta.pontos)).toBe(true);
    },
  );
});
