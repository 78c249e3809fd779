import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { CODIGOS_DE_ERRO } from '#contract/errors';
import { MENSAGENS_DO_CAMPO } from '#contract/mensagensDoCampo';
import { bearer, register } from '../support/api/accounts';
import { buildTestApp } from '../support/api/buildTestApp';
import { memberOf } from '../support/api/members';
import { faltaNaResposta } from '../support/api/respostasDeErro';

type Operacao = { requestBody?: unknown; responses?: Record<string, { content?: Record<string, unknown> }> };

/** Every operation of the API's own OpenAPI document, with a made-up id in its path. */
async function operacoes(app: FastifyInstance): Promise<{ method: string; url: string; comId: boolean; comCorpo: boolean; fluxo: boolean }[]> {
  const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, Operacao>> };
  return Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/') && !path.startsWith('/api/docs'))
    .flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operacao]) => ({
        method: method.toUpperCase(),
        url: path.replace(/\{[^}]+\}/g, () => randomUUID()),
        comId: path.includes('{'),
        comCorpo: operacao.requestBody !== undefined,
        fluxo: Object.values(operacao.responses ?? {}).some((resposta) => 'text/event-stream' in (resposta.content ?? {})),
      })),
    );
}

describe('every error answer has a code of contract/errors.ts', () => {
  let app: FastifyInstance;
  let rotas: Awaited<ReturnType<typeof operacoes>>;

  beforeAll(async () => {
    app = await buildTestApp();
    rotas = await operacoes(app);
  });

  it('on every route: without a session, with a body of the wrong shape, for a record that is not there, and above the role', async () => {
    const dono = await register(app);
    const empresaId = dono.user.empresa[0]!.id;
    const leitor = await memberOf(app, empresaId, 'leitor');
    const respostas = [];
    // Nothing here may change data: a body of the wrong shape is refused before its route runs,
    // and the records named do not exist.
    for (const { method, url, comId, comCorpo, fluxo } of rotas) {
      const errado = { payload: { campo_que_nao_existe: true } };
      respostas.push(await app.inject({ method: method as 'GET', url, ...(comCorpo ? errado : {}) }));
      if (comCorpo) respostas.push(await app.inject({ method: method as 'GET', url, headers: bearer(leitor.token, empresaId), ...errado }));
      if (comId && method === 'GET' && !fluxo) respostas.push(await app.inject({ method: 'GET', url, headers: bearer(dono.token, empresaId) }));
    }
    respostas.push(await app.inject({ method: 'POST', url: '/api/sites', headers: bearer(leitor.token, empresaId), payload: { nome: 'Obra' } }));
    const erros = respostas.filter((resposta) => resposta.statusCode >= 400 && resposta.headers['content-type']?.toString().startsWith('application/json'));
    expect(erros.map((resposta) => faltaNaResposta(resposta.json())).filter(Boolean)).toEqual([]);
    const codigos = new Set(erros.map((resposta) => resposta.json().code as string));
    expect([...codigos].sort()).toEqual(expect.arrayContaining(['nao_autenticado', 'nao_encontrado', 'sem_permissao', 'validacao']));
    expect(rotas.length).toBeGreaterThan(50);
  }, 120_000);

  it('for what the framework refuses before a route runs: bad JSON, another media type, a body too large, an unknown route', async () => {
    const respostas = await Promise.all([
      app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"email":' }),
      app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'text/xml' }, payload: '<a/>' }),
      app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ email: 'x'.repeat(2_000_000) }) }),
      app.inject({ method: 'GET', url: '/api/nao-existe' }),
    ]);
    expect(respostas.map((resposta) => [resposta.statusCode, resposta.json().code])).toEqual([
      [400, 'json_invalido'],
      [415, 'tipo_de_conteudo'],
      [413, 'corpo_grande_demais'],
      [404, 'rota_nao_encontrada'],
    ]);
  });

  it('for too many attempts and wrong credentials', async () => {
    const limitado = await buildTestApp({ config: { rateLimit: { perIp: 3, perEmail: 3 } } });
    const tentar = () => limitado.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'ninguem@prumo.test', password: 'errada-123' } });
    const codigos = [];
    for (let vez = 0; vez < 4; vez++) codigos.push((await tentar()).json().code);
    expect(codigos).toEqual(['credenciais_invalidas', 'credenciais_invalidas', 'credenciais_invalidas', 'limite_de_tentativas']);
  });

  it('lists each code once, as a snake_case word', () => {
    expect(new Set(CODIGOS_DE_ERRO).size).toBe(CODIGOS_DE_ERRO.length);
    for (const codigo of CODIGOS_DE_ERRO) expect(codigo).toMatch(/^[a-z]+(_[a-z]+)*$/);
  });

  it('refuses, in every API test, a field rule worded on its own under the general valor_invalido', () => {
    // A screen in English says a field problem by its code: under valor_invalido, the rule's own words would be lost.
    const recusa = (message: string) => ({ code: 'validacao', message: 'Verifique os dados informados.', errors: { password: [{ code: 'valor_invalido', params: {}, message }] } });
    expect(faltaNaResposta(recusa('Senha incorreta.'))).toBe('password: valor_invalido com o texto "Senha incorreta."');
    expect(faltaNaResposta(recusa(MENSAGENS_DO_CAMPO.valor_invalido))).toBeNull();
  });
});
