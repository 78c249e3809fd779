import type { FastifyInstance } from 'fastify';
import type { AcaoCorretiva } from '#contract/acoes';
import type { MeuDia, PacoteDoDia } from '#contract/meuDia';
import type { Definicao, Questionario } from '#contract/questionario';
import type { Site } from '#contract/sites';
import { criada, novaEmpresa, questionarioPublicado, transicionada, type Headers } from '../support/api/atividades';
import { buildTestApp, manualClock } from '../support/api/buildTestApp';
import { multipart, PNG } from '../support/api/multipart';
import { definicao, pergunta, secao, simNao } from '../support/questionarios';
import { comTextos } from '../support/api/respostasDeErro';

let app: FastifyInstance;
// 21:00 on 2 March in São Paulo (the companies' default time zone): "today" is still the 2nd.
const clock = manualClock(new Date('2026-03-03T00:00:00Z'));

beforeAll(async () => {
  app = await buildTestApp({ clock });
}, 60_000);

const meuDia = async (headers: Record<string, string>, query = '') => {
  const answer = await app.inject({ method: 'GET', url: `/api/atividades/meu-dia${query}`, headers });
  expect(answer.statusCode).toBe(200);
  return answer.json() as MeuDia;
};

describe('GET /api/atividades/meu-dia', () => {
  it("answers the person's own activities from today for the days asked, earliest first, with the site's address and contact", async () => {
    const empresa = await novaEmpresa(app);
    const outra = await novaEmpresa(app, 'Outra Empresa');
    const payload = {
      nome: 'Hospital Central',
      logradouro: 'Rua Augusta',
      numero: '1500',
      bairro: 'Consolação',
      cidade: 'São Paulo',
      uf: 'SP',
      cep: '01304001',
      latitude: -23.5558,
      longitude: -46.6622,
      contato_nome: 'Carlos',
      contato_telefone: '11987654321',
    };
    const site = (await app.inject({ method: 'POST', url: '/api/sites', headers: empresa.headers.admin, payload })).json() as Site;

    // Local dates in São Paulo (UTC−3): the 2nd runs from 03:00 UTC on the 2nd to 03:00 UTC on the 3rd.
    const ontem = await criada(app, empresa, { titulo: 'Ontem', agendada_para: '2026-03-02T02:59:00Z' });
    const hojeTarde = await criada(app, empresa, { titulo: 'Hoje à tarde', site_id: site.id, agendada_para: '2026-03-02T18:00:00Z' });
    const hojeCedo = await criada(app, empresa, { titulo: 'Hoje cedo', agendada_para: '2026-03-02T03:00:00Z' });
    const ultimoDia = await criada(app, empresa, { titulo: 'Sétimo dia', agendada_para: '2026-03-09T02:59:00Z' });
    await criada(app, empresa, { titulo: 'Oitavo dia', agendada_para: '2026-03-09T03:00:00Z' });
    const cancelada = await criada(app, empresa, { titulo: 'Cancelada', agendada_para: '2026-03-04T12:00:00Z' });
    await transicionada(app, empresa.headers.gestor, cancelada, 'cancelar', 'Cliente desistiu');
    await criada(app, empresa, { titulo: 'Do colega', responsavel_id: empresa.ids.outroTecnico, agendada_para: '2026-03-04T12:00:00Z' });
    await criada(app, outra, { titulo: 'De outra empresa', agendada_para: '2026-03-04T12:00:00Z' });

    const agenda = await meuDia(empresa.headers.tecnico);
    expect(agenda.items.map((item) => item.titulo)).toEqual(['Hoje cedo', 'Hoje à tarde', 'Sétimo dia']);
    expect([agenda.de, agenda.ate]).toEqual(['2026-03-02T03:00:00.000Z', '2026-03-09T03:00:00.000Z']);
    expect(agenda.items[1]).toMatchObject({
      id: hojeTarde.id,
      codigo: hojeTarde.codigo,
      status: 'agendada',
      site: { id: site.id, complemento: null, ...payload },
    });
    expect(agenda.items.map((item) => item.id)).not.toContain(ontem.id);
    expect(agenda.items[0]!.id).toBe(hojeCedo.id);
    expect(agenda.items[2]!.id).toBe(ultimoDia.id);

    expect((await meuDia(empresa.headers.tecnico, '?dias=1')).items.map((item) => item.titulo)).toEqual(['Hoje cedo', 'Hoje à tarde']);
    expect((await meuDia(empresa.headers.outroTecnico)).items.map((item) => item.titulo)).toEqual(['Do colega']);
    expect((await meuDia(outra.headers.tecnico)).items.map((item) => item.titulo)).toEqual(['De outra empresa']);
    expect((await meuDia(empresa.headers.gestor)).items).toEqual([]);
  });

  it('refuses a count of days out of range, and a visitor without a session', async () => {
    const empresa = await novaEmpresa(app, 'Terceira Empresa');
    const invalida = await app.inject({ method: 'GET', url: '/api/atividades/meu-dia?dias=0', headers: empresa.headers.tecnico });
    expect(comTextos([invalida.statusCode, Object.keys(invalida.json().errors)])).toEqual([422, ['dias']]);
    expect((await app.inject({ method: 'GET', url: '/api/atividades/meu-dia' })).statusCode).toBe(401);
  });
});

const pacote = async (headers: Record<string, string>) => {
  const answer = await app.inject({ method: 'GET', url: '/api/atividades/meu-dia/pacote', headers });
  expect(answer.statusCode).toBe(200);
  return answer.json() as PacoteDoDia;
};
const get = async (url: string, headers: Headers) => {
  const answer = await app.inject({ method: 'GET', url, headers });
  expect(answer.statusCode).toBe(200);
  return answer.json() as unknown;
};

describe('GET /api/atividades/meu-dia/pacote', () => {
  it('answers, for each activity of the agenda, what its own endpoints answer: the activity, the version it uses, comments and attachments', async () => {
    const empresa = await novaEmpresa(app, 'Quarta Empresa');
    const outra = await novaEmpresa(app, 'Quinta Empresa');
    const { admin, tecnico } = empresa.headers;
    const v1 = definicao([secao('s1', [simNao('extintor', { obrigatoria: true })])]);
    const questionario = await questionarioPublicado(app, admin, v1);
    const iniciada = await transicionada(
      app,
      tecnico,
      await criada(app, empresa, { titulo: 'Iniciada', questionario_id: questionario.id, agendada_para: '2026-03-02T12:00:00Z' }),
      'iniciar',
    );
    const v2: Definicao = { ...v1, secoes: [secao('s1', [...v1.secoes[0]!.perguntas, pergunta('obs')])] };
    const atual = (await get(`/api/questionarios/${questionario.id}`, admin)) as Questionario;
    expect((await app.inject({ method: 'PUT', url: `/api/questionarios/${questionario.id}`, headers: admin, payload: { ...v2, versao: atual.versao } })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: `/api/questionarios/${questionario.id}/publicar`, headers: admin })).statusCode).toBe(200);
    const agendada = await criada(app, empresa, { titulo: 'Agendada', questionario_id: questionario.id, agendada_para: '2026-03-04T12:00:00Z' });
    const semQuestionario = await criada(app, empresa, { titulo: 'Sem questionário', questionario_id: null, agendada_para: '2026-03-05T12:00:00Z' });
    await criada(app, empresa, { titulo: 'Do colega', responsavel_id: empresa.ids.outroTecnico, agendada_para: '2026-03-04T12:00:00Z' });
    await criada(app, empresa, { titulo: 'Oitavo dia', agendada_para: '2026-03-09T03:00:00Z' });
    await criada(app, outra, { titulo: 'De outra empresa', agendada_para: '2026-03-04T12:00:00Z' });
    for (const texto of ['Levar a escada', 'Portaria pede documento']) {
      const comentado = await app.inject({ method: 'POST', url: `/api/atividades/${agendada.id}/comentarios`, headers: empresa.headers.gestor, payload: { texto } });
      expect(comentado.statusCode).toBe(201);
    }
    const corpo = multipart('arquivo', 'planta.png', 'image/png', PNG);
    const anexado = await app.inject({ method: 'POST', url: `/api/atividades/${agendada.id}/anexos`, headers: { ...admin, ...corpo.headers }, payload: corpo.payload });
    expect(anexado.statusCode).toBe(201);

    const recebido = await pacote(tecnico);
    expect(recebido.items.map((item) => item.titulo)).toEqual(['Iniciada', 'Agendada', 'Sem questionário']);
    expect({ items: recebido.items, de: recebido.de, ate: recebido.ate }).toEqual(await meuDia(tecnico));
    expect(recebido.pacotes.map(({ atividade }) => atividade.id)).toEqual([iniciada.id, agendada.id, semQuestionario.id]);
    for (const { atividade, questionario: versao, comentarios, anexos } of recebido.pacotes) {
      expect(atividade).toEqual(await get(`/api/atividades/${atividade.id}`, tecnico));
      expect(comentarios).toEqual(await get(`/api/atividades/${atividade.id}/comentarios`, tecnico));
      expect(anexos).toEqual(await get(`/api/atividades/${atividade.id}/anexos`, tecnico));
      if (versao) expect(versao).toEqual(await get(`/api/questionarios/${questionario.id}/versoes/${versao.numero}`, tecnico));
    }
    // The started one keeps the version it froze; the one still agendada gets the latest, which iniciar will freeze.
    expect(recebido.pacotes.map((item) => item.questionario?.numero ?? null)).toEqual([1, 2, null]);
    expect(recebido.pacotes[1]!.comentarios.items.map((item) => item.texto)).toEqual(['Portaria pede documento', 'Levar a escada']);
    expect(recebido.pacotes[1]!.anexos.items.map((item) => item.nome)).toEqual(['planta.png']);

    expect((await pacote(empresa.headers.outroTecnico)).pacotes.map(({ atividade }) => atividade.titulo)).toEqual(['Do colega']);
    expect((await pacote(outra.headers.tecnico)).pacotes.map(({ atividade }) => atividade.titulo)).toEqual(['De outra empresa']);
    expect(await pacote(empresa.headers.gestor)).toMatchObject({ items: [], pacotes: [] });
  });

  it('reads an agenda of many activities in as many queries as one of a single activity, answering each as its own endpoints', async () => {
    const queries: string[] = [];
    const contada = await buildTestApp({ clock, queries });
    const empresa = await novaEmpresa(app, 'Sexta Empresa');
    const { admin, tecnico, gestor } = empresa.headers;
    const questionario = await questionarioPublicado(app, admin, definicao([secao('s1', [simNao('extintor')])]));
    const comentar = async (id: string, texto: string) =>
      expect((await app.inject({ method: 'POST', url: `/api/atividades/${id}/comentarios`, headers: gestor, payload: { texto } })).statusCode).toBe(201);
    const anexar = async (id: string) => {
      const corpo = multipart('arquivo', 'planta.png', 'image/png', PNG);
      expect((await app.inject({ method: 'POST', url: `/api/atividades/${id}/anexos`, headers: { ...admin, ...corpo.headers }, payload: corpo.payload })).statusCode).toBe(201);
    };
    const consultas = async () => {
      queries.length = 0;
      const answer = await contada.inject({ method: 'GET', url: '/api/atividades/meu-dia/pacote', headers: tecnico });
      expect(answer.statusCode).toBe(200);
      return { consultas: queries.length, recebido: answer.json() as PacoteDoDia };
    };

    // The first call of a session also reads the session, which later calls find in memory.
    await consultas();
    const primeira = await criada(app, empresa, { titulo: 'Primeira', questionario_id: questionario.id, agendada_para: '2026-03-03T12:00:00Z' });
    await comentar(primeira.id, 'Levar a escada');
    await anexar(primeira.id);
    const umaSo = await consultas();
    expect(umaSo.recebido.pacotes).toHaveLength(1);

    // More of every kind: started (a frozen version), one page and more of comments, attachments, none of either, no questionnaire.
    const iniciada = await transicionada(app, tecnico, await criada(app, empresa, { titulo: 'Iniciada', questionario_id: questionario.id, agendada_para: '2026-03-02T13:00:00Z' }), 'iniciar');
    const conversada = await criada(app, empresa, { titulo: 'Conversada', questionario_id: questionario.id, agendada_para: '2026-03-04T12:00:00Z' });
    for (let numero = 1; numero <= 21; numero++) await comentar(conversada.id, `Recado ${numero}`);
    await anexar(conversada.id);
    await anexar(iniciada.id);
    for (const dia of ['05', '06', '07']) await criada(app, empresa, { titulo: `Dia ${dia}`, questionario_id: null, agendada_para: `2026-03-${dia}T12:00:00Z` });
    const varias = await consultas();

    expect(varias.recebido.pacotes).toHaveLength(6);
    expect(varias.consultas).toBe(umaSo.consultas);
    for (const { atividade, questionario: versao, comentarios, anexos } of varias.recebido.pacotes) {
      expect(atividade).toEqual(await get(`/api/atividades/${atividade.id}`, tecnico));
      expect(comentarios).toEqual(await get(`/api/atividades/${atividade.id}/comentarios`, tecnico));
      expect(anexos).toEqual(await get(`/api/atividades/${atividade.id}/anexos`, tecnico));
      expect(versao).toEqual(atividade.questionario_id ? await get(`/api/questionarios/${questionario.id}/versoes/${versao?.numero}`, tecnico) : null);
    }
    const daConversada = varias.recebido.pacotes.find(({ atividade }) => atividade.id === conversada.id)!;
    expect(daConversada.comentarios.items).toHaveLength(20);
    expect(daConversada.comentarios.next_cursor).not.toBeNull();
  });

  it("carries the corrective actions the person still has to fix, soonest prazo first, each as its own endpoint answers it, with no activity on the agenda too", async () => {
    const empresa = await novaEmpresa(app, 'Sétima Empresa');
    const { gestor, tecnico } = empresa.headers;
    const acao = async (titulo: string, campos: Record<string, unknown> = {}) => {
      const answer = await app.inject({
        method: 'POST',
        url: '/api/acoes',
        headers: gestor,
        payload: { titulo, prioridade: 'normal', responsavel_id: empresa.ids.tecnico, site_id: empresa.site.id, ...campos },
      });
      expect(answer.statusCode).toBe(201);
      return answer.json() as AcaoCorretiva;
    };
    const transicao = async (feita: AcaoCorretiva, evento: string, extra: Record<string, unknown> = {}) => {
      const answer = await app.inject({ method: 'POST', url: `/api/acoes/${feita.id}/transicoes`, headers: tecnico, payload: { evento, versao: feita.versao, ...extra } });
      expect(answer.statusCode).toBe(200);
      return answer.json() as AcaoCorretiva;
    };
    const semPrazo = await acao('Sem prazo', { prazo: null });
    const depois = await acao('Prazo depois', { prazo: '2026-03-20T12:00:00Z' });
    const antes = await transicao(await acao('Prazo antes', { prazo: '2026-03-05T12:00:00Z' }), 'iniciar');
    await transicao(await transicao(await acao('Já resolvida', { prazo: '2026-03-04T12:00:00Z' }), 'iniciar'), 'resolver', { comentario: 'Feito' });
    await acao('De outra pessoa', { responsavel_id: empresa.ids.outroTecnico, prazo: '2026-03-04T12:00:00Z' });

    const { pacotes, minhas_acoes } = await pacote(tecnico);
    expect(pacotes).toEqual([]);
    expect(minhas_acoes.map(({ titulo, status }) => [titulo, status])).toEqual([
      ['Prazo antes', 'em_andamento'],
      ['Prazo depois', 'aberta'],
      ['Sem prazo', 'aberta'],
    ]);
    for (const feita of [antes, depois, semPrazo]) {
      expect(minhas_acoes.find(({ id }) => id === feita.id)).toEqual(await get(`/api/acoes/${feita.id}`, tecnico));
    }
    expect((await pacote(empresa.headers.outroTecnico)).minhas_acoes.map(({ titulo }) => titulo)).toEqual(['De outra pessoa']);
  });

  it('refuses a visitor without a session', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/atividades/meu-dia/pacote' })).statusCode).toBe(401);
  });
});
