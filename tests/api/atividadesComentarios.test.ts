import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { HistoricoLista } from '#contract/atividade';
import type { EventoDaEmpresa } from '#contract/aoVivo';
import { mencao, type Comentario, type ComentarioLista } from '#contract/atividadeComentario';
import { criada, ler, novaEmpresa, type Empresa, type Headers } from '../support/api/atividades';
import { buildTestApp, peloDono } from '../support/api/buildTestApp';
import { comTextos } from '../support/api/respostasDeErro';

let app: FastifyInstance;
let empresa: Empresa;
let outra: Empresa;

beforeAll(async () => {
  app = await buildTestApp();
  empresa = await novaEmpresa(app);
  outra = await novaEmpresa(app, 'Manutenção Aurora');
}, 60_000);

const url = (atividadeId: string, resto = '') => `/api/atividades/${atividadeId}/comentarios${resto}`;
const comentar = (headers: Headers, atividadeId: string, texto: string) => app.inject({ method: 'POST', url: url(atividadeId), headers, payload: { texto } });
const listar = async (headers: Headers, atividadeId: string, query = ''): Promise<ComentarioLista> => {
  const response = await app.inject({ method: 'GET', url: url(atividadeId, query), headers });
  expect(response.statusCode).toBe(200);
  return response.json();
};
const historico = async (atividadeId: string): Promise<HistoricoLista> =>
  (await app.inject({ method: 'GET', url: `/api/atividades/${atividadeId}/historico`, headers: empresa.headers.admin })).json();

describe('/api/atividades/:id/comentarios', () => {
  it('keeps a comment with its mentions and lists it, the latest first, to every member', async () => {
    const atividade = await criada(app, empresa);
    const texto = `Levar a escada, ${mencao('Rafael Lima', empresa.ids.tecnico)}. Avise ${mencao('Marina', empresa.ids.gestor)}!`;
    const resposta = await comentar(empresa.headers.tecnico, atividade.id, `  ${texto}\n`);
    expect(resposta.statusCode).toBe(201);
    const comentario = resposta.json<Comentario>();
    expect(comentario).toEqual({
      id: expect.stringMatching(/^\d+$/),
      texto,
      autor: { id: empresa.ids.tecnico, nome: 'Rafael Lima' },
      // The current names, whatever name the text was written with.
      mencoes: [
        { id: empresa.ids.tecnico, nome: 'Rafael Lima' },
        { id: empresa.ids.gestor, nome: 'Marina Costa' },
      ],
      criado_em: expect.any(String),
      editado_em: null,
    });
    await comentar(empresa.headers.admin, atividade.id, 'Feito.');
    const lista = await listar(empresa.headers.leitor, atividade.id);
    expect([lista.items.map((item) => item.texto), lista.next_cursor]).toEqual([['Feito.', texto], null]);
    // A comment leaves the activity's versao alone: nobody's answers go stale for it.
    expect((await ler(app, empresa.headers.admin, atividade.id)).versao).toBe(atividade.versao);
  });

  it('tells the company\'s open screens that the comments changed, once committed', async () => {
    const atividade = await criada(app, empresa);
    const eventos: EventoDaEmpresa[] = [];
    const cancelar = app.aoVivo.assinar(empresa.empresaId, (evento) => eventos.push(evento));
    try {
      const { id } = (await comentar(empresa.headers.gestor, atividade.id, 'Ao vivo')).json<Comentario>();
      await comentar(empresa.headers.gestor, atividade.id, ' ');
      await app.inject({ method: 'DELETE', url: url(atividade.id, `/${id}`), headers: empresa.headers.gestor });
      const esperado = { tipo: 'atividade', id: atividade.id, recurso: 'comentarios' };
      expect(eventos).toEqual([esperado, esperado]);
    } finally {
      cancelar();
    }
  });

  it('pages by cursor without repeating or skipping a comment while new ones arrive', async () => {
    const atividade = await criada(app, empresa);
    for (const numero of [1, 2, 3, 4, 5]) await comentar(empresa.headers.gestor, atividade.id, `Nota ${numero}`);
    const primeira = await listar(empresa.headers.gestor, atividade.id, '?limite=2');
    expect(primeira.items.map((item) => item.texto)).toEqual(['Nota 5', 'Nota 4']);
    await comentar(empresa.headers.gestor, atividade.id, 'Nota 6');
    const segunda = await listar(empresa.headers.gestor, atividade.id, `?limite=2&cursor=${primeira.next_cursor}`);
    const terceira = await listar(empresa.headers.gestor, atividade.id, `?limite=2&cursor=${segunda.next_cursor}`);
    expect([segunda.items.map((item) => item.texto), terceira.items.map((item) => item.texto), terceira.next_cursor]).toEqual([
      ['Nota 3', 'Nota 2'],
      ['Nota 1'],
      null,
    ]);
    const invalido = await app.inject({ method: 'GET', url: url(atividade.id, '?cursor=abc'), headers: empresa.headers.gestor });
    expect(invalido.statusCode).toBe(422);
  });

  it('lets admin, gestor and técnicos comment, a leitor only read (403)', async () => {
    const atividade = await criada(app, empresa);
    for (const papel of ['admin', 'gestor', 'tecnico', 'outroTecnico'] as const) {
      expect([papel, (await comentar(empresa.headers[papel], atividade.id, `Sou ${papel}`)).statusCode]).toEqual([papel, 201]);
    }
    const leitor = await comentar(empresa.headers.leitor, atividade.id, 'Posso?');
    expect(comTextos([leitor.statusCode, leitor.json()])).toEqual([403, { code: 'sem_permissao', message: 'Seu papel nesta empresa não permite esta ação.' }]);
    expect((await app.inject({ method: 'GET', url: url(atividade.id) })).statusCode).toBe(401);
  });

  it('refuses an empty or too long text and a mention of whoever is not a working member of the company (422)', async () => {
    const atividade = await criada(app, empresa);
    const vazio = await comentar(empresa.headers.gestor, atividade.id, '   ');
    expect(comTextos([vazio.statusCode, vazio.json().errors])).toEqual([422, { texto: ['Campo obrigatório.'] }]);
    const longo = await comentar(empresa.headers.gestor, atividade.id, 'a'.repeat(4001));
    expect(comTextos([longo.statusCode, longo.json().errors])).toEqual([422, { texto: ['Deve ter no máximo 4000 caracteres.'] }]);
    expect((await comentar(empresa.headers.gestor, atividade.id, 'a'.repeat(4000))).statusCode).toBe(201);
    const recusa = { texto: ['Só é possível mencionar pessoas da empresa que trabalham nas atividades.'] };
    for (const [quem, id] of [
      ['another company', outra.ids.admin],
      ['nobody', '00000000-0000-4000-8000-000000000000'],
      ['a leitor', empresa.ids.leitor],
    ] as const) {
      const resposta = await comentar(empresa.headers.gestor, atividade.id, `Oi ${mencao('Alguém', id)}`);
      expect(comTextos([quem, resposta.statusCode, resposta.json().errors])).toEqual([quem, 422, recusa]);
    }
    expect((await listar(empresa.headers.gestor, atividade.id)).items).toHaveLength(1);
  });

  it("answers 404 for another company's activity, whatever the papel", async () => {
    const atividade = await criada(app, empresa);
    await comentar(empresa.headers.gestor, atividade.id, 'Interno');
    const lido = await app.inject({ method: 'GET', url: url(atividade.id), headers: outra.headers.admin });
    expect(comTextos([lido.statusCode, lido.json()])).toEqual([404, { code: 'nao_encontrado', message: 'Atividade não encontrada.' }]);
    expect((await comentar(outra.headers.admin, atividade.id, 'Intruso')).statusCode).toBe(404);
    expect((await comentar(empresa.headers.gestor, 'nao-e-um-id', 'x')).statusCode).toBe(404);
  });

  it('lets only its author edit a comment, and its author, admin or gestor remove it, each in the histórico', async () => {
    const atividade = await criada(app, empresa);
    const { id } = (await comentar(empresa.headers.tecnico, atividade.id, 'Primeira versão')).json<Comentario>();
    const editar = (headers: Headers, texto: string) => app.inject({ method: 'PATCH', url: url(atividade.id, `/${id}`), headers, payload: { texto } });
    const remover = (headers: Headers, comentarioId = id) => app.inject({ method: 'DELETE', url: url(atividade.id, `/${comentarioId}`), headers });

    expect((await editar(empresa.headers.admin, 'Do admin')).statusCode).toBe(403);
    const editado = await editar(empresa.headers.tecnico, 'Segunda versão');
    expect([editado.statusCode, editado.json().texto, editado.json().editado_em]).toEqual([200, 'Segunda versão', expect.any(String)]);
    expect((await remover(empresa.headers.outroTecnico)).statusCode).toBe(403);
    expect((await remover(outra.headers.admin)).statusCode).toBe(404);
    expect((await remover(empresa.headers.gestor)).statusCode).toBe(204);
    expect(comTextos((await remover(empresa.headers.gestor)).json())).toEqual({ code: 'nao_encontrado', message: 'Comentário não encontrado.' });
    expect((await listar(empresa.headers.gestor, atividade.id)).items).toEqual([]);

    const { items } = await historico(atividade.id);
    expect(items.map(({ acao, por, antes, depois }) => ({ acao, por: por?.nome, antes, depois }))).toEqual([
      { acao: 'comentario_removido', por: 'Marina Costa', antes: { comentario: id, texto: 'Segunda versão' }, depois: null },
      { acao: 'comentario_editado', por: 'Rafael Lima', antes: { comentario: id, texto: 'Primeira versão' }, depois: { comentario: id, texto: 'Segunda versão' } },
      { acao: 'comentario', por: 'Rafael Lima', antes: null, depois: { comentario: id, texto: 'Primeira versão' } },
      { acao: 'criacao', por: 'Marina Costa', antes: null, depois: expect.any(Object) },
    ]);
  });

  it('records the histórico in the same transaction: when its entry fails, the comment is not kept', async () => {
    const atividade = await criada(app, empresa);
    const comoDono = (statement: string) => peloDono((db) => sql.raw(statement).execute(db));
    await comoDono(`create function prumo_teste_falhar_comentario() returns trigger language plpgsql as $$
      begin raise exception 'falha simulada'; end $$`);
    await comoDono(`create trigger prumo_teste_comentario before insert on atividade_historico for each row
      when (new.depois ->> 'texto' = 'Falha no histórico') execute function prumo_teste_falhar_comentario()`);
    try {
      expect((await comentar(empresa.headers.gestor, atividade.id, 'Falha no histórico')).statusCode).toBe(500);
      expect((await listar(empresa.headers.gestor, atividade.id)).items).toEqual([]);
      expect((await historico(atividade.id)).items.map((item) => item.acao)).toEqual(['criacao']);
    } finally {
      await comoDono('drop trigger prumo_teste_comentario on atividade_historico');
      await comoDono('drop function prumo_teste_falhar_comentario()');
    }
  });
});
