import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { AcaoCorretiva } from '#contract/acoes';
import type { EventoDaEmpresa } from '#contract/aoVivo';
import { mencao, type Comentario } from '#contract/atividadeComentario';
import type { Atividade } from '#contract/atividade';
import type { NotificacaoLista } from '#contract/notificacoes';
import { criada, criar, ler, novaEmpresa, transicionada, type Empresa, type Headers } from '../support/api/atividades';
import { buildTestApp, manualClock } from '../support/api/buildTestApp';

const clock = manualClock(new Date('2026-03-10T12:00:00Z'));
let app: FastifyInstance;
let empresa: Empresa;

beforeAll(async () => {
  app = await buildTestApp({ clock });
}, 60_000);

// Each test in a company of its own: every count starts at zero.
beforeEach(async () => {
  empresa = await novaEmpresa(app);
}, 60_000);

async function ok<T>(response: Promise<LightMyRequestResponse>, status = 200): Promise<T> {
  const answer = await response;
  if (answer.statusCode !== status) throw new Error(`${answer.statusCode} ${answer.body}`);
  return answer.json<T>();
}

const caixa = (headers: Headers, query = '') => ok<NotificacaoLista>(app.inject({ method: 'GET', url: `/api/notificacoes${query}`, headers }));
const marcarLida = (headers: Headers, id: string) => app.inject({ method: 'POST', url: `/api/notificacoes/${id}/lida`, headers });
const resumo = async (headers: Headers) => (await caixa(headers)).items.map(({ tipo, titulo, texto, lida }) => ({ tipo, titulo, texto, lida }));

function alterar(headers: Headers, atividade: Pick<Atividade, 'id' | 'versao'>, campos: Record<string, unknown>) {
  return ok<Atividade>(app.inject({ method: 'PATCH', url: `/api/atividades/${atividade.id}`, headers, payload: { ...campos, versao: atividade.versao } }));
}
const comentar = (headers: Headers, atividadeId: string, texto: string) =>
  ok<Comentario>(app.inject({ method: 'POST', url: `/api/atividades/${atividadeId}/comentarios`, headers, payload: { texto } }), 201);
const criarAcao = (headers: Headers, responsavelId: string) =>
  ok<AcaoCorretiva>(
    app.inject({ method: 'POST', url: '/api/acoes', headers, payload: { titulo: 'Trocar a lâmpada', prioridade: 'normal', responsavel_id: responsavelId, site_id: empresa.site.id } }),
    201,
  );
const transicionarAcao = (headers: Headers, acao: Pick<AcaoCorretiva, 'id' | 'versao'>, evento: string, extra = {}) =>
  ok<AcaoCorretiva>(app.inject({ method: 'POST', url: `/api/acoes/${acao.id}/transicoes`, headers, payload: { evento, versao: acao.versao, ...extra } }));

describe('what notifies whom', () => {
  it('tells the responsável of a new activity, with its code, title and address, and nobody else', async () => {
    const atividade = await criada(app, empresa, { responsavel_id: empresa.ids.tecnico });
    const { items, nao_lidas, next_cursor } = await caixa(empresa.headers.tecnico);
    expect({ nao_lidas, next_cursor }).toEqual({ nao_lidas: 1, next_cursor: null });
    expect(items).toEqual([
      {
        id: expect.stringMatching(/^\d+$/),
        tipo: 'atividade_atribuida',
        params: { codigo: atividade.codigo, titulo: 'Manutenção do ar-condicionado', quantas: 1 },
        titulo: 'Atividade atribuída a você',
        texto: `${atividade.codigo} · Manutenção do ar-condicionado`,
        link: `/atividades/detalhes/${atividade.id}`,
        lida: false,
        criado_em: clock().toISOString(),
      },
    ]);
    for (const papel of ['admin', 'gestor', 'outroTecnico', 'leitor'] as const) expect(await caixa(empresa.headers[papel])).toEqual({ items: [], nao_lidas: 0, next_cursor: null });
  });

  it('tells a series once, counting its activities', async () => {
    await criada(app, empresa, { recorrencia: { frequencia: 'semanal', vezes: 4 } });
    expect(await resumo(empresa.headers.tecnico)).toEqual([{ tipo: 'atividade_atribuida', titulo: '4 atividades atribuídas a você', texto: expect.any(String), lida: false }]);
  });

  it('does not tell whoever assigns an activity to themselves', async () => {
    await ok(criar(app, empresa, { responsavel_id: empresa.ids.gestor }), 201);
    expect((await caixa(empresa.headers.gestor)).nao_lidas).toBe(0);
  });

  it('tells the new responsável when an activity is reassigned, and nobody when other fields change', async () => {
    const atividade = await criada(app, empresa, { responsavel_id: empresa.ids.tecnico });
    const retitulada = await alterar(empresa.headers.gestor, atividade, { titulo: 'Troca do filtro' });
    expect((await caixa(empresa.headers.tecnico)).nao_lidas).toBe(1);
    await alterar(empresa.headers.gestor, retitulada, { responsavel_id: empresa.ids.outroTecnico });
    expect(await resumo(empresa.headers.outroTecnico)).toEqual([
      { tipo: 'atividade_atribuida', titulo: 'Atividade atribuída a você', texto: `${atividade.codigo} · Troca do filtro`, lida: false },
    ]);
    expect((await caixa(empresa.headers.tecnico)).nao_lidas).toBe(1);
  });

  it('tells the new responsável of each activity a bulk reassignment changed, and nothing of one it refused', async () => {
    const primeira = await criada(app, empresa, { responsavel_id: empresa.ids.tecnico });
    const segunda = await criada(app, empresa, { responsavel_id: empresa.ids.tecnico });
    const cancelada = await transicionada(app, empresa.headers.gestor, await criada(app, empresa), 'cancelar', 'Cliente desmarcou');
    const lote = await ok<{ alteradas: number; recusadas: number }>(
      app.inject({ method: 'POST', url: '/api/atividades/lote', headers: empresa.headers.gestor, payload: { acao: 'reatribuir', ids: [primeira.id, segunda.id, cancelada.id], responsavel_id: empresa.ids.outroTecnico } }),
    );
    expect(lote).toMatchObject({ alteradas: 2, recusadas: 1 });
    const { items } = await caixa(empresa.headers.outroTecnico);
    expect(items.map((item) => item.link).sort()).toEqual([`/atividades/detalhes/${primeira.id}`, `/atividades/detalhes/${segunda.id}`].sort());
  });

  it('tells each person a comment mentions, once, and on an edit only who it newly mentions', async () => {
    const atividade = await criada(app, empresa, { responsavel_id: empresa.ids.gestor });
    const comentario = await comentar(empresa.headers.gestor, atividade.id, `Confira, ${mencao('Rafael', empresa.ids.tecnico)} e ${mencao('Marina', empresa.ids.gestor)}`);
    expect(await resumo(empresa.headers.tecnico)).toEqual([
      { tipo: 'mencao', titulo: 'Marina Costa mencionou você num comentário', texto: `${atividade.codigo} · Manutenção do ar-condicionado`, lida: false },
    ]);
    // The author mentioned herself: no notification of her own act.
    expect((await caixa(empresa.headers.gestor)).nao_lidas).toBe(0);

    const texto = `Confira, ${mencao('Rafael', empresa.ids.tecnico)} e ${mencao('Paulo', empresa.ids.outroTecnico)}`;
    await ok<Comentario>(app.inject({ method: 'PATCH', url: `/api/atividades/${atividade.id}/comentarios/${comentario.id}`, headers: empresa.headers.gestor, payload: { texto } }));
    expect((await caixa(empresa.headers.tecnico)).nao_lidas).toBe(1);
    expect(await resumo(empresa.headers.outroTecnico)).toEqual([expect.objectContaining({ tipo: 'mencao' })]);
  });

  it('tells the responsável of a corrective action and its new one, and the admins and gestores when it is resolved', async () => {
    const acao = await criarAcao(empresa.headers.gestor, empresa.ids.tecnico);
    expect(await resumo(empresa.headers.tecnico)).toEqual([{ tipo: 'acao_atribuida', titulo: 'Ação corretiva atribuída a você', texto: `${acao.codigo} · Trocar a lâmpada`, lida: false }]);
    expect((await caixa(empresa.headers.tecnico)).items[0]!.link).toBe(`/acoes/${acao.id}`);

    const reatribuida = await ok<AcaoCorretiva>(app.inject({ method: 'PATCH', url: `/api/acoes/${acao.id}`, headers: empresa.headers.gestor, payload: { responsavel_id: empresa.ids.outroTecnico, versao: acao.versao } }));
    expect(await resumo(empresa.headers.outroTecnico)).toEqual([expect.objectContaining({ tipo: 'acao_atribuida' })]);

    const iniciada = await transicionarAcao(empresa.headers.outroTecnico, reatribuida, 'iniciar');
    expect((await caixa(empresa.headers.admin)).nao_lidas).toBe(0);
    await transicionarAcao(empresa.headers.outroTecnico, iniciada, 'resolver', { comentario: 'Lâmpada trocada' });
    for (const papel of ['admin', 'gestor'] as const) {
      expect(await resumo(empresa.headers[papel])).toEqual([
        { tipo: 'acao_resolvida', titulo: 'Paulo Reis resolveu uma ação corretiva: verifique', texto: `${acao.codigo} · Trocar a lâmpada`, lida: false },
      ]);
    }
    expect((await caixa(empresa.headers.leitor)).nao_lidas).toBe(0);
    expect((await caixa(empresa.headers.outroTecnico)).nao_lidas).toBe(1);
  });

  it('writes nothing when the change that would notify is refused', async () => {
    const atividade = await criada(app, empresa, { responsavel_id: empresa.ids.tecnico });
    const velha = await app.inject({ method: 'PATCH', url: `/api/atividades/${atividade.id}`, headers: empresa.headers.gestor, payload: { responsavel_id: empresa.ids.outroTecnico, versao: atividade.versao + 1 } });
    expect(velha.statusCode).toBe(409);
    expect((await caixa(empresa.headers.outroTecnico)).nao_lidas).toBe(0);
  });
});

describe('reading and marking', () => {
  it('pages the newest first by cursor, and counts every unread one on each page', async () => {
    for (let vez = 0; vez < 3; vez++) await criada(app, empresa, { responsavel_id: empresa.ids.tecnico, titulo: `Visita ${vez}` });
    const primeira = await caixa(empresa.headers.tecnico, '?limite=2');
    expect(primeira.items.map((item) => item.params.titulo)).toEqual(['Visita 2', 'Visita 1']);
    expect(primeira.nao_lidas).toBe(3);
    const segunda = await caixa(empresa.headers.tecnico, `?limite=2&cursor=${primeira.next_cursor}`);
    expect(segunda.items.map((item) => item.params.titulo)).toEqual(['Visita 0']);
    expect(segunda.next_cursor).toBeNull();
    expect((await app.inject({ method: 'GET', url: '/api/notificacoes?cursor=abc', headers: empresa.headers.tecnico })).statusCode).toBe(422);
  });

  it('marks one read, then all, and answers what remains unread', async () => {
    await criada(app, empresa, { responsavel_id: empresa.ids.tecnico });
    await criada(app, empresa, { responsavel_id: empresa.ids.tecnico });
    const [maisNova] = (await caixa(empresa.headers.tecnico)).items;
    expect(await ok(marcarLida(empresa.headers.tecnico, maisNova!.id))).toEqual({ nao_lidas: 1 });
    // Again: still read, nothing else changes.
    expect(await ok(marcarLida(empresa.headers.tecnico, maisNova!.id))).toEqual({ nao_lidas: 1 });
    expect((await caixa(empresa.headers.tecnico)).items.map((item) => item.lida)).toEqual([true, false]);
    expect(await ok(app.inject({ method: 'POST', url: '/api/notificacoes/lidas', headers: empresa.headers.tecnico }))).toEqual({ nao_lidas: 0 });
    expect((await caixa(empresa.headers.tecnico)).items.map((item) => item.lida)).toEqual([true, true]);
  });

  it("answers 404 for another person's notification, another company's, or an id that is none, and leaves it unread", async () => {
    await criada(app, empresa, { responsavel_id: empresa.ids.tecnico });
    const [doTecnico] = (await caixa(empresa.headers.tecnico)).items;
    const outra = await novaEmpresa(app, 'Outra Empresa');
    for (const headers of [empresa.headers.outroTecnico, empresa.headers.admin, outra.headers.admin]) {
      const resposta = await marcarLida(headers, doTecnico!.id);
      expect({ status: resposta.statusCode, code: resposta.json<{ code: string }>().code }).toEqual({ status: 404, code: 'nao_encontrado' });
    }
    expect((await marcarLida(empresa.headers.tecnico, 'abc')).statusCode).toBe(404);
    // "All" is only the person's own.
    await ok(app.inject({ method: 'POST', url: '/api/notificacoes/lidas', headers: empresa.headers.admin }));
    expect((await caixa(empresa.headers.tecnico)).nao_lidas).toBe(1);
  });

  it('tells the person live, once the change has committed, and not before', async () => {
    const eventos: EventoDaEmpresa[] = [];
    const cancelar = app.aoVivo.assinar(empresa.empresaId, (evento) => {
      if (evento.tipo === 'notificacao') eventos.push(evento);
    });
    try {
      const atividade = await criada(app, empresa, { responsavel_id: empresa.ids.tecnico });
      expect(eventos).toEqual([{ tipo: 'notificacao', usuario_id: empresa.ids.tecnico }]);
      const recusada = await app.inject({ method: 'PATCH', url: `/api/atividades/${atividade.id}`, headers: empresa.headers.gestor, payload: { responsavel_id: empresa.ids.outroTecnico, versao: 99 } });
      expect(recusada.statusCode).toBe(409);
      expect(eventos).toHaveLength(1);
      expect((await ler(app, empresa.headers.tecnico, atividade.id)).responsavel?.id).toBe(empresa.ids.tecnico);
    } finally {
      cancelar();
    }
  });
});
