import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Definicao, Questionario } from '#contract/questionario';
import { bearer, register } from '../support/api/accounts';
import { buildTestApp, peloDono } from '../support/api/buildTestApp';
import { comTextos } from '../support/api/respostasDeErro';
import { memberOf } from '../support/api/members';
import { definicao, pergunta, secao, simNao } from '../support/questionarios';

type Headers = Record<string, string>;

const IMUTAVEL = 'Versões publicadas não podem ser alteradas. Edite o questionário para abrir um novo rascunho.';

async function salvar(app: FastifyInstance, headers: Headers, questionario: Questionario, def: Definicao): Promise<Questionario> {
  const response = await app.inject({ method: 'PUT', url: `/api/questionarios/${questionario.id}`, headers, payload: { ...def, versao: questionario.versao } });
  if (response.statusCode !== 200) throw new Error(`salvar: ${response.statusCode} ${response.body}`);
  return response.json();
}

async function publicar(app: FastifyInstance, headers: Headers, id: string): Promise<Questionario> {
  const response = await app.inject({ method: 'POST', url: `/api/questionarios/${id}/publicar`, headers });
  if (response.statusCode !== 200) throw new Error(`publicar: ${response.statusCode} ${response.body}`);
  return response.json();
}

async function publicado(app: FastifyInstance, headers: Headers, def: Definicao): Promise<Questionario> {
  const response = await app.inject({ method: 'POST', url: '/api/questionarios', headers, payload: def });
  return publicar(app, headers, (response.json() as Questionario).id);
}

const v1 = definicao([secao('s1', [simNao('luz', { enunciado: 'Iluminação ok?' }), pergunta('obs', { enunciado: 'Observações' })])]);

describe('/api/questionarios/:id/versoes and /comparar', () => {
  it('refuses every write to a published version (409), and the database refuses an UPDATE of one', async () => {
    const app = await buildTestApp();
    const account = await register(app);
    const headers = bearer(account.token);
    const questionario = await publicado(app, headers, v1);
    const url = `/api/questionarios/${questionario.id}/versoes/1`;
    for (const [method, payload] of [['PUT', { ...v1, versao: 2 }], ['PATCH', { titulo: 'Outro' }], ['DELETE', undefined]] as const) {
      const response = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
      expect(comTextos([method, response.statusCode, response.json()])).toEqual([method, 409, { code: 'conflito', message: IMUTAVEL }]);
    }
    const missing = await app.inject({ method: 'PUT', url: `/api/questionarios/${questionario.id}/versoes/7`, headers, payload: {} });
    expect(missing.statusCode).toBe(404);

    await expect(peloDono((db) => sql`update questionario_versao set definicao = '{}'::jsonb where questionario_id = ${questionario.id}`.execute(db))).rejects.toThrow(
      /Versões publicadas de questionário não podem ser alteradas/,
    );
    await expect(peloDono((db) => sql`update questionario_versao set publicado_por = null where questionario_id = ${questionario.id}`.execute(db))).resolves.toBeDefined();
    expect((await app.inject({ method: 'GET', url, headers })).json()).toMatchObject({ secoes: v1.secoes, publicado_por: null });
  });

  it('keeps a version whose publisher’s account is deleted, without the name', async () => {
    const app = await buildTestApp();
    const admin = await register(app);
    const empresaId = admin.user.empresa[0]!.id;
    const gestor = await memberOf(app, empresaId, 'gestor', { nome: 'Bruno Lima' });
    const questionario = await publicado(app, bearer(gestor.token, empresaId), v1);
    const url = `/api/questionarios/${questionario.id}/versoes/1`;
    expect((await app.inject({ method: 'GET', url, headers: bearer(admin.token) })).json().publicado_por).toEqual({ id: gestor.user.id, nome: 'Bruno Lima' });

    await peloDono((db) => sql`delete from usuario where id = ${gestor.user.id}`.execute(db));
    expect((await app.inject({ method: 'GET', url, headers: bearer(admin.token) })).json()).toMatchObject({ numero: 1, secoes: v1.secoes, publicado_por: null });
  });

  it('compares two versions, and a version with the open draft', async () => {
    const app = await buildTestApp();
    const headers = bearer((await register(app)).token);
    const primeira = await publicado(app, headers, v1);
    const base = `/api/questionarios/${primeira.id}`;
    const comparar = (query: string) => app.inject({ method: 'GET', url: `${base}/comparar?${query}`, headers });

    const semRascunho = await comparar('de=1');
    expect(comTextos([semRascunho.statusCode, semRascunho.json()])).toEqual([422, { code: 'validacao', message: 'Não há rascunho aberto para comparar.', errors: { para: ['Não há rascunho aberto para comparar.'] } }]);

    const v2 = definicao([
      secao('s1', [simNao('luz', { enunciado: 'A iluminação funciona?' }), pergunta('piso', { enunciado: 'Estado do piso', tipo: 'avaliacao' })]),
    ]);
    const segunda = await publicar(app, headers, (await salvar(app, headers, primeira, v2)).id);
    const mudancas = await comparar('de=1&para=2');
    expect(mudancas.json()).toEqual({
      de: 1,
      para: 2,
      mudancas: [
        { tipo: 'alterada', item: 'pergunta', id: 'luz', rotulo: 'A iluminação funciona?', campos: ['enunciado'] },
        { tipo: 'adicionada', item: 'pergunta', id: 'piso', rotulo: 'Estado do piso', campos: [] },
        { tipo: 'removida', item: 'pergunta', id: 'obs', rotulo: 'Observações', campos: [] },
      ],
    });

    await salvar(app, headers, segunda, { ...v2, titulo: 'Vistoria predial' });
    expect((await comparar('de=2')).json()).toEqual({
      de: 2,
      para: null,
      mudancas: [{ tipo: 'alterada', item: 'questionario', id: null, rotulo: 'Vistoria predial', campos: ['titulo'] }],
    });
    const unknown = await comparar('de=1&para=5');
    expect(comTextos([unknown.statusCode, unknown.json()])).toEqual([404, { code: 'nao_encontrado', message: 'Versão 5 não encontrada.' }]);
    expect((await comparar('para=1')).statusCode).toBe(422);
  });
});
