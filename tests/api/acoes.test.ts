import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { AcaoCorretiva, AcaoCreateBody, AcaoLista } from '#contract/acoes';
import type { EventoAcao } from '#contract/acaoStatus';
import type { Atividade } from '#contract/atividade';
import type { Arquivo } from '#contract/atividadeArquivo';
import type { Configuracoes } from '#contract/configuracoes';
import type { PacoteDoDia } from '#contract/meuDia';
import type { Relatorio } from '#contract/relatorio';
import type { Site } from '#contract/sites';
import { configurar, criada, ok, novaEmpresa, questionarioPublicado, transicionada, type Empresa, type Headers } from '../support/api/atividades';
import { buildTestApp, manualClock } from '../support/api/buildTestApp';
import { multipart } from '../support/api/multipart';
import { comTextos } from '../support/api/respostasDeErro';
import { FOTO_JPEG } from '../support/imagens';
import type { Definicao, Pergunta } from '#contract/questionario';
import type { NotificacaoLista } from '#contract/notificacoes';
import { definicao, secao, simNao, vistoriaComCritica as vistoria } from '../support/questionarios';

const AGORA = new Date('2026-03-10T12:00:00Z');
const DIA = 24 * 60 * 60 * 1000;
const clock = manualClock(AGORA);

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ clock });
}, 60_000);

const get = (headers: Headers, url: string) => app.inject({ method: 'GET', url, headers });
const listar = (headers: Headers, query: string) => ok<AcaoLista>(get(headers, `/api/acoes?${query}`), 200);
const ler = (headers: Headers, id: string) => ok<AcaoCorretiva>(get(headers, `/api/acoes/${id}`), 200);
const historico = async (headers: Headers, id: string) =>
  (await ok<{ items: { acao: string; motivo: string | null; depois: Record<string, unknown> | null }[] }>(get(headers, `/api/acoes/${id}/historico`), 200)).items;

function criar(empresa: Empresa, campos: Partial<AcaoCreateBody> = {}, headers = empresa.headers.gestor) {
  const payload: AcaoCreateBody = { titulo: 'Trocar a lâmpada do corredor', prioridade: 'normal', responsavel_id: empresa.ids.tecnico, site_id: empresa.site.id, ...campos };
  return app.inject({ method: 'POST', url: '/api/acoes', headers, payload });
}
const criadaAcao = (empresa: Empresa, campos: Partial<AcaoCreateBody> = {}) => ok<AcaoCorretiva>(criar(empresa, campos), 201);

function transicao(headers: Headers, acao: Pick<AcaoCorretiva, 'id' | 'versao'>, evento: EventoAcao, extra: { motivo?: string; comentario?: string; fotos?: string[] } = {}) {
  return app.inject({ method: 'POST', url: `/api/acoes/${acao.id}/transicoes`, headers, payload: { evento, versao: acao.versao, ...extra } });
}
const transicionadaAcao = (headers: Headers, acao: Pick<AcaoCorretiva, 'id' | 'versao'>, evento: EventoAcao, extra = {}) =>
  ok<AcaoCorretiva>(transicao(headers, acao, evento, extra), 200);

/** The refusal of a transition or write: status, code and the sentence a person reads. */
async function recusa(response: Promise<LightMyRequestResponse>) {
  const answer = await response;
  return { status: answer.statusCode, ...(comTextos(answer.json()) as object) };
}

/** An activity of the técnico at `site` with the vistoria, started, answered and (unless `concluir` is false) concluded. */
async function visita(
  empresa: Empresa,
  respostas: Record<string, string>,
  { site = empresa.site, headers = empresa.headers.tecnico, responsavel = empresa.ids.tecnico, concluir = true, questionario: doc = vistoria as Definicao } = {},
): Promise<Atividade> {
  const questionario = await questionarioPublicado(app, empresa.headers.admin, doc);
  const atividade = await criada(app, empresa, { questionario_id: questionario.id, site_id: site.id, responsavel_id: responsavel });
  const iniciada = await transicionada(app, headers, atividade, 'iniciar');
  const comentarios = Object.fromEntries(Object.entries(respostas).filter(([, valor]) => valor === 'nao').map(([id]) => [id, `Falhou: ${id}`]));
  const respondida = await ok<Atividade>(
    app.inject({ method: 'PUT', url: `/api/atividades/${iniciada.id}/respostas`, headers, payload: { respostas, comentarios, versao: iniciada.versao } }),
    200,
  );
  return concluir ? transicionada(app, headers, respondida, 'concluir') : respondida;
}

async function outroSite(empresa: Empresa, nome: string): Promise<Site> {
  return ok<Site>(app.inject({ method: 'POST', url: '/api/sites', headers: empresa.headers.admin, payload: { nome } }), 201);
}

async function enviarFoto(headers: Headers, atividadeId: string): Promise<Arquivo> {
  const corpo = multipart('arquivo', 'foto.jpg', 'image/jpeg', FOTO_JPEG);
  return ok<Arquivo>(app.inject({ method: 'POST', url: `/api/atividades/${atividadeId}/arquivos`, headers: { ...headers, ...corpo.headers }, payload: corpo.payload }), 201);
}

describe('actions raised when an activity is concluded', () => {
  it('raises one for each failed critical question, named after the activity and the question, for its responsável, due by the priority rule', async () => {
    const empresa = await novaEmpresa(app);
    const concluida = await visita(empresa, { extintor: 'nao', luz: 'nao' });
    const { items } = await listar(empresa.headers.leitor, `atividade_id=${concluida.id}`);
    expect(items).toEqual([
      {
        id: expect.any(String),
        numero: 1,
        codigo: 'AC-000001',
        titulo: `${concluida.codigo}: O extintor está no lugar?`,
        descricao: 'Falhou: extintor',
        status: 'aberta',
        // The activity is normal; a failed critical item is at least alta, due in 2 days by default.
        prioridade: 'alta',
        prazo: new Date(AGORA.getTime() + 2 * DIA).toISOString(),
        atrasada: false,
        responsavel: { id: empresa.ids.tecnico, nome: empresa.nomes.tecnico },
        site: { id: empresa.site.id, nome: empresa.site.nome },
        atividade_id: concluida.id,
        pergunta_id: 'extintor',
        origem: 'automatica',
        reincidente: false,
        resolvida_na_atividade_id: null,
        versao: 1,
        criado_em: AGORA.toISOString(),
        atualizado_em: AGORA.toISOString(),
      },
    ]);
    expect((await historico(empresa.headers.leitor, items[0]!.id)).map(({ acao }) => acao)).toEqual(['criacao']);
  });

  it('raises none when no critical question failed, and none again when a reopened activity is concluded again', async () => {
    const empresa = await novaEmpresa(app);
    const semFalha = await visita(empresa, { extintor: 'sim', luz: 'nao' });
    expect((await listar(empresa.headers.gestor, `atividade_id=${semFalha.id}`)).items).toEqual([]);

    const comFalha = await visita(empresa, { extintor: 'nao', luz: 'sim' });
    const reaberta = await transicionada(app, empresa.headers.gestor, comFalha, 'reabrir', 'Faltou foto');
    await transicionada(app, empresa.headers.tecnico, reaberta, 'concluir');
    const { items } = await listar(empresa.headers.gestor, '');
    expect(items.map(({ atividade_id, reincidente }) => [atividade_id, reincidente])).toEqual([[comFalha.id, false]]);
  });

  it('goes to the person the builder named for the question, who is told; to the activity’s responsável when that person no longer takes work', async () => {
    const empresa = await novaEmpresa(app);
    const nomeando = (pessoa: string) =>
      definicao([
        secao('s1', [
          simNao('extintor', { enunciado: 'O extintor está no lugar?', critica: true, acao_responsavel_id: pessoa }),
          simNao('luz', { enunciado: 'A luz de emergência acende?', critica: true }),
        ]),
      ]);
    const concluida = await visita(empresa, { extintor: 'nao', luz: 'nao' }, { questionario: nomeando(empresa.ids.gestor) });
    const { items } = await listar(empresa.headers.gestor, `atividade_id=${concluida.id}`);
    const porPergunta = new Map(items.map((acao) => [acao.pergunta_id, acao]));
    expect(porPergunta.get('extintor')?.responsavel?.id).toBe(empresa.ids.gestor);
    expect(porPergunta.get('luz')?.responsavel?.id).toBe(empresa.ids.tecnico);
    const caixa = await ok<NotificacaoLista>(get(empresa.headers.gestor, '/api/notificacoes'), 200);
    expect(caixa.items.map(({ link }) => link)).toContain(`/acoes/${porPergunta.get('extintor')!.id}`);

    // A leitor takes no work: the action falls back to the activity's responsável (at another
    // site, where the first action open for the question would make this one a reincidência).
    const site = await outroSite(empresa, 'Loja Augusta');
    const deLeitor = await visita(empresa, { extintor: 'nao', luz: 'sim' }, { site, questionario: nomeando(empresa.ids.leitor) });
    expect((await listar(empresa.headers.gestor, `atividade_id=${deLeitor.id}`)).items.map(({ responsavel }) => responsavel?.id)).toEqual([empresa.ids.tecnico]);
  });

  describe('for a papel the builder named', () => {
    const criticas = (...perguntas: [string, Partial<Pergunta>][]) =>
      definicao([secao('s1', perguntas.map(([id, campos]) => simNao(id, { enunciado: `Item ${id} em ordem?`, critica: true, ...campos })))]);
    const responsaveis = async (empresa: Empresa, atividade: Atividade) =>
      Object.fromEntries((await listar(empresa.headers.gestor, `atividade_id=${atividade.id}`)).items.map((acao) => [acao.pergunta_id, acao.responsavel?.id]));

    it('goes to its member with the fewest open actions, a resolved one not counted, before the one first by name', async () => {
      const empresa = await novaEmpresa(app);
      // Paulo Reis comes first by name, but has an open action; Rafael Lima's is resolved.
      await criadaAcao(empresa, { responsavel_id: empresa.ids.outroTecnico });
      const deRafael = await transicionadaAcao(empresa.headers.tecnico, await criadaAcao(empresa), 'iniciar');
      await transicionadaAcao(empresa.headers.tecnico, deRafael, 'resolver', { comentario: 'Lâmpada trocada' });
      const concluida = await visita(
        empresa,
        { extintor: 'nao' },
        { responsavel: empresa.ids.outroTecnico, headers: empresa.headers.outroTecnico, questionario: criticas(['extintor', { acao_responsavel_papel: 'tecnico' }]) },
      );
      expect(await responsaveis(empresa, concluida)).toEqual({ extintor: empresa.ids.tecnico });
      const caixa = await ok<NotificacaoLista>(get(empresa.headers.tecnico, '/api/notificacoes'), 200);
      expect(caixa.items.map(({ link }) => link)).toContain(`/acoes/${(await listar(empresa.headers.gestor, `atividade_id=${concluida.id}`)).items[0]!.id}`);
    });

    it('spreads the questions of one conclusion that name the same papel, counting those it gave out, ties by name', async () => {
      const empresa = await novaEmpresa(app);
      const tecnico = { acao_responsavel_papel: 'tecnico' } as const;
      const questionario = criticas(['a', tecnico], ['b', tecnico], ['c', tecnico], ['d', { acao_responsavel_papel: 'admin' }]);
      const concluida = await visita(empresa, { a: 'nao', b: 'nao', c: 'nao', d: 'nao' }, { questionario });
      const { tecnico: rafael, outroTecnico: paulo, admin } = empresa.ids;
      expect(await responsaveis(empresa, concluida)).toEqual({ a: paulo, b: rafael, c: paulo, d: admin });
    });

    it("falls back to the activity's responsável when the company has nobody of that papel", async () => {
      const empresa = await novaEmpresa(app);
      const pronta = await visita(empresa, { extintor: 'nao' }, { concluir: false, questionario: criticas(['extintor', { acao_responsavel_papel: 'gestor' }]) });
      // The only gestora becomes a leitora before the activity is concluded.
      const gestora = await ok<{ versao: number }>(get(empresa.headers.admin, `/api/usuarios/${empresa.ids.gestor}`), 200);
      await ok(app.inject({ method: 'PATCH', url: `/api/usuarios/${empresa.ids.gestor}`, headers: empresa.headers.admin, payload: { papel: 'leitor', versao: gestora.versao } }), 200);
      const concluida = await transicionada(app, empresa.headers.tecnico, pronta, 'concluir');
      expect(await responsaveis(empresa, concluida)).toEqual({ extintor: empresa.ids.tecnico });
    });

    it('is named instead of a person, never with one: publishing both is refused on the field; a papel that takes no work is refused', async () => {
      const empresa = await novaEmpresa(app);
      const { admin } = empresa.headers;
      const osDois = criticas(['extintor', { acao_responsavel_id: empresa.ids.gestor, acao_responsavel_papel: 'gestor' }]);
      const rascunho = await ok<{ id: string }>(app.inject({ method: 'POST', url: '/api/questionarios', headers: admin, payload: osDois }), 201);
      expect(await recusa(app.inject({ method: 'POST', url: `/api/questionarios/${rascunho.id}/publicar`, headers: admin }))).toMatchObject({
        status: 422,
        code: 'validacao',
        errors: { 'extintor.acao_responsavel_papel': ['Escolha uma pessoa ou um papel para a ação corretiva, não os dois.'] },
      });
      const leitor = await app.inject({ method: 'POST', url: '/api/questionarios', headers: admin, payload: criticas(['extintor', { acao_responsavel_papel: 'leitor' as 'gestor' }]) });
      expect(leitor.statusCode).toBe(422);
      expect(Object.keys(leitor.json<{ errors: object }>().errors)).toEqual([expect.stringContaining('acao_responsavel_papel')]);
    });
  });

  it("takes the prazo from the company's rule in Configurações", async () => {
    const empresa = await novaEmpresa(app);
    const { admin } = empresa.headers;
    const atual = await ok<Configuracoes>(get(admin, '/api/configuracoes'), 200);
    expect(atual.prazos_acao).toEqual({ urgente: 1, alta: 2, normal: 7, baixa: 15 });
    const { nome, cnpj, fuso_horario, prefixo_atividade, mostrar_demo, idioma_padrao, versao } = atual;
    const salvar = (prazos_acao: object) =>
      app.inject({
        method: 'PUT',
        url: '/api/configuracoes',
        headers: admin,
        payload: { nome, cnpj, fuso_horario, prefixo_atividade, mostrar_demo, idioma_padrao, prazos_acao, versao },
      });
    expect(await recusa(salvar({ urgente: 0, alta: -1, normal: 10 }))).toMatchObject({
      status: 422,
      errors: { 'prazos_acao.alta': ['Deve ser no mínimo 0.'], 'prazos_acao.baixa': ['Campo obrigatório.'] },
    });
    const prazos_acao = { urgente: 0, alta: 5, normal: 10, baixa: 30 };
    const salvo = await ok<Configuracoes>(salvar(prazos_acao), 200);
    expect(salvo.prazos_acao).toEqual(prazos_acao);
    const concluida = await visita(empresa, { extintor: 'nao' });
    const [automatica] = (await listar(admin, `atividade_id=${concluida.id}`)).items;
    expect(automatica?.prazo).toBe(new Date(AGORA.getTime() + 5 * DIA).toISOString());
    expect((await criadaAcao(empresa, { prioridade: 'baixa' })).prazo).toBe(new Date(AGORA.getTime() + 30 * DIA).toISOString());
  });
});

describe('reincidência', () => {
  it('marks the open action of a question that fails again at the same site, instead of raising another; once verified, a new failure raises a new one', async () => {
    const empresa = await novaEmpresa(app);
    const primeira = await visita(empresa, { extintor: 'nao' });
    const [aberta] = (await listar(empresa.headers.gestor, `atividade_id=${primeira.id}`)).items;

    // Another site's failure of the same question is not a reincidência.
    const loja2 = await outroSite(empresa, 'Loja Augusta');
    await visita(empresa, { extintor: 'nao' }, { site: loja2 });
    const segunda = await visita(empresa, { extintor: 'nao' });

    expect((await listar(empresa.headers.gestor, `atividade_id=${segunda.id}`)).items).toEqual([]);
    const marcada = await ler(empresa.headers.gestor, aberta!.id);
    expect(marcada).toMatchObject({ reincidente: true, status: 'aberta', versao: 2 });
    expect((await historico(empresa.headers.gestor, aberta!.id))[0]).toMatchObject({
      acao: 'reincidencia',
      motivo: 'Falhou: extintor',
      depois: { reincidente: true, atividade_id: segunda.id, atividade_codigo: segunda.codigo },
    });
    expect((await listar(empresa.headers.gestor, `site_id=${loja2.id}`)).items.map((acao) => acao.reincidente)).toEqual([false]);
    // Concluding the same activity again after a reopening tells the reincidência once.
    await transicionada(app, empresa.headers.tecnico, await transicionada(app, empresa.headers.gestor, segunda, 'reabrir', 'Rever'), 'concluir');
    expect((await ler(empresa.headers.gestor, aberta!.id)).versao).toBe(2);
    expect((await listar(empresa.headers.gestor, `atividade_id=${segunda.id}`)).items).toEqual([]);

    const emAndamento = await transicionadaAcao(empresa.headers.tecnico, marcada, 'iniciar');
    const resolvida = await transicionadaAcao(empresa.headers.tecnico, emAndamento, 'resolver', { comentario: 'Extintor recolocado' });
    await transicionadaAcao(empresa.headers.gestor, resolvida, 'verificar');
    const terceira = await visita(empresa, { extintor: 'nao' });
    expect((await listar(empresa.headers.gestor, `atividade_id=${terceira.id}`)).items.map(({ reincidente, status }) => [reincidente, status])).toEqual([
      [false, 'aberta'],
    ]);
  });
});

describe('concurrent conclusions at one site', () => {
  it('raise one action for a question that fails in all of them, and mark it reincidente for the others', async () => {
    const empresa = await novaEmpresa(app);
    const prontas = await Promise.all(Array.from({ length: 4 }, () => visita(empresa, { extintor: 'nao' }, { concluir: false })));
    const concluidas = await Promise.all(prontas.map((atividade) => transicionada(app, empresa.headers.tecnico, atividade, 'concluir')));
    expect(concluidas.map((atividade) => atividade.status)).toEqual(Array(4).fill('concluida'));
    const { items } = await listar(empresa.headers.gestor, `site_id=${empresa.site.id}`);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ reincidente: true, versao: 4 });
    expect((await historico(empresa.headers.gestor, items[0]!.id)).filter((entrada) => entrada.acao === 'reincidencia')).toHaveLength(3);
  });
});

describe('números of actions', () => {
  it('gives 20 concurrent creations the números 1 to 20, another company its own meanwhile, and a refused creation takes none', async () => {
    const [uma, outra] = [await novaEmpresa(app), await novaEmpresa(app, 'Outra Empresa')];
    const respostas = await Promise.all(Array.from({ length: 25 }, (_, indice) => criar(indice % 5 === 4 ? outra : uma, { titulo: `Ação ${indice}` })));
    expect(respostas.map((response) => response.statusCode)).toEqual(Array(25).fill(201));
    const numeros = (empresa: Empresa) =>
      respostas
        .map((response) => response.json<AcaoCorretiva>())
        .filter((acao) => acao.site.id === empresa.site.id)
        .map((acao) => acao.numero)
        .sort((a, b) => a - b);
    expect(numeros(uma)).toEqual(Array.from({ length: 20 }, (_, indice) => indice + 1));
    expect(numeros(outra)).toEqual([1, 2, 3, 4, 5]);
    const mistos = await Promise.all(Array.from({ length: 10 }, (_, indice) => criar(uma, indice % 2 === 0 ? {} : { site_id: outra.site.id })));
    expect(mistos.filter((response) => response.statusCode === 201).map((response) => response.json<AcaoCorretiva>().numero).sort((a, b) => a - b)).toEqual([
      21, 22, 23, 24, 25,
    ]);
    expect((await criadaAcao(uma)).codigo).toBe('AC-000026');
  });
});

describe('creating by hand', () => {
  it("raises one from an activity's answer at the activity's site, and refuses what does not fit", async () => {
    const empresa = await novaEmpresa(app);
    const outra = await novaEmpresa(app, 'Outra Empresa');
    const atividade = await visita(empresa, { extintor: 'sim', luz: 'nao' });
    const manual = await criadaAcao(empresa, { atividade_id: atividade.id, pergunta_id: 'luz', site_id: undefined, prioridade: 'urgente' });
    expect(manual).toMatchObject({
      origem: 'manual',
      atividade_id: atividade.id,
      pergunta_id: 'luz',
      site: { id: empresa.site.id },
      prazo: new Date(AGORA.getTime() + DIA).toISOString(),
    });
    const refusals = await Promise.all([
      recusa(criar(empresa, { pergunta_id: 'luz' })),
      recusa(criar(empresa, { atividade_id: atividade.id, pergunta_id: 'nao-existe' })),
      recusa(criar(empresa, { atividade_id: (await criada(app, outra)).id })),
      recusa(criar(empresa, { atividade_id: atividade.id, site_id: outra.site.id })),
      recusa(criar(empresa, { site_id: undefined, titulo: '  ', responsavel_id: empresa.ids.leitor })),
      recusa(criar(empresa, {}, empresa.headers.tecnico)),
    ]);
    expect(refusals.map(({ status, ...corpo }) => [status, (corpo as { errors?: unknown }).errors ?? (corpo as { code: string }).code])).toEqual([
      [422, { pergunta_id: ['Uma pergunta só pode ser indicada junto com a sua atividade.'] }],
      [422, { pergunta_id: ['Escolha uma pergunta do questionário da atividade.'] }],
      [422, { atividade_id: ['Escolha uma atividade da empresa.'] }],
      [422, { site_id: ['O site deve ser o da atividade.'] }],
      [
        422,
        {
          titulo: ['Campo obrigatório.'],
          site_id: ['Campo obrigatório.'],
          responsavel_id: ['Escolha um membro da empresa que execute atividades (técnico, gestor ou administrador).'],
        },
      ],
      [403, 'sem_permissao'],
    ]);
  });
});

describe("another company's action", () => {
  it('is not found, whatever the route', async () => {
    const [empresa, outra] = [await novaEmpresa(app), await novaEmpresa(app, 'Outra Empresa')];
    const acao = await criadaAcao(outra);
    const { gestor } = empresa.headers;
    const respostas = await Promise.all([
      get(gestor, `/api/acoes/${acao.id}`),
      get(gestor, `/api/acoes/${acao.id}/historico`),
      app.inject({ method: 'PATCH', url: `/api/acoes/${acao.id}`, headers: gestor, payload: { titulo: 'Minha', versao: 1 } }),
      transicao(gestor, acao, 'iniciar'),
    ]);
    expect(respostas.map((response) => [response.statusCode, response.json().code])).toEqual(Array(4).fill([404, 'nao_encontrado']));
    expect((await listar(gestor, '')).items).toEqual([]);
  });
});

describe('editing', () => {
  it('writes over the versao read, refuses a stale one with 409, and keeps the change in the histórico', async () => {
    const empresa = await novaEmpresa(app);
    const acao = await criadaAcao(empresa);
    const patch = (versao: number, campos: object, headers = empresa.headers.gestor) =>
      app.inject({ method: 'PATCH', url: `/api/acoes/${acao.id}`, headers, payload: { ...campos, versao } });
    const alterada = await ok<AcaoCorretiva>(patch(1, { titulo: 'Trocar as lâmpadas', responsavel_id: empresa.ids.outroTecnico }), 200);
    expect(alterada).toMatchObject({ titulo: 'Trocar as lâmpadas', responsavel: { id: empresa.ids.outroTecnico }, versao: 2 });
    expect(await recusa(patch(1, { titulo: 'Outra coisa' }))).toMatchObject({ status: 409, code: 'versao_desatualizada' });
    expect(await recusa(transicao(empresa.headers.gestor, acao, 'iniciar'))).toMatchObject({ status: 409, code: 'versao_desatualizada' });
    expect((await recusa(patch(2, { titulo: 'x' }, empresa.headers.tecnico))).status).toBe(403);
    expect((await historico(empresa.headers.leitor, acao.id))[0]).toMatchObject({
      acao: 'edicao',
      depois: { titulo: 'Trocar as lâmpadas', responsavel_id: empresa.ids.outroTecnico },
    });

    const cancelada = await transicionadaAcao(empresa.headers.gestor, alterada, 'cancelar', { motivo: 'Loja fechou' });
    expect(await recusa(patch(cancelada.versao, { titulo: 'Reabrir' }))).toMatchObject({
      status: 409,
      code: 'transicao_recusada',
      message: 'Esta ação já foi verificada ou cancelada e não pode ser alterada.',
    });
  });
});

describe('transitions, by papel', () => {
  it('lets the responsável start and resolve with evidence, the técnico of the next visit verify or reopen, and refuses everyone else with the reason', async () => {
    const empresa = await novaEmpresa(app);
    const { tecnico, outroTecnico, gestor, leitor } = empresa.headers;
    const acao = await criadaAcao(empresa);

    expect(await recusa(transicao(leitor, acao, 'iniciar'))).toMatchObject({ status: 403, code: 'sem_permissao' });
    expect(await recusa(transicao(outroTecnico, acao, 'iniciar'))).toEqual({
      status: 409,
      code: 'transicao_recusada',
      message: 'Só o responsável pela ação, um gestor ou um administrador pode fazer isso.',
    });
    expect(await recusa(transicao(tecnico, acao, 'cancelar', { motivo: 'Não é comigo' }))).toMatchObject({
      status: 409,
      message: 'Só um gestor ou um administrador pode fazer isso.',
    });
    const iniciada = await transicionadaAcao(tecnico, acao, 'iniciar');
    expect(iniciada).toMatchObject({ status: 'em_andamento', versao: 2 });
    expect(await recusa(transicao(tecnico, iniciada, 'resolver'))).toMatchObject({ status: 409, message: 'Descreva o que foi feito para resolver.' });

    // The photo goes up through an activity at the site, as the answers' photos do.
    const noSite = await visita(empresa, { extintor: 'sim' }, { concluir: false });
    const foto = await enviarFoto(tecnico, noSite.id);
    await transicionada(app, tecnico, noSite, 'concluir');
    const deOutroSite = await visita(empresa, { extintor: 'sim' }, { concluir: false, site: await outroSite(empresa, 'Loja Augusta') });
    const fotoDeOutroSite = await enviarFoto(tecnico, deOutroSite.id);
    expect(await recusa(transicao(tecnico, iniciada, 'resolver', { comentario: 'Lâmpada trocada', fotos: [fotoDeOutroSite.id] }))).toEqual({
      status: 422,
      code: 'validacao',
      message: 'Envie as fotos por uma atividade deste site antes de usá-las aqui.',
      errors: { fotos: ['Envie as fotos por uma atividade deste site antes de usá-las aqui.'] },
    });
    const resolvida = await transicionadaAcao(tecnico, iniciada, 'resolver', { comentario: ' Lâmpada trocada ', fotos: [foto.id] });
    expect((await historico(leitor, acao.id))[0]).toMatchObject({
      acao: 'resolver',
      depois: { status: 'resolvida', comentario: 'Lâmpada trocada', fotos: [{ id: foto.id, atividade_id: noSite.id }] },
    });

    // Neither the responsável nor a técnico elsewhere checks the fix.
    const naoConfere = 'Só um gestor, um administrador ou o técnico da próxima visita ao site pode fazer isso.';
    expect(await recusa(transicao(outroTecnico, resolvida, 'verificar'))).toMatchObject({ status: 409, message: naoConfere });
    await visita(empresa, { extintor: 'sim' }, { concluir: false, headers: outroTecnico, responsavel: empresa.ids.outroTecnico, site: await outroSite(empresa, 'Loja Pinheiros') });
    expect(await recusa(transicao(outroTecnico, resolvida, 'verificar'))).toMatchObject({ status: 409, message: naoConfere });

    // On the next visit to the site, the other técnico sees the action and reopens it with what they saw.
    await visita(empresa, { extintor: 'sim' }, { concluir: false, headers: outroTecnico, responsavel: empresa.ids.outroTecnico });
    expect((await listar(outroTecnico, `site_id=${empresa.site.id}&abertas=true`)).items.map(({ id }) => id)).toEqual([acao.id]);
    expect(await recusa(transicao(outroTecnico, resolvida, 'reabrir'))).toMatchObject({ status: 409, message: 'Informe o motivo.' });
    const reaberta = await transicionadaAcao(outroTecnico, resolvida, 'reabrir', { motivo: 'Ainda pisca' });
    expect(reaberta.status).toBe('em_andamento');
    const deNovo = await transicionadaAcao(tecnico, reaberta, 'resolver', { comentario: 'Reator trocado' });
    expect(await recusa(transicao(tecnico, deNovo, 'verificar'))).toMatchObject({ status: 409, message: naoConfere });
    const verificada = await transicionadaAcao(outroTecnico, deNovo, 'verificar', { fotos: [foto.id] });
    expect(verificada.status).toBe('verificada');
    expect((await listar(outroTecnico, `site_id=${empresa.site.id}&abertas=true`)).items).toEqual([]);
    expect(await recusa(transicao(gestor, verificada, 'cancelar', { motivo: 'Engano' }))).toMatchObject({
      status: 409,
      message: 'Não é possível cancelar uma ação verificada.',
    });
    expect((await historico(leitor, acao.id)).map(({ acao: feito, motivo }) => [feito, motivo])).toEqual([
      ['verificar', null],
      ['resolver', null],
      ['reabrir', 'Ainda pisca'],
      ['resolver', null],
      ['iniciar', null],
      ['criacao', null],
    ]);
  });

  it('lets a gestor cancel with a reason from any status before verified', async () => {
    const empresa = await novaEmpresa(app);
    const { gestor } = empresa.headers;
    const aberta = await criadaAcao(empresa);
    expect(await recusa(transicao(gestor, aberta, 'cancelar'))).toMatchObject({ status: 409, message: 'Informe o motivo.' });
    expect((await transicionadaAcao(gestor, aberta, 'cancelar', { motivo: 'Duplicada' })).status).toBe('cancelada');
    const resolvida = await transicionadaAcao(gestor, await transicionadaAcao(gestor, await criadaAcao(empresa), 'iniciar'), 'resolver', { comentario: 'Feito' });
    expect((await transicionadaAcao(empresa.headers.admin, resolvida, 'cancelar', { motivo: 'Fora do contrato' })).status).toBe('cancelada');
  });
});

describe('the next visit to the site', () => {
  it("carries the site's open findings to the next visit, whose técnico verifies one with a photo or reopens one with what they saw; its report closes the loop", async () => {
    const empresa = await novaEmpresa(app);
    const { tecnico, outroTecnico, gestor, leitor } = empresa.headers;
    // Before: a failed critical item raised an action, which its responsável resolved; another is
    // still open; a third, raised by hand for the same question, was resolved too.
    const anterior = await visita(empresa, { extintor: 'nao' });
    const [levantada] = (await listar(gestor, `atividade_id=${anterior.id}`)).items;
    const resolvida = await transicionadaAcao(tecnico, await transicionadaAcao(tecnico, levantada!, 'iniciar'), 'resolver', { comentario: 'Extintor recolocado' });
    const aberta = await criadaAcao(empresa, { titulo: 'Trocar a placa de saída' });
    const manual = await criadaAcao(empresa, { titulo: 'Fixar o suporte do extintor', atividade_id: anterior.id, pergunta_id: 'extintor' });
    const outraResolvida = await transicionadaAcao(gestor, await transicionadaAcao(gestor, manual, 'iniciar'), 'resolver', { comentario: 'Suporte parafusado' });
    const elsewhere = await criadaAcao(empresa, { site_id: (await outroSite(empresa, 'Loja Augusta')).id });

    // The next visit, scheduled for the other técnico: Meu dia's copy carries the site's findings, oldest first.
    const questionario = await questionarioPublicado(app, empresa.headers.admin, vistoria);
    const proxima = await criada(app, empresa, { questionario_id: questionario.id, responsavel_id: empresa.ids.outroTecnico });
    const pacote = await ok<PacoteDoDia>(get(outroTecnico, '/api/atividades/meu-dia/pacote'), 200);
    const daProxima = pacote.pacotes.find((item) => item.atividade.id === proxima.id)!;
    expect(daProxima.pendencias.map(({ codigo, status }) => [codigo, status])).toEqual([
      [resolvida.codigo, 'resolvida'],
      [aberta.codigo, 'aberta'],
      [outraResolvida.codigo, 'resolvida'],
    ]);
    expect(daProxima.pendencias.map(({ id }) => id)).not.toContain(elsewhere.id);
    // The visit that raised an action does not list it as a finding of an earlier visit.
    const doAnterior = (await ok<PacoteDoDia>(get(tecnico, '/api/atividades/meu-dia/pacote'), 200)).pacotes.find((item) => item.atividade.id === anterior.id)!;
    expect(doAnterior.pendencias.map(({ codigo }) => codigo)).toEqual([aberta.codigo]);

    // Only once the visit is under way does its técnico check the fix; the responsável, not on it, never does.
    const naoConfere = 'Só um gestor, um administrador ou o técnico da próxima visita ao site pode fazer isso.';
    expect(await recusa(transicao(outroTecnico, resolvida, 'verificar'))).toMatchObject({ status: 409, code: 'transicao_recusada', message: naoConfere });
    const emCurso = await transicionada(app, outroTecnico, proxima, 'iniciar');
    expect(await recusa(transicao(tecnico, resolvida, 'verificar'))).toMatchObject({ status: 409, message: naoConfere });
    expect(await recusa(transicao(leitor, resolvida, 'verificar'))).toMatchObject({ status: 403, code: 'sem_permissao' });
    // An action not yet resolved is shown to the visit, not verified by it.
    expect(await recusa(transicao(outroTecnico, aberta, 'verificar'))).toMatchObject({ status: 409, message: 'Não é possível verificar uma ação aberta.' });

    const foto = await enviarFoto(outroTecnico, emCurso.id);
    const verificada = await transicionadaAcao(outroTecnico, resolvida, 'verificar', { comentario: ' Extintor no lugar, lacrado ', fotos: [foto.id] });
    expect(verificada.status).toBe('verificada');
    expect((await historico(leitor, resolvida.id))[0]).toMatchObject({
      acao: 'verificar',
      depois: { status: 'verificada', comentario: 'Extintor no lugar, lacrado', fotos: [{ id: foto.id, atividade_id: proxima.id }], atividade_id: proxima.id, atividade_codigo: proxima.codigo },
    });
    expect(await recusa(transicao(outroTecnico, outraResolvida, 'reabrir'))).toMatchObject({ status: 409, message: 'Informe o motivo.' });
    const reaberta = await transicionadaAcao(outroTecnico, outraResolvida, 'reabrir', { motivo: 'O suporte ainda balança' });
    expect(reaberta.status).toBe('em_andamento');
    expect((await historico(leitor, manual.id))[0]).toMatchObject({ acao: 'reabrir', motivo: 'O suporte ainda balança', depois: { atividade_id: proxima.id } });

    // The visit fails the same question while the reopened action is open: reincidente, no new action.
    const respondida = await ok<Atividade>(
      app.inject({
        method: 'PUT',
        url: `/api/atividades/${proxima.id}/respostas`,
        headers: outroTecnico,
        payload: { respostas: { extintor: 'nao' }, comentarios: { extintor: 'Suporte solto de novo' }, versao: emCurso.versao },
      }),
      200,
    );
    await transicionada(app, outroTecnico, respondida, 'concluir');
    expect((await listar(gestor, `atividade_id=${proxima.id}`)).items).toEqual([]);
    expect((await ler(gestor, manual.id)).reincidente).toBe(true);

    const relatorio = await ok<Relatorio>(get(leitor, `/api/atividades/${proxima.id}/relatorio`), 200);
    expect(relatorio.acoes).toEqual([
      {
        codigo: resolvida.codigo,
        titulo: resolvida.titulo,
        vinculo: 'verificada',
        status: 'verificada',
        reincidente: false,
        em: AGORA.toISOString(),
        por: empresa.nomes.outroTecnico,
        texto: 'Extintor no lugar, lacrado',
        fotos: [foto.id],
      },
      expect.objectContaining({ codigo: manual.codigo, vinculo: 'reaberta', status: 'em_andamento', reincidente: true, texto: 'O suporte ainda balança' }),
      expect.objectContaining({ codigo: manual.codigo, vinculo: 'reincidencia', reincidente: true, texto: 'Suporte solto de novo' }),
    ]);
    // The earlier visit's report names the action it raised, now verified.
    expect((await ok<Relatorio>(get(leitor, `/api/atividades/${anterior.id}/relatorio`), 200)).acoes).toEqual([
      expect.objectContaining({ codigo: resolvida.codigo, vinculo: 'levantada', status: 'verificada' }),
      expect.objectContaining({ codigo: manual.codigo, vinculo: 'levantada', status: 'em_andamento', reincidente: true }),
    ]);
    // The check's photo is the report's to serve, to the client's link too.
    expect((await get(leitor, `/api/atividades/${proxima.id}/arquivos/${foto.id}`)).statusCode).toBe(200);
    const { token } = await ok<{ token: string }>(app.inject({ method: 'POST', url: `/api/atividades/${proxima.id}/relatorio/links`, headers: gestor, payload: {} }), 201);
    expect((await app.inject({ method: 'GET', url: `/api/relatorios/${token}/arquivos/${foto.id}` })).statusCode).toBe(200);
    // The PDF draws the same section, the photo in it.
    const pdf = await get(leitor, `/api/atividades/${proxima.id}/relatorio/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.toString('latin1').match(/\/Subtype \/Image/g)).toHaveLength(1);
  });
  it('lets the responsável fix a finding on a visit to the site, with photos: the entry names the visit, whose report says it was fixed there', async () => {
    const empresa = await novaEmpresa(app);
    const { tecnico, leitor } = empresa.headers;
    const aberta = await criadaAcao(empresa, { titulo: 'Trocar a placa de saída' });
    const naVisita = await visita(empresa, { extintor: 'sim' }, { concluir: false });
    const foto = await enviarFoto(tecnico, naVisita.id);
    const resolvida = await transicionadaAcao(tecnico, await transicionadaAcao(tecnico, aberta, 'iniciar'), 'resolver', { comentario: 'Placa nova fixada', fotos: [foto.id] });
    expect(resolvida).toMatchObject({ status: 'resolvida', resolvida_na_atividade_id: naVisita.id });
    expect((await historico(leitor, aberta.id))[0]).toMatchObject({
      acao: 'resolver',
      depois: { status: 'resolvida', comentario: 'Placa nova fixada', fotos: [{ id: foto.id, atividade_id: naVisita.id }], atividade_id: naVisita.id },
    });
    // The visit that fixed it does not check its own fix: a later one does.
    const naoConfere = 'Só um gestor, um administrador ou o técnico da próxima visita ao site pode fazer isso.';
    expect(await recusa(transicao(tecnico, resolvida, 'verificar'))).toMatchObject({ status: 409, message: naoConfere });

    await transicionada(app, tecnico, naVisita, 'concluir');
    const { acoes } = await ok<Relatorio>(get(leitor, `/api/atividades/${naVisita.id}/relatorio`), 200);
    expect(acoes).toEqual([
      {
        codigo: aberta.codigo,
        titulo: aberta.titulo,
        vinculo: 'resolvida',
        status: 'resolvida',
        reincidente: false,
        em: AGORA.toISOString(),
        por: empresa.nomes.tecnico,
        texto: 'Placa nova fixada',
        fotos: [foto.id],
      },
    ]);
    const pdf = await get(leitor, `/api/atividades/${naVisita.id}/relatorio/pdf`);
    expect(pdf.rawPayload.toString('latin1').match(/\/Subtype \/Image/g)).toHaveLength(1);

    const seguinte = await visita(empresa, { extintor: 'sim' }, { concluir: false });
    expect((await transicionadaAcao(tecnico, resolvida, 'verificar')).status).toBe('verificada');
    expect((await historico(leitor, aberta.id))[0]).toMatchObject({ acao: 'verificar', depois: { atividade_id: seguinte.id } });
  });
});

describe('the list', () => {
  it('filters by status, responsável, site, activity, open and late, and pages by cursor without repeating or skipping', async () => {
    const empresa = await novaEmpresa(app);
    const { gestor } = empresa.headers;
    const loja2 = await outroSite(empresa, 'Loja Augusta');
    const atividade = await visita(empresa, { extintor: 'nao' });
    const [automatica] = (await listar(gestor, `atividade_id=${atividade.id}`)).items;
    const atrasada = await criadaAcao(empresa, { prazo: new Date(AGORA.getTime() - DIA).toISOString() });
    const daLoja2 = await criadaAcao(empresa, { site_id: loja2.id, responsavel_id: empresa.ids.outroTecnico });
    const iniciada = await transicionadaAcao(gestor, await criadaAcao(empresa), 'iniciar');
    const cancelada = await transicionadaAcao(gestor, await criadaAcao(empresa), 'cancelar', { motivo: 'Duplicada' });
    const codigos = async (query: string) => (await listar(empresa.headers.leitor, query)).items.map(({ codigo }) => codigo);

    expect(await codigos('')).toEqual(['AC-000005', 'AC-000004', 'AC-000003', 'AC-000002', 'AC-000001']);
    expect(await codigos('status=em_andamento&status=cancelada')).toEqual([cancelada.codigo, iniciada.codigo]);
    expect(await codigos(`responsavel_id=${empresa.ids.outroTecnico}`)).toEqual([daLoja2.codigo]);
    expect(await codigos(`site_id=${loja2.id}`)).toEqual([daLoja2.codigo]);
    expect(await codigos(`atividade_id=${atividade.id}`)).toEqual([automatica!.codigo]);
    expect(await codigos(`site_id=${empresa.site.id}&abertas=true`)).toEqual([iniciada.codigo, atrasada.codigo, automatica!.codigo]);
    expect(await codigos('atrasadas=true')).toEqual([atrasada.codigo]);
    expect((await ler(gestor, atrasada.id)).atrasada).toBe(true);

    const paginas: string[][] = [];
    let cursor: string | null = null;
    do {
      const pagina: AcaoLista = await listar(gestor, `limite=2${cursor ? `&cursor=${cursor}` : ''}`);
      paginas.push(pagina.items.map(({ codigo }) => codigo));
      // An action created between two pages goes to the top: it neither repeats nor shifts the pages after.
      if (paginas.length === 1) await criadaAcao(empresa);
      cursor = pagina.next_cursor;
    } while (cursor);
    expect(paginas).toEqual([['AC-000005', 'AC-000004'], ['AC-000003', 'AC-000002'], ['AC-000001']]);
    expect(await recusa(get(gestor, '/api/acoes?cursor=abc'))).toMatchObject({ status: 422, errors: { cursor: ['Esta página da lista não vale mais. Volte à primeira página.'] } });
  });

  it('finds by número, with or without its prefix, and by words of the título, accents and case ignored', async () => {
    const empresa = await novaEmpresa(app);
    const extintor = await criadaAcao(empresa, { titulo: 'Trocar o extintor da cozinha' });
    const porta = await criadaAcao(empresa, { titulo: 'Porta corta-fogo da saída emperrada' });
    const codigos = async (q: string) => (await listar(empresa.headers.leitor, `q=${encodeURIComponent(q)}`)).items.map(({ codigo }) => codigo);

    expect(await codigos('COZINHA')).toEqual([extintor.codigo]);
    expect(await codigos('corta fogo')).toEqual([]);
    expect(await codigos('saida')).toEqual([porta.codigo]);
    expect(await codigos('AC-000002')).toEqual([porta.codigo]);
    expect(await codigos('1')).toEqual([extintor.codigo]);
    expect(await codigos('100%')).toEqual([]);
  });

  it("keeps the actions due on the days asked for, on the company's clock, for the calendar", async () => {
    const empresa = await novaEmpresa(app);
    await configurar(app, empresa, { fuso_horario: 'America/Sao_Paulo' });
    // 02:30 UTC on the 21st is still the 20th in São Paulo (23:30); 03:00 UTC is the 21st there.
    const dia20 = await criadaAcao(empresa, { prazo: '2026-03-21T02:30:00.000Z' });
    const dia21 = await criadaAcao(empresa, { prazo: '2026-03-21T03:00:00.000Z' });
    const abril = await criadaAcao(empresa, { prazo: '2026-04-02T15:00:00.000Z' });
    await criadaAcao(empresa, { prazo: '2026-03-19T15:00:00.000Z' });
    const codigos = async (query: string) => (await listar(empresa.headers.leitor, query)).items.map(({ codigo }) => codigo);

    expect(await codigos('prazo_de=2026-03-20&prazo_ate=2026-03-20')).toEqual([dia20.codigo]);
    expect(await codigos('prazo_de=2026-03-20&prazo_ate=2026-04-04')).toEqual([abril.codigo, dia21.codigo, dia20.codigo]);
    expect(await codigos('prazo_de=2026-03-21')).toEqual([abril.codigo, dia21.codigo]);
    expect(await codigos(`prazo_ate=2026-03-20&site_id=${empresa.site.id}`)).toHaveLength(2);

    expect(await recusa(get(empresa.headers.gestor, '/api/acoes?prazo_de=2026-03-21&prazo_ate=2026-03-20'))).toMatchObject({
      status: 422,
      errors: { prazo_ate: ['A data final deve ser igual ou posterior à inicial.'] },
    });
    expect(await recusa(get(empresa.headers.gestor, '/api/acoes?prazo_de=2026-02-30'))).toMatchObject({ status: 422, errors: { prazo_de: [expect.any(String)] } });
  });
});
