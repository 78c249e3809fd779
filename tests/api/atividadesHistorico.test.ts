import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { HistoricoLista } from '#contract/atividade';
import { criada, criar, ler, novaEmpresa, questionarioPublicado, transicao, transicionada, type Headers } from '../support/api/atividades';
import { buildTestApp, manualClock, peloDono } from '../support/api/buildTestApp';
import { definicao, pergunta, secao } from '../support/questionarios';

async function historico(app: FastifyInstance, headers: Headers, id: string, query = ''): Promise<HistoricoLista> {
  const response = await app.inject({ method: 'GET', url: `/api/atividades/${id}/historico${query}`, headers });
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** Runs SQL as the tables' owner, under the API: to make a write fail where the API cannot be made to. */
async function comoDono(statement: string): Promise<void> {
  await peloDono((db) => sql.raw(statement).execute(db));
}

// Opening and migrating the file's database is slow on a busy machine: done once, outside the tests' own time.
beforeAll(() => buildTestApp(), 60_000);

describe('/api/atividades/:id/historico', () => {
  it('records the creation and each edit: who, when, and the changed fields before and after, the latest first', async () => {
    const clock = manualClock();
    const app = await buildTestApp({ clock });
    const empresa = await novaEmpresa(app);
    const atividade = await criada(app, empresa, { agendada_para: '2026-03-10T12:00:00Z' });
    clock.advance(60_000);
    const patch = (payload: object) =>
      app.inject({ method: 'PATCH', url: `/api/atividades/${atividade.id}`, headers: empresa.headers.admin, payload });
    await patch({ titulo: 'Troca de filtros', prioridade: 'urgente', versao: 1 });
    clock.advance(60_000);
    await patch({ titulo: 'Troca de filtros', descricao: 'Levar escada.', versao: 2 });
    // Nothing changed: nothing to record.
    await patch({ titulo: 'Troca de filtros', versao: 3 });

    const { items, next_cursor } = await historico(app, empresa.headers.leitor, atividade.id);
    expect(next_cursor).toBeNull();
    expect(items).toEqual([
      {
        id: expect.any(Number),
        em: '2026-03-02T12:02:00.000Z',
        por: { id: empresa.ids.admin, nome: 'Ana Souza' },
        acao: 'edicao',
        motivo: null,
        campos: ['descricao'],
        antes: { descricao: null },
        depois: { descricao: 'Levar escada.' },
      },
      {
        id: expect.any(Number),
        em: '2026-03-02T12:01:00.000Z',
        por: { id: empresa.ids.admin, nome: 'Ana Souza' },
        acao: 'edicao',
        motivo: null,
        campos: ['prioridade', 'titulo'],
        antes: { titulo: 'Manutenção do ar-condicionado', prioridade: 'normal' },
        depois: { titulo: 'Troca de filtros', prioridade: 'urgente' },
      },
      {
        id: expect.any(Number),
        em: '2026-03-02T12:00:00.000Z',
        por: { id: empresa.ids.gestor, nome: 'Marina Costa' },
        acao: 'criacao',
        motivo: null,
        campos: [
          'agendada_para',
          'descricao',
          'prazo',
          'prioridade',
          'questionario_id',
          'responsavel_id',
          'site_id',
          'status',
          'tipo_servico_id',
          'titulo',
        ],
        antes: null,
        depois: {
          status: 'agendada',
          titulo: 'Manutenção do ar-condicionado',
          tipo_servico_id: empresa.tipo.id,
          site_id: empresa.site.id,
          responsavel_id: empresa.ids.tecnico,
          prioridade: 'normal',
          agendada_para: '2026-03-10T12:00:00.000Z',
          prazo: null,
          descricao: null,
          questionario_id: null,
        },
      },
    ]);

    const primeira = await historico(app, empresa.headers.leitor, atividade.id, '?limite=2');
    expect(primeira.items.map((item) => item.em)).toEqual(['2026-03-02T12:02:00.000Z', '2026-03-02T12:01:00.000Z']);
    const segunda = await historico(app, empresa.headers.leitor, atividade.id, `?limite=2&cursor=${primeira.next_cursor}`);
    expect([segunda.items.map((item) => item.acao), segunda.next_cursor]).toEqual([['criacao'], null]);
  });

  it('is written in the same transaction as the change: when either write fails, neither is kept', async () => {
    const app = await buildTestApp();
    const empresa = await novaEmpresa(app);
    const atividade = await criada(app, empresa);
    await comoDono(`create function prumo_teste_falhar() returns trigger language plpgsql as $$
      begin raise exception 'falha simulada'; end $$`);
    // The histórico's insert fails: the activity's update before it is undone.
    await comoDono(`create trigger prumo_teste_historico before insert on atividade_historico for each row
      when (new.depois ->> 'titulo' = 'Falha no histórico') execute function prumo_teste_falhar()`);
    // The activity's update fails at commit, after the histórico was written: the entry is undone.
    await comoDono(`create constraint trigger prumo_teste_atividade after insert or update on atividade
      deferrable initially deferred for each row when (new.titulo = 'Falha no fim') execute function prumo_teste_falhar()`);
    try {
      const patch = (titulo: string) =>
        app.inject({ method: 'PATCH', url: `/api/atividades/${atividade.id}`, headers: empresa.headers.admin, payload: { titulo, versao: 1 } });
      for (const titulo of ['Falha no histórico', 'Falha no fim']) {
        const response = await patch(titulo);
        expect([titulo, response.statusCode]).toEqual([titulo, 500]);
        expect(await ler(app, empresa.headers.admin, atividade.id)).toMatchObject({ titulo: 'Manutenção do ar-condicionado', versao: 1 });
        expect((await historico(app, empresa.headers.admin, atividade.id)).items.map((item) => item.acao)).toEqual(['criacao']);
      }
      // A creation that fails leaves no activity, and gives its número back to the next one.
      expect((await criar(app, empresa, { titulo: 'Falha no fim' })).statusCode).toBe(500);
      expect((await criada(app, empresa)).numero).toBe(2);
    } finally {
      await comoDono('drop trigger prumo_teste_historico on atividade_historico');
      await comoDono('drop trigger prumo_teste_atividade on atividade');
      await comoDono('drop function prumo_teste_falhar()');
    }
  });

  it('is written in the same transaction as a transition or saved answers: when either write fails, the activity and its answers stay as they were', async () => {
    const app = await buildTestApp();
    const empresa = await novaEmpresa(app);
    const { tecnico } = empresa.headers;
    const questionario = await questionarioPublicado(app, empresa.headers.admin, definicao([secao('s1', [pergunta('obs')])]));
    const iniciada = await transicionada(app, tecnico, await criada(app, empresa, { questionario_id: questionario.id }), 'iniciar');
    const respondida = await app.inject({
      method: 'PUT',
      url: `/api/atividades/${iniciada.id}/respostas`,
      headers: tecnico,
      payload: { respostas: { obs: 'Filtro trocado' }, versao: iniciada.versao },
    });
    expect(respondida.statusCode).toBe(200);
    const antes = await ler(app, tecnico, iniciada.id);
    expect(antes).toMatchObject({ status: 'em_andamento', respostas: { obs: 'Filtro trocado' } });

    await comoDono(`create function prumo_teste_falhar_execucao() returns trigger language plpgsql as $$
      begin raise exception 'falha simulada'; end $$`);
    // The histórico's insert fails: the pause's or the answer's update before it is undone.
    await comoDono(`create trigger prumo_teste_historico_execucao before insert on atividade_historico for each row
      when (new.acao = 'pausar' or new.depois -> 'respostas' ->> 'obs' = 'Falha no histórico') execute function prumo_teste_falhar_execucao()`);
    // The activity's update fails at commit, after the histórico was written: the entry is undone.
    await comoDono(`create constraint trigger prumo_teste_atividade_execucao after update on atividade
      deferrable initially deferred for each row when (new.status = 'cancelada' or new.respostas ->> 'obs' = 'Falha no fim')
      execute function prumo_teste_falhar_execucao()`);
    try {
      const tentativas: Array<[string, () => ReturnType<typeof transicao>]> = [
        ['pausar', () => transicao(app, tecnico, antes, 'pausar')],
        ['cancelar', () => transicao(app, empresa.headers.gestor, antes, 'cancelar', 'Cliente desistiu')],
        ...['Falha no histórico', 'Falha no fim'].map((obs): [string, () => ReturnType<typeof transicao>] => [
          obs,
          () => app.inject({ method: 'PUT', url: `/api/atividades/${antes.id}/respostas`, headers: tecnico, payload: { respostas: { obs }, versao: antes.versao } }),
        ]),
      ];
      for (const [nome, tentar] of tentativas) {
        expect([nome, (await tentar()).statusCode]).toEqual([nome, 500]);
        expect(await ler(app, tecnico, antes.id)).toMatchObject({ status: 'em_andamento', versao: antes.versao, respostas: { obs: 'Filtro trocado' } });
        expect((await historico(app, tecnico, antes.id)).items.map((item) => item.acao)).toEqual(['respostas', 'iniciar', 'criacao']);
      }
    } finally {
      await comoDono('drop trigger prumo_teste_historico_execucao on atividade_historico');
      await comoDono('drop trigger prumo_teste_atividade_execucao on atividade');
      await comoDono('drop function prumo_teste_falhar_execucao()');
    }
  });
});
