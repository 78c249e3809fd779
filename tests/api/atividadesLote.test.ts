import type { FastifyInstance } from 'fastify';
import type { HistoricoLista } from '#contract/atividade';
import { LOTE_MAX, type AtividadeLoteBody, type AtividadeLoteResposta } from '#contract/atividadeLote';
import { criada, ler, novaEmpresa, transicionada, type Empresa, type Headers } from '../support/api/atividades';
import { buildTestApp } from '../support/api/buildTestApp';
import { comTextos } from '../support/api/respostasDeErro';

let app: FastifyInstance;
let empresa: Empresa;

beforeAll(async () => {
  app = await buildTestApp();
  empresa = await novaEmpresa(app);
}, 60_000);

function lote(payload: Partial<AtividadeLoteBody>, headers: Headers = empresa.headers.gestor) {
  return app.inject({ method: 'POST', url: '/api/atividades/lote', headers, payload });
}

async function loteFeito(payload: Partial<AtividadeLoteBody>, headers?: Headers): Promise<AtividadeLoteResposta> {
  const response = await lote(payload, headers);
  expect([response.statusCode, response.json()]).toEqual([200, expect.anything()]);
  return response.json();
}

async function historico(id: string): Promise<HistoricoLista['items']> {
  const response = await app.inject({ method: 'GET', url: `/api/atividades/${id}/historico`, headers: empresa.headers.leitor });
  return (response.json() as HistoricoLista).items;
}

describe('POST /api/atividades/lote', () => {
  it('reassigns each open activity, says which already had that person and refuses concluded and cancelled ones with their reason', async () => {
    const aberta = await criada(app, empresa);
    const jaDele = await criada(app, empresa, { responsavel_id: empresa.ids.outroTecnico });
    const concluida = await transicionada(app, empresa.headers.gestor, await transicionada(app, empresa.headers.gestor, await criada(app, empresa), 'iniciar'), 'concluir');
    const cancelada = await transicionada(app, empresa.headers.gestor, await criada(app, empresa), 'cancelar', 'Cliente desistiu');

    const resposta = await loteFeito({ acao: 'reatribuir', ids: [aberta.id, jaDele.id, concluida.id, cancelada.id], responsavel_id: empresa.ids.outroTecnico });

    expect(resposta).toEqual({
      itens: [
        { id: aberta.id, resultado: 'alterada', motivo: null, status: 'agendada', versao: aberta.versao + 1 },
        { id: jaDele.id, resultado: 'sem_mudanca', motivo: null, status: 'agendada', versao: jaDele.versao },
        { id: concluida.id, resultado: 'recusada', motivo: 'Esta atividade está concluída. Reabra-a para alterá-la.' },
        { id: cancelada.id, resultado: 'recusada', motivo: 'Esta atividade está cancelada e não pode ser alterada.' },
      ],
      alteradas: 1,
      recusadas: 2,
    });
    expect((await ler(app, empresa.headers.leitor, aberta.id)).responsavel).toEqual({ id: empresa.ids.outroTecnico, nome: 'Paulo Reis' });
    expect(await ler(app, empresa.headers.leitor, concluida.id)).toEqual(concluida);
    const [ultima] = await historico(aberta.id);
    expect(ultima).toMatchObject({
      acao: 'edicao',
      por: { id: empresa.ids.gestor },
      campos: ['responsavel_id'],
      antes: { responsavel_id: empresa.ids.tecnico },
      depois: { responsavel_id: empresa.ids.outroTecnico },
    });
    expect(await historico(jaDele.id)).toHaveLength(1);
  });

  it('reschedules keeping each prazo at the same distance, and leaves an activity without prazo without one', async () => {
    const comPrazo = await criada(app, empresa, { agendada_para: '2026-03-10T12:00:00.000Z', prazo: '2026-03-12T15:30:00.000Z' });
    const semPrazo = await criada(app, empresa, { agendada_para: '2026-03-11T09:00:00.000Z' });
    const emAndamento = await transicionada(app, empresa.headers.gestor, await criada(app, empresa), 'iniciar');

    const resposta = await loteFeito({ acao: 'reagendar', ids: [comPrazo.id, semPrazo.id, emAndamento.id], agendada_para: '2026-04-01T11:00:00.000Z' });

    expect(resposta.itens.map((item) => item.resultado)).toEqual(['alterada', 'alterada', 'alterada']);
    expect(await ler(app, empresa.headers.leitor, comPrazo.id)).toMatchObject({ agendada_para: '2026-04-01T11:00:00.000Z', prazo: '2026-04-03T14:30:00.000Z' });
    expect(await ler(app, empresa.headers.leitor, semPrazo.id)).toMatchObject({ agendada_para: '2026-04-01T11:00:00.000Z', prazo: null });
    expect((await historico(comPrazo.id))[0]).toMatchObject({
      acao: 'edicao',
      campos: ['agendada_para', 'prazo'],
      antes: { agendada_para: '2026-03-10T12:00:00.000Z', prazo: '2026-03-12T15:30:00.000Z' },
      depois: { agendada_para: '2026-04-01T11:00:00.000Z', prazo: '2026-04-03T14:30:00.000Z' },
    });
  });

  it('cancels through the lifecycle machine: a concluded activity is refused with its reason, the others carry the motivo in the histórico', async () => {
    const agendada = await criada(app, empresa);
    const pausada = await transicionada(app, empresa.headers.gestor, await transicionada(app, empresa.headers.gestor, await criada(app, empresa), 'iniciar'), 'pausar');
    const concluida = await transicionada(app, empresa.headers.gestor, await transicionada(app, empresa.headers.gestor, await criada(app, empresa), 'iniciar'), 'concluir');

    const contados: unknown[] = [];
    const parar = app.aoVivo.assinar(empresa.empresaId, (evento) => contados.push(evento));
    const resposta = await loteFeito({ acao: 'cancelar', ids: [agendada.id, pausada.id, concluida.id], motivo: '  Obra embargada  ' });
    parar();

    expect(resposta.itens).toEqual([
      { id: agendada.id, resultado: 'alterada', motivo: null, status: 'cancelada', versao: agendada.versao + 1 },
      { id: pausada.id, resultado: 'alterada', motivo: null, status: 'cancelada', versao: pausada.versao + 1 },
      { id: concluida.id, resultado: 'recusada', motivo: 'Não é possível cancelar uma atividade concluída.' },
    ]);
    expect([resposta.alteradas, resposta.recusadas]).toEqual([2, 1]);
    // Those changed are told live, as a single write would be.
    expect(contados).toEqual([
      { tipo: 'atividade', id: agendada.id, versao: agendada.versao + 1 },
      { tipo: 'atividade', id: pausada.id, versao: pausada.versao + 1 },
    ]);
    expect((await historico(pausada.id))[0]).toMatchObject({ acao: 'cancelar', motivo: 'Obra embargada', antes: { status: 'pausada' }, depois: { status: 'cancelada' } });
    expect((await ler(app, empresa.headers.leitor, concluida.id)).status).toBe('concluida');
  });

  it("answers another company's ids and unknown ones as not found, changing nothing there, and a repeated id once", async () => {
    const outra = await novaEmpresa(app, 'Refrigeração Sul');
    const alheia = await criada(app, outra);
    const minha = await criada(app, empresa);

    const resposta = await loteFeito({ acao: 'cancelar', ids: [alheia.id, minha.id, minha.id, 'nem-um-id', '00000000-0000-4000-8000-000000000000'], motivo: 'Duplicada' });

    expect(resposta.itens).toEqual([
      { id: alheia.id, resultado: 'recusada', motivo: 'Atividade não encontrada.' },
      { id: minha.id, resultado: 'alterada', motivo: null, status: 'cancelada', versao: minha.versao + 1 },
      { id: 'nem-um-id', resultado: 'recusada', motivo: 'Atividade não encontrada.' },
      { id: '00000000-0000-4000-8000-000000000000', resultado: 'recusada', motivo: 'Atividade não encontrada.' },
    ]);
    expect(await ler(app, outra.headers.leitor, alheia.id)).toEqual(alheia);
    expect(await historico(minha.id)).toHaveLength(2);
  });

  it('lets only admin and gestor ask, and changes nothing when the papel may not', async () => {
    const atividade = await criada(app, empresa);
    for (const papel of ['tecnico', 'leitor'] as const) {
      const response = await lote({ acao: 'reatribuir', ids: [atividade.id], responsavel_id: empresa.ids.tecnico }, empresa.headers[papel]);
      expect(comTextos([papel, response.statusCode, response.json()])).toEqual([papel, 403, { code: 'sem_permissao', message: 'Seu papel nesta empresa não permite esta ação.' }]);
    }
    const cancelar = await lote({ acao: 'cancelar', ids: [atividade.id], motivo: 'Fora do escopo' }, empresa.headers.tecnico);
    expect(cancelar.statusCode).toBe(403);
    expect(await ler(app, empresa.headers.leitor, atividade.id)).toEqual(atividade);
    const admin = await loteFeito({ acao: 'reatribuir', ids: [atividade.id], responsavel_id: empresa.ids.admin }, empresa.headers.admin);
    expect(admin.alteradas).toBe(1);
  });

  it(`refuses an empty batch, more than ${LOTE_MAX} activities and what the action lacks with a 422 in Portuguese, writing nothing`, async () => {
    const atividade = await criada(app, empresa);
    const muitos = Array.from({ length: LOTE_MAX + 1 }, () => atividade.id);
    const casos: [Partial<AtividadeLoteBody>, object][] = [
      [{ acao: 'cancelar', ids: [], motivo: 'x' }, { message: 'Escolha ao menos uma atividade.', errors: { ids: ['Escolha ao menos uma atividade.'] } }],
      [{ acao: 'cancelar', ids: muitos, motivo: 'x' }, { message: `Deve ter no máximo ${LOTE_MAX} itens.`, errors: { ids: [`Deve ter no máximo ${LOTE_MAX} itens.`] } }],
      [{ acao: 'cancelar', ids: [atividade.id], motivo: '   ' }, { message: 'Campo obrigatório.', errors: { motivo: ['Campo obrigatório.'] } }],
      [{ acao: 'reagendar', ids: [atividade.id] }, { message: 'Campo obrigatório.', errors: { agendada_para: ['Campo obrigatório.'] } }],
      [{ acao: 'reatribuir', ids: [atividade.id] }, { message: 'Campo obrigatório.', errors: { responsavel_id: ['Campo obrigatório.'] } }],
      [
        { acao: 'reatribuir', ids: [atividade.id], responsavel_id: empresa.ids.leitor },
        {
          message: 'Verifique os dados informados.',
          errors: { responsavel_id: ['Escolha um membro da empresa que execute atividades (técnico, gestor ou administrador).'] },
        },
      ],
    ];
    for (const [payload, esperado] of casos) {
      const response = await lote(payload);
      expect(comTextos([payload.acao, response.statusCode, response.json()])).toEqual([payload.acao, 422, { code: 'validacao', ...esperado }]);
    }
    expect(await ler(app, empresa.headers.leitor, atividade.id)).toEqual(atividade);
    expect(await historico(atividade.id)).toHaveLength(1);
  });

  it(`takes ${LOTE_MAX} activities in one request`, async () => {
    const atividade = await criada(app, empresa, {
      recorrencia: { frequencia: 'diaria', vezes: 100 },
    });
    const serie = atividade.serie!.map((item) => item.id);
    const outra = await criada(app, empresa, { recorrencia: { frequencia: 'diaria', vezes: 100 } });
    const ids = [...serie, ...outra.serie!.map((item) => item.id)];
    expect(ids).toHaveLength(LOTE_MAX);
    const resposta = await loteFeito({ acao: 'reatribuir', ids, responsavel_id: empresa.ids.gestor });
    expect([resposta.alteradas, resposta.recusadas]).toEqual([LOTE_MAX, 0]);
  });
});
