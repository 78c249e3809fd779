import type { FastifyInstance } from 'fastify';
import type { AcaoLoteBody, AcaoLoteResposta } from '#contract/acaoLote';
import type { AcaoCorretiva } from '#contract/acoes';
import { LOTE_MAX } from '#contract/lote';
import type { NotificacaoLista } from '#contract/notificacoes';
import { acoes } from '#server/db/repositories/acoes';
import { ok, novaEmpresa, type Empresa, type Headers } from '../support/api/atividades';
import { buildTestApp } from '../support/api/buildTestApp';
import { comTextos } from '../support/api/respostasDeErro';

let app: FastifyInstance;
let empresa: Empresa;
/** Another company, whose actions this one's requests must not reach. */
let outra: Empresa;

beforeAll(async () => {
  app = await buildTestApp();
  [empresa, outra] = [await novaEmpresa(app), await novaEmpresa(app, 'Refrigeração Sul')];
}, 60_000);

afterEach(() => jest.restoreAllMocks());

function lote(payload: Partial<AcaoLoteBody>, headers: Headers = empresa.headers.gestor) {
  return app.inject({ method: 'POST', url: '/api/acoes/lote', headers, payload });
}
const loteFeito = (payload: Partial<AcaoLoteBody>, headers?: Headers) => ok<AcaoLoteResposta>(lote(payload, headers), 200);

const criada = (de: Empresa, responsavelId: string = de.ids.tecnico) =>
  ok<AcaoCorretiva>(
    app.inject({ method: 'POST', url: '/api/acoes', headers: de.headers.gestor, payload: { titulo: 'Trocar a lâmpada', prioridade: 'normal', responsavel_id: responsavelId, site_id: de.site.id } }),
    201,
  );
const ler = (headers: Headers, id: string) => ok<AcaoCorretiva>(app.inject({ method: 'GET', url: `/api/acoes/${id}`, headers }), 200);
const historico = async (id: string) =>
  (await ok<{ items: { acao: string; antes: unknown; depois: unknown }[] }>(app.inject({ method: 'GET', url: `/api/acoes/${id}/historico`, headers: empresa.headers.leitor }), 200)).items;
const avisos = async (headers: Headers) =>
  (await ok<NotificacaoLista>(app.inject({ method: 'GET', url: '/api/notificacoes', headers }), 200)).items.filter((item) => item.tipo === 'acao_atribuida').map((item) => item.link);

describe('POST /api/acoes/lote', () => {
  it('reassigns each open action with its histórico and versao, tells the new responsável of each, says which already had that person and refuses closed ones', async () => {
    const [uma, outra] = [await criada(empresa), await criada(empresa)];
    const jaDele = await criada(empresa, empresa.ids.outroTecnico);
    const cancelada = await ok<AcaoCorretiva>(
      app.inject({ method: 'POST', url: `/api/acoes/${(await criada(empresa)).id}/transicoes`, headers: empresa.headers.gestor, payload: { evento: 'cancelar', motivo: 'Duplicada', versao: 1 } }),
      200,
    );
    const antes = await avisos(empresa.headers.outroTecnico);

    const resposta = await loteFeito({ acao: 'reatribuir', ids: [uma.id, outra.id, jaDele.id, cancelada.id], responsavel_id: empresa.ids.outroTecnico });

    expect(comTextos(resposta)).toEqual({
      itens: [
        { id: uma.id, resultado: 'alterada', motivo: null, status: 'aberta', versao: uma.versao + 1 },
        { id: outra.id, resultado: 'alterada', motivo: null, status: 'aberta', versao: outra.versao + 1 },
        { id: jaDele.id, resultado: 'sem_mudanca', motivo: null, status: 'aberta', versao: jaDele.versao },
        { id: cancelada.id, resultado: 'recusada', motivo: 'Esta ação já foi verificada ou cancelada e não pode ser alterada.' },
      ],
      alteradas: 2,
      recusadas: 1,
    });
    expect(await ler(empresa.headers.leitor, uma.id)).toMatchObject({ responsavel: { id: empresa.ids.outroTecnico }, versao: uma.versao + 1 });
    expect((await historico(uma.id))[0]).toMatchObject({ acao: 'edicao', antes: { responsavel_id: empresa.ids.tecnico }, depois: { responsavel_id: empresa.ids.outroTecnico } });
    expect(await historico(jaDele.id)).toHaveLength(1);
    // One notification for each action that changed hands, as PATCH /api/acoes/:id sends.
    const depois = await avisos(empresa.headers.outroTecnico);
    expect([depois.length - antes.length, depois.slice(0, 2).sort()]).toEqual([2, [`/acoes/${uma.id}`, `/acoes/${outra.id}`].sort()]);
  });

  it('refuses an action changed by someone else after the request read it, writing nothing to it, and changes the others', async () => {
    const [velha, nova] = [await criada(empresa), await criada(empresa)];
    const find = acoes.find.bind(acoes);
    // The version read for the first action is one behind the stored one: a write raced the request.
    jest.spyOn(acoes, 'find').mockImplementationOnce(async (...args) => {
      const row = await find(...args);
      return row && { ...row, versao: row.versao - 1 };
    });

    const resposta = await loteFeito({ acao: 'reatribuir', ids: [velha.id, nova.id], responsavel_id: empresa.ids.gestor });

    expect(comTextos(resposta.itens)).toEqual([
      { id: velha.id, resultado: 'recusada', motivo: 'Este registro foi alterado por outra pessoa depois que você o abriu. Recarregue para ver a versão atual.' },
      { id: nova.id, resultado: 'alterada', motivo: null, status: 'aberta', versao: nova.versao + 1 },
    ]);
    expect(await ler(empresa.headers.leitor, velha.id)).toEqual(velha);
  });

  it("answers another company's ids and unknown ones as not found, changing nothing there, and a repeated id once", async () => {
    const alheia = await criada(outra);
    const minha = await criada(empresa);

    const resposta = await loteFeito({ acao: 'reatribuir', ids: [alheia.id, minha.id, minha.id, 'nem-um-id'], responsavel_id: empresa.ids.gestor });

    expect(comTextos(resposta.itens)).toEqual([
      { id: alheia.id, resultado: 'recusada', motivo: 'Ação corretiva não encontrada.' },
      { id: minha.id, resultado: 'alterada', motivo: null, status: 'aberta', versao: minha.versao + 1 },
      { id: 'nem-um-id', resultado: 'recusada', motivo: 'Ação corretiva não encontrada.' },
    ]);
    expect(await ler(outra.headers.leitor, alheia.id)).toEqual(alheia);
  });

  it('lets only admin and gestor ask, and changes nothing when the papel may not', async () => {
    const acao = await criada(empresa);
    for (const papel of ['tecnico', 'leitor'] as const) {
      const response = await lote({ acao: 'reatribuir', ids: [acao.id], responsavel_id: empresa.ids.outroTecnico }, empresa.headers[papel]);
      expect(comTextos([papel, response.statusCode, response.json()])).toEqual([papel, 403, { code: 'sem_permissao', message: 'Seu papel nesta empresa não permite esta ação.' }]);
    }
    expect(await ler(empresa.headers.leitor, acao.id)).toEqual(acao);
    expect((await loteFeito({ acao: 'reatribuir', ids: [acao.id], responsavel_id: empresa.ids.admin }, empresa.headers.admin)).alteradas).toBe(1);
  });

  it(`refuses an empty batch, more than ${LOTE_MAX} actions and a missing or unfit responsável with a 422 in Portuguese, writing nothing`, async () => {
    const acao = await criada(empresa);
    const casos: [Partial<AcaoLoteBody>, object][] = [
      [{ acao: 'reatribuir', ids: [], responsavel_id: empresa.ids.gestor }, { message: 'Escolha ao menos uma ação.', errors: { ids: ['Escolha ao menos uma ação.'] } }],
      [
        { acao: 'reatribuir', ids: Array.from({ length: LOTE_MAX + 1 }, () => acao.id), responsavel_id: empresa.ids.gestor },
        { message: `Deve ter no máximo ${LOTE_MAX} itens.`, errors: { ids: [`Deve ter no máximo ${LOTE_MAX} itens.`] } },
      ],
      [{ acao: 'reatribuir', ids: [acao.id] }, { message: 'Campo obrigatório.', errors: { responsavel_id: ['Campo obrigatório.'] } }],
      [
        { acao: 'reatribuir', ids: [acao.id], responsavel_id: empresa.ids.leitor },
        { message: 'Verifique os dados informados.', errors: { responsavel_id: ['Escolha um membro da empresa que execute atividades (técnico, gestor ou administrador).'] } },
      ],
    ];
    for (const [payload, esperado] of casos) {
      const response = await lote(payload);
      expect(comTextos([response.statusCode, response.json()])).toEqual([422, { code: 'validacao', ...esperado }]);
    }
    expect(await ler(empresa.headers.leitor, acao.id)).toEqual(acao);
  });
});
