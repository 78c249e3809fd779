import { getShortestPaths, getSimplePaths } from '@xstate/graph';
import type { FastifyInstance } from 'fastify';
import type { Atividade, HistoricoLista } from '#contract/atividade';
import { REGISTRO_ALTERADO } from '#contract/registro';
import { atividadeMachine, transicao as transicaoDaMaquina, type AtividadeContexto, type AtividadeEvent } from '#machines/atividadeMachine';
import { EVENTOS_ATIVIDADE, type EventoAtividade, type StatusAtividade } from '#contract/atividadeStatus';
import { criada, ler, novaEmpresa, questionarioPublicado, transicao, transicionada, type Empresa } from '../support/api/atividades';
import { buildTestApp } from '../support/api/buildTestApp';
import { comTextos } from '../support/api/respostasDeErro';
import { definicao, pergunta, secao } from '../support/questionarios';

const MOTIVO = 'Cliente pediu';
const events: AtividadeEvent[] = EVENTOS_ATIVIDADE.map((evento) => ({ type: `atividade.${evento}`, motivo: MOTIVO }));

type Quem = 'gestor' | 'tecnico';

/** The machine's context for a member of `empresa` acting on an activity whose responsável is its técnico. */
function contexto(empresa: Pick<Empresa, 'ids'>, quem: Quem): AtividadeContexto {
  return {
    ator: { usuarioId: empresa.ids[quem], papel: quem },
    responsavelId: empresa.ids.tecnico,
    definicao: null,
    respostas: {},
    comentarios: {},
  };
}

// The paths depend only on who acts, not on the ids: drawn once, walked against a real company.
const ficticia = { ids: { admin: 'u-a', gestor: 'u-g', tecnico: 'u-t', outroTecnico: 'u-o', leitor: 'u-l' } };

/**
 * The graph's shortest and simple paths, plus each transition the machine has taken after the
 * shortest path to its source status, so that every edge (reabrir included) is walked.
 */
function caminhos(quem: Quem): [string, { eventos: EventoAtividade[]; status: StatusAtividade }][] {
  const input = contexto(ficticia, quem);
  const porNome = new Map<string, { eventos: EventoAtividade[]; status: StatusAtividade }>();
  const incluir = (eventos: EventoAtividade[], status: StatusAtividade) => porNome.set(eventos.join(' → ') || '(nenhum evento)', { eventos, status });
  const eventosDo = (path: { steps: { event: { type: string } }[] }) =>
    path.steps.slice(1).map((step) => step.event.type.replace('atividade.', '') as EventoAtividade);
  const curtos = getShortestPaths(atividadeMachine, { events, input });
  for (const path of [...curtos, ...getSimplePaths(atividadeMachine, { events, input })]) {
    incluir(eventosDo(path), path.state.value as StatusAtividade);
  }
  for (const path of curtos) {
    for (const evento of EVENTOS_ATIVIDADE) {
      const resultado = transicaoDaMaquina(path.state.value as StatusAtividade, input, evento, MOTIVO);
      if (resultado.ok) incluir([...eventosDo(path), evento], resultado.status);
    }
  }
  return [...porNome.entries()];
}

let app: FastifyInstance;
let empresa: Empresa;

beforeAll(async () => {
  app = await buildTestApp();
  empresa = await novaEmpresa(app);
}, 60_000);

/**
 * Walks one path of the machine's graph against the API, as `quem`: at each status, every event
 * the machine refuses is refused by the API with the machine's reason (409) and changes
 * nothing; the path's own event is accepted and leads where the machine leads.
 */
async function percorrer(quem: Quem, eventos: EventoAtividade[]): Promise<Atividade> {
  const headers = empresa.headers[quem];
  const maquina = contexto(empresa, quem);
  const recusasConferidas = async (atividade: Atividade) => {
    for (const evento of EVENTOS_ATIVIDADE) {
      const esperado = transicaoDaMaquina(atividade.status, maquina, evento, MOTIVO);
      if (esperado.ok) continue;
      const recusa = await transicao(app, headers, atividade, evento, MOTIVO);
      expect(comTextos([atividade.status, evento, recusa.statusCode, recusa.json()])).toEqual([atividade.status, evento, 409, { code: 'transicao_recusada', message: esperado.motivo }]);
    }
  };
  let atual: Atividade = await criada(app, empresa);
  await recusasConferidas(atual);
  for (const evento of eventos) {
    const esperado = transicaoDaMaquina(atual.status, maquina, evento, MOTIVO);
    const aceita = await transicao(app, headers, atual, evento, MOTIVO);
    expect([atual.status, evento, aceita.statusCode, aceita.json().status]).toEqual([atual.status, evento, 200, esperado.ok && esperado.status]);
    // The refusals before changed nothing: this versao is still the one read.
    expect(aceita.json().versao).toBe(atual.versao + 1);
    atual = aceita.json();
    await recusasConferidas(atual);
  }
  return atual;
}

describe.each(['gestor', 'tecnico'] as const)('the lifecycle machine walked against the API, as the %s', (quem) => {
  it.each(caminhos(quem))('%s', async (_nome, { eventos, status }) => {
    const fim = await percorrer(quem, eventos);
    expect(fim.status).toBe(status);
    expect(await ler(app, empresa.headers.leitor, fim.id)).toEqual(fim);
  });
});

describe('/api/atividades/:id/transicoes', () => {
  it("refuses every event to a leitor and to another técnico, with the machine's reason", async () => {
    const emAndamento = await transicionada(app, empresa.headers.gestor, await criada(app, empresa), 'iniciar');
    for (const quem of ['leitor', 'outroTecnico'] as const) {
      const papel = quem === 'leitor' ? 'leitor' : 'tecnico';
      const maquina: AtividadeContexto = { ...contexto(empresa, 'tecnico'), ator: { usuarioId: empresa.ids[quem], papel } };
      for (const evento of EVENTOS_ATIVIDADE) {
        const esperado = transicaoDaMaquina('em_andamento', maquina, evento, MOTIVO);
        const response = await transicao(app, empresa.headers[quem], emAndamento, evento, MOTIVO);
        expect([quem, evento, esperado.ok, response.statusCode]).toEqual([quem, evento, false, 409]);
        expect(comTextos(response.json())).toEqual({ code: 'transicao_recusada', message: !esperado.ok && esperado.motivo });
      }
    }
    expect(await ler(app, empresa.headers.gestor, emAndamento.id)).toMatchObject({ status: 'em_andamento', versao: emAndamento.versao });
  });

  it('refuses a stale versao and an unknown event, asks a reason to cancel, and records each transition with its reason', async () => {
    const atividade = await criada(app, empresa);
    const { gestor } = empresa.headers;
    const iniciada = await transicionada(app, gestor, atividade, 'iniciar');
    const stale = await transicao(app, gestor, atividade, 'pausar');
    expect(comTextos([stale.statusCode, stale.json()])).toEqual([409, { code: 'versao_desatualizada', message: REGISTRO_ALTERADO }]);
    const desconhecido = await app.inject({
      method: 'POST',
      url: `/api/atividades/${atividade.id}/transicoes`,
      headers: gestor,
      payload: { evento: 'explodir', versao: iniciada.versao },
    });
    expect(desconhecido.statusCode).toBe(422);
    const semMotivo = await transicao(app, gestor, iniciada, 'cancelar', '   ');
    expect(comTextos([semMotivo.statusCode, semMotivo.json()])).toEqual([409, { code: 'transicao_recusada', message: 'Informe o motivo.' }]);
    const pausada = await transicionada(app, gestor, iniciada, 'pausar', ' Falta peça ');
    await transicionada(app, gestor, pausada, 'cancelar', 'Cliente desistiu');

    const historico = (await app.inject({ method: 'GET', url: `/api/atividades/${atividade.id}/historico`, headers: gestor })).json() as HistoricoLista;
    expect(historico.items.map(({ acao, motivo, antes, depois }) => ({ acao, motivo, antes, depois }))).toEqual([
      { acao: 'cancelar', motivo: 'Cliente desistiu', antes: { status: 'pausada' }, depois: { status: 'cancelada' } },
      { acao: 'pausar', motivo: 'Falta peça', antes: { status: 'em_andamento' }, depois: { status: 'pausada' } },
      { acao: 'iniciar', motivo: null, antes: { status: 'agendada' }, depois: { status: 'em_andamento' } },
      { acao: 'criacao', motivo: null, antes: null, depois: expect.objectContaining({ status: 'agendada' }) },
    ]);
  });

  it('keeps the questionnaire once started, and refuses edits to a concluded or cancelled activity', async () => {
    const questionario = await questionarioPublicado(app, empresa.headers.admin, definicao([secao('s1', [pergunta('obs')])]));
    const { gestor } = empresa.headers;
    const iniciada = await transicionada(app, gestor, await criada(app, empresa), 'iniciar');
    const patch = (atividade: Atividade, payload: object) =>
      app.inject({ method: 'PATCH', url: `/api/atividades/${atividade.id}`, headers: gestor, payload: { ...payload, versao: atividade.versao } });
    const troca = await patch(iniciada, { questionario_id: questionario.id });
    expect([troca.statusCode, troca.json().message]).toEqual([409, 'O questionário não pode ser trocado depois que a atividade começou.']);
    expect(comTextos((await patch(iniciada, { prioridade: 'urgente' })).json())).toMatchObject({ prioridade: 'urgente', status: 'em_andamento' });

    const concluida = await transicionada(app, gestor, await ler(app, gestor, iniciada.id), 'concluir');
    expect(comTextos((await patch(concluida, { titulo: 'Outro' })).json())).toEqual({ code: 'transicao_recusada', message: 'Esta atividade está concluída. Reabra-a para alterá-la.' });
    const cancelada = await transicionada(app, gestor, await criada(app, empresa), 'cancelar', 'Cliente desmarcou');
    const recusa = await patch(cancelada, { titulo: 'Outro' });
    expect(comTextos([recusa.statusCode, recusa.json()])).toEqual([409, { code: 'transicao_recusada', message: 'Esta atividade está cancelada e não pode ser alterada.' }]);
  });

  it("keeps the phone's location of iniciar and concluir in the histórico and on the report, and refuses one out of bounds", async () => {
    const { tecnico, gestor } = empresa.headers;
    const atividade = await criada(app, empresa);
    const enviar = (alvo: Pick<Atividade, 'id' | 'versao'>, evento: EventoAtividade, localizacao?: object) =>
      app.inject({ method: 'POST', url: `/api/atividades/${alvo.id}/transicoes`, headers: tecnico, payload: { evento, versao: alvo.versao, localizacao } });
    const foraDoMapa = await enviar(atividade, 'iniciar', { latitude: -91, longitude: -46.6559, precisao: 12 });
    expect(comTextos([foraDoMapa.statusCode, Object.keys(foraDoMapa.json().errors)])).toEqual([422, ['localizacao.latitude']]);
    expect((await enviar(atividade, 'iniciar', { latitude: -23.5614, longitude: -46.6559, precisao: 100_001 })).statusCode).toBe(422);

    const inicio = { latitude: -23.5614, longitude: -46.6559, precisao: 12 };
    const fim = { latitude: -23.5616, longitude: -46.656, precisao: 8.5 };
    const iniciada = (await enviar(atividade, 'iniciar', inicio)).json() as Atividade;
    const pausada = await transicionada(app, tecnico, iniciada, 'pausar');
    const retomada = await transicionada(app, tecnico, pausada, 'retomar');
    expect((await enviar(retomada, 'concluir', fim)).statusCode).toBe(200);

    const historico = (await app.inject({ method: 'GET', url: `/api/atividades/${atividade.id}/historico`, headers: gestor })).json() as HistoricoLista;
    expect(historico.items.map(({ acao, localizacao }) => [acao, localizacao])).toEqual([
      ['concluir', fim],
      ['retomar', undefined],
      ['pausar', undefined],
      ['iniciar', inicio],
      ['criacao', undefined],
    ]);
    const relatorio = await app.inject({ method: 'GET', url: `/api/atividades/${atividade.id}/relatorio`, headers: gestor });
    expect(relatorio.json().atividade).toMatchObject({ iniciada_local: inicio, concluida_local: fim });
  });

  it("answers 404 for another company's activity", async () => {
    const estranha = await novaEmpresa(app, 'Outra Empresa');
    const alheia = await criada(app, estranha);
    const pedidos = [
      { method: 'POST', url: `/api/atividades/${alheia.id}/transicoes`, payload: { evento: 'iniciar', versao: 1 } },
      { method: 'PUT', url: `/api/atividades/${alheia.id}/respostas`, payload: { respostas: {}, versao: 1 } },
    ] as const;
    for (const pedido of pedidos) {
      const response = await app.inject({ ...pedido, headers: empresa.headers.admin });
      expect(comTextos([pedido.method, response.statusCode, response.json()])).toEqual([pedido.method, 404, { code: 'nao_encontrado', message: 'Atividade não encontrada.' }]);
    }
    expect((await ler(app, estranha.headers.admin, alheia.id)).status).toBe('agendada');
  });
});
