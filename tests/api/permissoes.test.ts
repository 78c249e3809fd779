import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { PAPEIS, type Papel } from '../../contract/papel';
import { ACOES, pode, SEM_PERMISSAO, type Acao } from '../../contract/permissoes';
import { bearer, register } from '../support/api/accounts';
import { buildTestApp } from '../support/api/buildTestApp';
import { comTextos } from '../support/api/respostasDeErro';
import { memberOf } from '../support/api/members';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface Rota {
  method: Method;
  path: string;
  acao: Acao;
}

/** Every route that names an action of the permission table, read from the API's own OpenAPI document. */
async function rotasComPermissao(app: FastifyInstance): Promise<{ rotas: Rota[]; semPermissao: string[] }> {
  const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, { 'x-permissao'?: Acao; security?: unknown }>>;
  };
  const rotas: Rota[] = [];
  const semPermissao: string[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const acao = operation['x-permissao'];
      if (acao) rotas.push({ method: method.toUpperCase() as Method, path, acao });
      else if (COMPANY_DATA.some((prefix) => path.startsWith(prefix))) semPermissao.push(`${method.toUpperCase()} ${path}`);
    }
  }
  return { rotas, semPermissao };
}

/** Paths of company data: each of their routes must name its action. */
const COMPANY_DATA = ['/api/sites', '/api/tipos-servicos', '/api/questionarios', '/api/atividades', '/api/acoes', '/api/usuarios', '/api/configuracoes'];

describe('the permission table, enforced on every route that names an action', () => {
  let app: FastifyInstance;
  let rotas: Rota[];
  let semPermissao: string[];
  const headers = {} as Record<Papel, Record<string, string>>;

  beforeAll(async () => {
    app = await buildTestApp();
    const admin = await register(app);
    const empresaId = admin.user.empresa[0]!.id;
    headers.admin = bearer(admin.token, empresaId);
    for (const papel of PAPEIS.filter((candidate) => candidate !== 'admin')) {
      headers[papel] = bearer((await memberOf(app, empresaId, papel)).token, empresaId);
    }
    ({ rotas, semPermissao } = await rotasComPermissao(app));
  });

  it('finds the routes of every action of the table, and no company route without one', () => {
    expect(new Set(rotas.map((rota) => rota.acao))).toEqual(new Set(ACOES));
    expect(semPermissao).toEqual([]);
  });

  it.each(PAPEIS)('lets %s through exactly where the table allows, and answers 403 in Portuguese elsewhere', async (papel) => {
    const seen: string[] = [];
    const expected: string[] = [];
    for (const { method, path, acao } of rotas) {
      // A stream answers only when it ends: its papéis are checked on a real port in atividadesAoVivo.test.ts.
      if (`${method} ${path}` === 'GET /api/atividades/eventos') continue;
      const url = path.replace(/\{[^}]+\}/g, randomUUID());
      const response = await app.inject({
        method,
        url,
        headers: headers[papel],
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
      });
      const forbidden = response.statusCode === 403;
      if (forbidden) expect(comTextos(response.json())).toEqual({ code: 'sem_permissao', message: SEM_PERMISSAO });
      seen.push(`${method} ${path} (${acao}): ${forbidden ? 'proibido' : 'permitido'}`);
      expected.push(`${method} ${path} (${acao}): ${pode(papel, acao) ? 'permitido' : 'proibido'}`);
    }
    expect(seen).toEqual(expected);
  });
});

describe('pode', () => {
  it('says what the issue promises for each papel', () => {
    expect(ACOES.filter((acao) => pode('admin', acao))).toEqual(ACOES);
    expect(ACOES.filter((acao) => pode('gestor', acao))).toEqual([
      'sites.ler',
      'sites.editar',
      'tiposServico.ler',
      'tiposServico.editar',
      'questionarios.ler',
      'questionarios.editar',
      'atividades.ler',
      'atividades.criar',
      'atividades.editar',
      'atividades.comentar',
      'acoes.ler',
      'acoes.criar',
      'acoes.editar',
      'acoes.trabalhar',
      'configuracoes.ler',
    ]);
    // Técnicos carry out activities with atividades.ler alone: the lifecycle machine decides which.
    const leitura = ['sites.ler', 'tiposServico.ler', 'questionarios.ler', 'atividades.ler', 'acoes.ler', 'configuracoes.ler'];
    // They also comment, and work on corrective actions (the action's machine decides which); a leitor only reads.
    expect(ACOES.filter((acao) => pode('tecnico', acao))).toEqual([
      ...leitura.slice(0, 4),
      'atividades.comentar',
      'acoes.ler',
      'acoes.trabalhar',
      'configuracoes.ler',
    ]);
    expect(ACOES.filter((acao) => pode('leitor', acao))).toEqual(leitura);
    expect(ACOES.some((acao) => pode(null, acao))).toBe(false);
  });
});
