import type { FastifyInstance } from 'fastify';
import type { HistoricoItem } from '#contract/atividade';
import type { Papel } from '#contract/papel';
import type { TokenApiCriado, TokenApiLista } from '#contract/tokens';
import { bearer } from '../support/api/accounts';
import { buildTestApp, manualClock, peloDono } from '../support/api/buildTestApp';
import { corpo, criar, novaEmpresa, type Empresa } from '../support/api/atividades';

const HORA = 60 * 60 * 1000;

let app: FastifyInstance;
let clock: ReturnType<typeof manualClock>;
let empresa: Empresa;
let outra: Empresa;

beforeAll(async () => {
  clock = manualClock();
  app = await buildTestApp({ clock });
  empresa = await novaEmpresa(app);
  outra = await novaEmpresa(app, 'Outra Empresa');
});

function criarToken(payload: Record<string, unknown>, headers = empresa.headers.admin) {
  return app.inject({ method: 'POST', url: '/api/tokens', headers, payload });
}

async function tokenCriado(papel: Papel, extra: Record<string, unknown> = {}, de = empresa): Promise<TokenApiCriado> {
  const response = await criarToken({ nome: `Integração ${papel}`, papel, ...extra }, de.headers.admin);
  expect(response.statusCode).toBe(201);
  return response.json<TokenApiCriado>();
}

const comToken = (token: TokenApiCriado, extra: Record<string, string> = {}) => ({ authorization: `Bearer ${token.token}`, ...extra });

async function lista(): Promise<TokenApiLista> {
  const response = await app.inject({ method: 'GET', url: '/api/tokens', headers: empresa.headers.admin });
  expect(response.statusCode).toBe(200);
  return response.json<TokenApiLista>();
}

describe('API tokens: made by an admin, shown once, kept as a hash', () => {
  it('answers the new token once, recognisable by its prefix', async () => {
    const expira = new Date(clock().getTime() + 30 * 24 * HORA).toISOString();
    const response = await criarToken({ nome: '  ERP da matriz ', papel: 'gestor', expira_em: expira });
    expect(response.statusCode).toBe(201);
    const criado = response.json<TokenApiCriado>();
    expect(criado).toEqual({
      id: expect.any(String),
      nome: 'ERP da matriz',
      papel: 'gestor',
      token: expect.stringMatching(/^prumo_[A-Za-z0-9_-]{43}$/),
      criado_em: clock().toISOString(),
      expira_em: expira,
    });
    const guardados = await peloDono((db) => db.selectFrom('token_api').select(['hash']).where('id', '=', criado.id).execute());
    expect(guardados).toHaveLength(1);
    expect(guardados[0]!.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(guardados)).not.toContain(criado.token);
  });

  it('is for admins only: a gestor gets 403', async () => {
    const response = await criarToken({ nome: 'ERP', papel: 'leitor' }, empresa.headers.gestor);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'sem_permissao' });
    const lido = await app.inject({ method: 'GET', url: '/api/tokens', headers: empresa.headers.gestor });
    expect(lido.statusCode).toBe(403);
  });

  it('refuses a blank name and an expiry in the past, field by field', async () => {
    const response = await criarToken({ nome: '   ', papel: 'leitor', expira_em: new Date(clock().getTime() - 1000).toISOString() });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json<{ errors: object }>().errors).sort()).toEqual(['expira_em', 'nome']);
    expect((await criarToken({ nome: 'ERP', papel: 'dono' })).statusCode).toBe(422);
  });

  it('lists the tokens with their last use and never the token', async () => {
    const criado = await tokenCriado('leitor');
    const antes = (await lista()).items.find((item) => item.id === criado.id);
    expect(antes).toEqual({
      id: criado.id,
      nome: 'Integração leitor',
      papel: 'leitor',
      criado_em: criado.criado_em,
      criado_por: 'Ana Souza',
      expira_em: null,
      ultimo_uso_em: null,
    });
    clock.advance(5 * 60 * 1000);
    expect((await app.inject({ method: 'GET', url: '/api/sites', headers: comToken(criado) })).statusCode).toBe(200);
    const corpoDaLista = JSON.stringify(await lista());
    expect(corpoDaLista).not.toContain(criado.token);
    expect(JSON.parse(corpoDaLista).items.find((item: { id: string }) => item.id === criado.id).ultimo_uso_em).toBe(clock().toISOString());
  });
});

describe('a token on the company routes', () => {
  it('acts in its own company with its papel, without X-Empresa-Id', async () => {
    const leitor = await tokenCriado('leitor');
    const lida = await app.inject({ method: 'GET', url: '/api/atividades', headers: comToken(leitor) });
    expect(lida.statusCode).toBe(200);
    const criada = await app.inject({ method: 'POST', url: '/api/atividades', headers: comToken(leitor), payload: corpo(empresa) });
    expect(criada.statusCode).toBe(403);
    expect(criada.json()).toMatchObject({ code: 'sem_permissao' });
    const daPropria = await app.inject({ method: 'GET', url: '/api/sites', headers: comToken(leitor, { 'x-empresa-id': empresa.empresaId }) });
    expect(daPropria.json<{ items: { id: string }[] }>().items.map((site) => site.id)).toEqual([empresa.site.id]);
  });

  it('answers 403 for another company named in X-Empresa-Id', async () => {
    const admin = await tokenCriado('admin');
    const response = await app.inject({ method: 'GET', url: '/api/sites', headers: comToken(admin, { 'x-empresa-id': outra.empresaId }) });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'sem_acesso_a_empresa' });
  });

  it('names the token as the author in the histórico', async () => {
    const gestor = await tokenCriado('gestor');
    const response = await criar(app, empresa, { titulo: 'Vinda do ERP' }, comToken(gestor));
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: string }>();
    const historico = await app.inject({ method: 'GET', url: `/api/atividades/${id}/historico`, headers: empresa.headers.admin });
    const [criacao] = historico.json<{ items: HistoricoItem[] }>().items;
    expect(criacao).toMatchObject({ acao: 'criacao', por: { id: gestor.id, nome: 'Integração gestor', token: true } });
    const pessoa = await criar(app, empresa, { titulo: 'Feita à mão' }, empresa.headers.gestor);
    const daPessoa = await app.inject({ method: 'GET', url: `/api/atividades/${pessoa.json<{ id: string }>().id}/historico`, headers: empresa.headers.admin });
    expect(daPessoa.json<{ items: HistoricoItem[] }>().items[0]!.por).toEqual({ id: empresa.ids.gestor, nome: 'Marina Costa' });
  });

  it('is refused by every route of a person (account, profile, invitations, companies, tokens, live stream)', async () => {
    const admin = await tokenCriado('admin');
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { security?: Record<string, unknown>[] }>>;
    }>();
    const deUmaPessoa = Object.entries(doc.paths).flatMap(([path, operacoes]) =>
      Object.entries(operacoes)
        .filter(([, operacao]) => operacao.security && !operacao.security.some((esquema) => 'tokenDaApi' in esquema))
        .map(([metodo]) => ({ method: metodo.toUpperCase() as 'GET', url: path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000') })),
    );
    expect(deUmaPessoa.map(({ method, url }) => `${method} ${url}`)).toEqual(
      expect.arrayContaining(['POST /api/auth/check', 'PUT /api/user/atualizar', 'GET /api/convites/', 'GET /api/empresas/', 'POST /api/tokens/', 'GET /api/atividades/eventos']),
    );
    for (const rota of deUmaPessoa) {
      const response = await app.inject({ ...rota, headers: comToken(admin), ...(rota.method === 'GET' || (rota.method as string) === 'DELETE' ? {} : { payload: {} }) });
      expect({ rota, status: response.statusCode, code: response.json<{ code: string }>().code }).toEqual({ rota, status: 403, code: 'so_para_pessoas' });
    }
  });
});

describe('a token that ends', () => {
  it('stops at once when revoked, and leaves the list', async () => {
    const criado = await tokenCriado('gestor');
    expect((await app.inject({ method: 'GET', url: '/api/sites', headers: comToken(criado) })).statusCode).toBe(200);
    const revogado = await app.inject({ method: 'DELETE', url: `/api/tokens/${criado.id}`, headers: empresa.headers.admin });
    expect(revogado.statusCode).toBe(204);
    const depois = await app.inject({ method: 'GET', url: '/api/sites', headers: comToken(criado) });
    expect(depois.statusCode).toBe(401);
    expect(depois.json()).toMatchObject({ code: 'nao_autenticado' });
    expect((await lista()).items.map((item) => item.id)).not.toContain(criado.id);
    expect((await app.inject({ method: 'DELETE', url: `/api/tokens/${criado.id}`, headers: empresa.headers.admin })).statusCode).toBe(404);
  });

  it('cannot be revoked from another company', async () => {
    const criado = await tokenCriado('leitor');
    const response = await app.inject({ method: 'DELETE', url: `/api/tokens/${criado.id}`, headers: outra.headers.admin });
    expect(response.statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/sites', headers: comToken(criado) })).statusCode).toBe(200);
  });

  it('stops when it expires', async () => {
    const criado = await tokenCriado('leitor', { expira_em: new Date(clock().getTime() + HORA).toISOString() });
    expect((await app.inject({ method: 'GET', url: '/api/sites', headers: comToken(criado) })).statusCode).toBe(200);
    clock.advance(HORA);
    const response = await app.inject({ method: 'GET', url: '/api/sites', headers: comToken(criado) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'nao_autenticado' });
  });

  it('is unknown with a made-up secret', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/sites', headers: bearer('prumo_inventado') });
    expect(response.statusCode).toBe(401);
  });
});

describe('a token has a rate limit of its own', () => {
  it('answers 429 past its requests per minute, while a person of the company goes on', async () => {
    const limitado = await buildTestApp({ clock, config: { rateLimit: { perToken: 3 } } });
    const criado = await tokenCriado('leitor');
    const status: number[] = [];
    for (let i = 0; i < 4; i += 1) status.push((await limitado.inject({ method: 'GET', url: '/api/sites', headers: comToken(criado) })).statusCode);
    expect(status).toEqual([200, 200, 200, 429]);
    const passou = await limitado.inject({ method: 'GET', url: '/api/sites', headers: comToken(criado) });
    expect(passou.headers['retry-after']).toBeDefined();
    expect(passou.json()).toMatchObject({ code: 'limite_de_tentativas' });
    expect((await limitado.inject({ method: 'GET', url: '/api/sites', headers: empresa.headers.leitor })).statusCode).toBe(200);
    const outro = await tokenCriado('leitor');
    expect((await limitado.inject({ method: 'GET', url: '/api/sites', headers: comToken(outro) })).statusCode).toBe(200);
  });
});
