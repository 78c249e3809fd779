import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { PAPEIS, type Papel } from '#contract/papel';
import { ACOES, pode, SEM_PERMISSAO, type Acao } from '#contract/permissoes';
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

// A plugin's '/' route answers its prefix with and without the slash.
const semBarraNoFim = (path: string) => path.replace(/(.)\/$/, '$1');

/** Every method and address of the server's route table, read from the tree Fastify prints of it. */
function rotasDoServidor(app: FastifyInstance): string[] {
  const segmentos: string[] = [];
  const rotas = new Set<string>();
  for (const linha of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const partes = /^((?:│ {3}| {4})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(linha);
    if (!partes) continue;
    const nivel = partes[1]!.length / 4;
    segmentos.splice(nivel, Infinity, partes[2]!);
    // Fastify answers HEAD beside each GET by itself.
    for (const method of partes[3]?.split(', ') ?? []) if (method !== 'HEAD') rotas.add(`${method} ${semBarraNoFim(segmentos.join(''))}`);
  }
  return [...rotas];
}

/** The action each route names (`config.permissao`), as the API's OpenAPI document says it. */
async function acoesDasRotas(app: FastifyInstance): Promise<Map<string, Acao>> {
  const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, { 'x-permissao'?: Acao }>>;
  };
  const acoes = new Map<string, Acao>();
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const acao = operation['x-permissao'];
      if (acao) acoes.set(`${method.toUpperCase()} ${semBarraNoFim(path.replace(/\{([^}]+)\}/g, ':$1'))}`, acao);
    }
  }
  return acoes;
}

/**
 * Where a route needs no action of the table: before signing in, the person's own account, the
 * companies they belong to and the invitations they received, and what is public by design. Any
 * other route must name its action: a new resource's routes are checked without being listed.
 */
const FORA_DE_UMA_EMPRESA = ['/api/health', '/api/docs', '/api/auth/', '/api/user/', '/api/empresas', '/api/convites', '/api/relatorios/'];

describe('the permission table, enforced on every route that names an action', () => {
  let app: FastifyInstance;
  let rotas: Rota[];
  let semPermissao: string[];
  const headers = {} as Record<Papel, Record<string, string>>;
  // An API token of each papel (docs/tokens.md): no X-Empresa-Id, its company is its own.
  const tokens = {} as Record<Papel, Record<string, string>>;

  beforeAll(async () => {
    app = await buildTestApp();
    const admin = await register(app);
    const empresaId = admin.user.empresa[0]!.id;
    headers.admin = bearer(admin.token, empresaId);
    for (const papel of PAPEIS.filter((candidate) => candidate !== 'admin')) {
      headers[papel] = bearer((await memberOf(app, empresaId, papel)).token, empresaId);
    }
    for (const papel of PAPEIS) {
      const criado = await app.inject({ method: 'POST', url: '/api/tokens', headers: headers.admin, payload: { nome: `Token ${papel}`, papel } });
      tokens[papel] = bearer(criado.json<{ token: string }>().token);
    }
    const acoes = await acoesDasRotas(app);
    const doServidor = rotasDoServidor(app);
    rotas = doServidor.flatMap((rota) => {
      const acao = acoes.get(rota);
      const [method, path] = rota.split(' ') as [Method, string];
      return acao ? [{ method, path, acao }] : [];
    });
    semPermissao = doServidor.filter((rota) => !acoes.has(rota) && !FORA_DE_UMA_EMPRESA.some((prefixo) => rota.split(' ')[1]!.startsWith(prefixo)));
  });

  it('reads the server\'s own routes', () => {
    expect(rotas.length).toBeGreaterThan(40);
    expect(rotas).toContainEqual({ method: 'PATCH', path: '/api/tipos-servicos/:id', acao: 'tiposServico.editar' });
  });

  it('finds the routes of every action of the table, and no route outside the list above without one', () => {
    expect(new Set(rotas.map((rota) => rota.acao))).toEqual(new Set(ACOES));
    expect(semPermissao).toEqual([]);
  });

  /** Each route's answer to `cabecalhos`: what was seen and what `esperado` says, in one line per route. */
  async function percorrer(cabecalhos: Record<string, string>, esperado: (rota: Rota) => string) {
    const seen: string[] = [];
    const expected: string[] = [];
    for (const rota of rotas) {
      const { method, path, acao } = rota;
      // A stream answers only when it ends: its papéis are checked on a real port in atividadesAoVivo.test.ts.
      if (`${method} ${path}` === 'GET /api/atividades/eventos') continue;
      const url = path.replace(/:[^/]+/g, randomUUID());
      const response = await app.inject({
        method,
        url,
        headers: cabecalhos,
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
      });
      const { code, message } = response.statusCode === 403 ? (comTextos(response.json()) as { code: string; message: string }) : { code: undefined, message: undefined };
      if (code === 'sem_permissao') expect(message).toBe(SEM_PERMISSAO);
      seen.push(`${method} ${path} (${acao}): ${code ?? 'permitido'}`);
      expected.push(`${method} ${path} (${acao}): ${esperado(rota)}`);
    }
    expect(seen).toEqual(expected);
  }

  it.each(PAPEIS)('lets %s through exactly where the table allows, and answers 403 in Portuguese elsewhere', async (papel) => {
    await percorrer(headers[papel], ({ acao }) => (pode(papel, acao) ? 'permitido' : 'sem_permissao'));
  });

  it.each(PAPEIS)('lets an API token of %s through where its papel may go, but for the routes only people call', async (papel) => {
    await percorrer(tokens[papel], ({ path, acao }) => {
      if (path.startsWith('/api/tokens') || path.endsWith('/seguir')) return 'so_para_pessoas';
      return pode(papel, acao) ? 'permitido' : 'sem_permissao';
    });
  });
});

describe('pode', () => {
  it('says what the issue promises for each papel', () => {
    expect(ACOES.filter((acao) => pode('admin', acao))).toEqual(ACOES);
    expect(ACOES.filter((acao) => pode('gestor', acao))).toEqual([
      'sites.ler',
      'sites.editar',
      'sites.seguir',
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
      'notificacoes.ler',
      'painel.ler',
      'configuracoes.ler',
    ]);
    // Técnicos carry out activities with atividades.ler alone: the lifecycle machine decides which.
    // Everyone reads their own notifications.
    const leitura = ['sites.ler', 'tiposServico.ler', 'questionarios.ler', 'atividades.ler', 'acoes.ler', 'notificacoes.ler', 'configuracoes.ler'];
    // They also comment, and work on corrective actions (the action's machine decides which); a leitor only reads.
    expect(ACOES.filter((acao) => pode('tecnico', acao))).toEqual([
      ...leitura.slice(0, 4),
      'atividades.comentar',
      'acoes.ler',
      'acoes.trabalhar',
      'notificacoes.ler',
      'configuracoes.ler',
    ]);
    expect(ACOES.filter((acao) => pode('leitor', acao))).toEqual(leitura);
    expect(ACOES.some((acao) => pode(null, acao))).toBe(false);
  });
});
