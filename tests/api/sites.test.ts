import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { TOTAL_MAX, type Contagem } from '#contract/lista';
import type { Site, SiteCreateBody, SiteLista } from '#contract/sites';
import type { SiteLinha } from '#contract/sitesImportacao';
import { consultaPreparada } from '#server/db/consultaPreparada';
import { bearer, register } from '../support/api/accounts';
import { buildTestApp, manualClock, peloDono } from '../support/api/buildTestApp';
import { comTextos } from '../support/api/respostasDeErro';

type Headers = Record<string, string>;

async function signedIn(app: FastifyInstance): Promise<{ headers: Headers; usuarioId: string; empresaId: string }> {
  const account = await register(app);
  return { headers: bearer(account.token), usuarioId: account.user.id, empresaId: account.user.empresa[0]!.id };
}

async function createSite(app: FastifyInstance, headers: Headers, body: SiteCreateBody): Promise<Site> {
  const response = await app.inject({ method: 'POST', url: '/api/sites', headers, payload: body });
  if (response.statusCode !== 201) throw new Error(`create: ${response.statusCode} ${response.body}`);
  return response.json();
}

async function list(app: FastifyInstance, headers: Headers, query: string): Promise<SiteLista> {
  const response = await app.inject({ method: 'GET', url: `/api/sites?${query}`, headers });
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** GET /api/sites/total: how many sites the list's filters in `query` match. */
async function contar(app: FastifyInstance, headers: Headers, query: string): Promise<Contagem> {
  const response = await app.inject({ method: 'GET', url: `/api/sites/total?${query}`, headers });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const nomes = (page: { items: Site[] }) => page.items.map((site) => site.nome);

describe('/api/sites', () => {
  it('creates a site with its fields cleaned, answers 201 with the record and shows it by id', async () => {
    const clock = manualClock();
    const app = await buildTestApp({ clock });
    const { headers, usuarioId } = await signedIn(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/sites',
      headers,
      payload: {
        nome: '  Loja Paulista ',
        codigo: 'SP-001',
        cep: '01310-200',
        logradouro: 'Avenida Paulista',
        numero: '1578',
        complemento: '',
        bairro: 'Bela Vista',
        cidade: 'São Paulo',
        uf: 'sp',
        latitude: -23.5614,
        longitude: -46.6559,
        contato_nome: 'Fernanda Alves',
        contato_telefone: '+55 (11) 98765-4321',
        contato_email: 'fernanda@prumo.example',
      },
    });
    expect(response.statusCode).toBe(201);
    const site = response.json() as Site;
    expect(site).toEqual({
      id: expect.any(String),
      nome: 'Loja Paulista',
      codigo: 'SP-001',
      cep: '01310200',
      logradouro: 'Avenida Paulista',
      numero: '1578',
      complemento: null,
      bairro: 'Bela Vista',
      cidade: 'São Paulo',
      uf: 'SP',
      latitude: -23.5614,
      longitude: -46.6559,
      contato_nome: 'Fernanda Alves',
      contato_telefone: '11987654321',
      contato_email: 'fernanda@prumo.example',
      observacoes: null,
      enviar_relatorio_ao_cliente: false,
      ativo: true,
      versao: 1,
      criado_em: '2026-03-02T12:00:00.000Z',
      atualizado_em: '2026-03-02T12:00:00.000Z',
    });
    const shown = await app.inject({ method: 'GET', url: `/api/sites/${site.id}`, headers });
    // The site's page also reads whether the signed-in person follows it (tests/api/sitesSeguir.test.ts).
    expect(shown.json()).toEqual({ ...site, seguindo: false });

    const row = await peloDono((db) => db.selectFrom('site').select(['criado_por', 'atualizado_por']).where('id', '=', site.id).executeTakeFirstOrThrow());
    expect(row).toEqual({ criado_por: usuarioId, atualizado_por: usuarioId });
  });

  it('answers a site with only its name, the fields left out as null', async () => {
    const app = await buildTestApp();
    const { headers } = await signedIn(app);
    const response = await app.inject({ method: 'POST', url: '/api/sites', headers, payload: { nome: 'Só o nome' } });
    expect(response.statusCode).toBe(201);
    const shown = await app.inject({ method: 'GET', url: `/api/sites/${(response.json() as Site).id}`, headers });
    expect(comTextos(shown.json())).toMatchObject({ nome: 'Só o nome', codigo: null, uf: null, latitude: null, contato_email: null, ativo: true });
  });

  it('refuses bad fields with a Portuguese message beside each one, and writes nothing', async () => {
    const app = await buildTestApp();
    const { headers } = await signedIn(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/sites',
      headers,
      payload: {
        nome: '   ',
        cep: '1234',
        uf: 'São Paulo',
        latitude: -23.5,
        contato_telefone: '(11) 1234-567',
        contato_email: 'fernanda@',
        observacoes: 'x'.repeat(2001),
      },
    });
    expect(response.statusCode).toBe(422);
    expect(comTextos(response.json())).toEqual({
      code: 'validacao',
      message: 'Verifique os dados informados.',
      errors: {
        nome: ['Campo obrigatório.'],
        cep: ['CEP deve ter 8 dígitos.'],
        uf: ['UF inválida: use a sigla do estado, por exemplo SP.'],
        longitude: ['Informe latitude e longitude juntas.'],
        contato_telefone: ['Telefone deve ter DDD e 8 ou 9 dígitos.'],
        contato_email: ['E-mail inválido.'],
        observacoes: ['Deve ter no máximo 2000 caracteres.'],
      },
    });

    const schema = await app.inject({ method: 'POST', url: '/api/sites', headers, payload: { latitude: 91, cor: 'azul' } });
    expect(schema.statusCode).toBe(422);
    expect(comTextos(schema.json().errors)).toEqual({
      nome: ['Campo obrigatório.'],
      latitude: ['Deve ser no máximo 90.'],
      cor: ['Campo não permitido.'],
    });
    expect((await list(app, headers, '')).total).toBe(0);
  });

  it('keeps names and codes unique in the company, ignoring accents and case, and says which field clashes', async () => {
    const app = await buildTestApp();
    const { headers } = await signedIn(app);
    const other = await signedIn(app);
    const first = await createSite(app, headers, { nome: 'Unidade São José', codigo: 'SJ-1' });
    await createSite(app, headers, { nome: 'Sem código A' });
    await createSite(app, headers, { nome: 'Sem código B' });

    const clash = await app.inject({ method: 'POST', url: '/api/sites', headers, payload: { nome: 'unidade sao jose', codigo: 'sj-1' } });
    expect(clash.statusCode).toBe(409);
    expect(comTextos(clash.json())).toEqual({
      code: 'em_uso',
      message: 'Já existe um site com este nome.',
      errors: { nome: ['Já existe um site com este nome.'], codigo: ['Já existe um site com este código.'] },
    });

    const second = await createSite(app, headers, { nome: 'Outra unidade' });
    const rename = await app.inject({
      method: 'PATCH',
      url: `/api/sites/${second.id}`,
      headers,
      payload: { codigo: 'SJ-1', versao: second.versao },
    });
    expect(rename.statusCode).toBe(409);
    expect(comTextos(rename.json().errors)).toEqual({ codigo: ['Já existe um site com este código.'] });

    // A site keeps its own name when edited, and another company may use the same name.
    const same = await app.inject({ method: 'PATCH', url: `/api/sites/${first.id}`, headers, payload: { nome: 'Unidade São José', versao: 1 } });
    expect(same.statusCode).toBe(200);
    await createSite(app, other.headers, { nome: 'Unidade São José', codigo: 'SJ-1' });
  });

  it('changes a site only at the versao the editor read: a stale write is 409 and changes nothing', async () => {
    const clock = manualClock();
    const app = await buildTestApp({ clock });
    const { headers } = await signedIn(app);
    const site = await createSite(app, headers, { nome: 'Loja Batel', cidade: 'Curitiba', uf: 'PR' });

    clock.advance(60_000);
    const saved = await app.inject({ method: 'PATCH', url: `/api/sites/${site.id}`, headers, payload: { numero: '1800', versao: 1 } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ numero: '1800', cidade: 'Curitiba', versao: 2, atualizado_em: '2026-03-02T12:01:00.000Z' });

    const stale = await app.inject({ method: 'PATCH', url: `/api/sites/${site.id}`, headers, payload: { numero: '9', versao: 1 } });
    expect(stale.statusCode).toBe(409);
    expect(comTextos(stale.json())).toEqual({
      code: 'versao_desatualizada',
      message: 'Este registro foi alterado por outra pessoa depois que você o abriu. Recarregue para ver a versão atual.',
    });
    expect((await app.inject({ method: 'GET', url: `/api/sites/${site.id}`, headers })).json().numero).toBe('1800');

    // The whole record is checked after the change: clearing longitude alone is refused.
    const located = await app.inject({
      method: 'PATCH',
      url: `/api/sites/${site.id}`,
      headers,
      payload: { latitude: -25.442, longitude: -49.2876, versao: 2 },
    });
    expect(located.statusCode).toBe(200);
    const half = await app.inject({ method: 'PATCH', url: `/api/sites/${site.id}`, headers, payload: { longitude: null, versao: 3 } });
    expect(half.statusCode).toBe(422);
    expect(comTextos(half.json().errors)).toEqual({ longitude: ['Informe latitude e longitude juntas.'] });
  });

  it('answers 404 for another company’s site and for an id that is not one, on every route', async () => {
    const app = await buildTestApp();
    const owner = await signedIn(app);
    const stranger = await signedIn(app);
    const site = await createSite(app, owner.headers, { nome: 'Loja Aldeota' });

    for (const id of [site.id, 'nao-e-um-id', '00000000-0000-0000-0000-000000000000']) {
      const requests = [
        { method: 'GET', url: `/api/sites/${id}` },
        { method: 'PATCH', url: `/api/sites/${id}`, payload: { nome: 'Minha', versao: 1 } },
        { method: 'POST', url: `/api/sites/${id}/arquivar`, payload: { versao: 1 } },
        { method: 'POST', url: `/api/sites/${id}/restaurar`, payload: { versao: 1 } },
        { method: 'DELETE', url: `/api/sites/${id}?versao=1` },
      ] as const;
      for (const request of requests) {
        const response = await app.inject({ ...request, headers: stranger.headers });
        expect([request.method, request.url, response.statusCode]).toEqual([request.method, request.url, 404]);
        expect(comTextos(response.json())).toEqual({ code: 'nao_encontrado', message: 'Site não encontrado.' });
      }
    }
    const untouched = await app.inject({ method: 'GET', url: `/api/sites/${site.id}`, headers: owner.headers });
    expect(untouched.json()).toMatchObject({ nome: 'Loja Aldeota', ativo: true, versao: 1 });
    expect((await list(app, stranger.headers, '')).items).toEqual([]);
  });

  it('archives and restores a site, each carrying versao, and deletes one nothing points at', async () => {
    const app = await buildTestApp();
    const { headers } = await signedIn(app);
    const site = await createSite(app, headers, { nome: 'Unidade Natal' });

    const archived = await app.inject({ method: 'POST', url: `/api/sites/${site.id}/arquivar`, headers, payload: { versao: 1 } });
    expect(archived.statusCode).toBe(200);
    expect(archived.json()).toMatchObject({ ativo: false, versao: 2 });
    expect(nomes(await list(app, headers, 'ativo=true'))).toEqual([]);
    expect(nomes(await list(app, headers, 'ativo=false'))).toEqual(['Unidade Natal']);

    const stale = await app.inject({ method: 'POST', url: `/api/sites/${site.id}/restaurar`, headers, payload: { versao: 1 } });
    expect(stale.statusCode).toBe(409);
    const restored = await app.inject({ method: 'POST', url: `/api/sites/${site.id}/restaurar`, headers, payload: { versao: 2 } });
    expect(restored.json()).toMatchObject({ ativo: true, versao: 3 });

    expect((await app.inject({ method: 'DELETE', url: `/api/sites/${site.id}?versao=2`, headers })).statusCode).toBe(409);
    expect((await app.inject({ method: 'DELETE', url: `/api/sites/${site.id}`, headers })).statusCode).toBe(422);
    const deleted = await app.inject({ method: 'DELETE', url: `/api/sites/${site.id}?versao=3`, headers });
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await app.inject({ method: 'GET', url: `/api/sites/${site.id}`, headers })).statusCode).toBe(404);
  });

  it('refuses to delete a site that other records point at, and says to archive it instead', async () => {
    const app = await buildTestApp();
    const { headers, empresaId } = await signedIn(app);
    const site = await createSite(app, headers, { nome: 'Loja Savassi' });
    // Activities do not exist yet; a table that points at sites as theirs will stands in for them.
    await peloDono(async (db) => {
      await sql`create table aponta_site (empresa_id uuid, site_id uuid, foreign key (empresa_id, site_id) references site)`.execute(db);
      await sql`insert into aponta_site values (${empresaId}, ${site.id})`.execute(db);
    });

    const response = await app.inject({ method: 'DELETE', url: `/api/sites/${site.id}?versao=1`, headers });
    expect(response.statusCode).toBe(409);
    expect(comTextos(response.json())).toEqual({ code: 'conflito', message: 'Este site tem atividades ou ações corretivas ligadas a ele e não pode ser excluído. Arquive-o.' });
    expect((await app.inject({ method: 'GET', url: `/api/sites/${site.id}`, headers })).statusCode).toBe(200);
    await peloDono((db) => sql`drop table aponta_site`.execute(db));
  });

  it('keeps sites without the sorted field at the end in both directions, and the last edited first by -atualizado_em', async () => {
    const clock = manualClock();
    const app = await buildTestApp({ clock });
    const { headers } = await signedIn(app);
    for (const site of [{ nome: 'Sem cidade' }, { nome: 'Em Belém', cidade: 'Belém' }, { nome: 'Em Natal', cidade: 'Natal' }]) {
      await createSite(app, headers, site);
      clock.advance(60_000);
    }
    expect(nomes(await list(app, headers, 'ordem=cidade'))).toEqual(['Em Belém', 'Em Natal', 'Sem cidade']);
    expect(nomes(await list(app, headers, 'ordem=-cidade'))).toEqual(['Em Natal', 'Em Belém', 'Sem cidade']);
    expect(nomes(await list(app, headers, 'ordem=-atualizado_em'))).toEqual(['Em Natal', 'Em Belém', 'Sem cidade']);
  });

  describe('list', () => {
    let app: FastifyInstance;
    let headers: Headers;

    beforeAll(async () => {
      app = await buildTestApp();
      ({ headers } = await signedIn(app));
      const sites: SiteCreateBody[] = [
        { nome: 'Loja Paulista', codigo: 'SP-001', cidade: 'São Paulo', uf: 'SP' },
        { nome: 'Escritório Sé', codigo: 'SP-002', cidade: 'São Paulo', uf: 'SP' },
        { nome: 'Unidade Campinas', codigo: 'SP-004', cidade: 'Campinas', uf: 'SP' },
        { nome: 'Loja Copacabana', codigo: 'RJ-001', cidade: 'Rio de Janeiro', uf: 'RJ' },
        { nome: 'Unidade São Luís', codigo: 'MA-001', cidade: 'São Luís', uf: 'MA' },
        { nome: 'Área técnica 100%', codigo: 'X_1', cidade: 'Goiânia', uf: 'GO', ativo: false },
      ];
      for (const site of sites) await createSite(app, headers, site);
    });

    it('searches nome, código and cidade ignoring accents and case', async () => {
      expect(nomes(await list(app, headers, 'q=sao%20paulo'))).toEqual(['Escritório Sé', 'Loja Paulista']);
      expect(nomes(await list(app, headers, 'q=SÃO'))).toEqual(['Escritório Sé', 'Loja Paulista', 'Unidade São Luís']);
      expect(nomes(await list(app, headers, 'q=escritorio'))).toEqual(['Escritório Sé']);
      expect(nomes(await list(app, headers, 'q=rj-0'))).toEqual(['Loja Copacabana']);
      expect(nomes(await list(app, headers, 'q=goiania'))).toEqual(['Área técnica 100%']);
    });

    it('finds nothing of another company, though the search runs beside row-level security', async () => {
      const outra = await signedIn(app);
      await createSite(app, outra.headers, { nome: 'Loja Paulista Centro', cidade: 'São Paulo', uf: 'SP' });
      expect(nomes(await list(app, headers, 'q=paulista'))).toEqual(['Loja Paulista']);
      expect(nomes(await list(app, outra.headers, 'q=paulista'))).toEqual(['Loja Paulista Centro']);
    });

    it('takes % and _ in the search as the characters a person typed', async () => {
      expect(nomes(await list(app, headers, 'q=100%25'))).toEqual(['Área técnica 100%']);
      expect(nomes(await list(app, headers, 'q=x_1'))).toEqual(['Área técnica 100%']);
      expect(nomes(await list(app, headers, 'q=%25'))).toEqual(['Área técnica 100%']);
      expect(nomes(await list(app, headers, 'q=_'))).toEqual(['Área técnica 100%']);
    });

    it('filters by ativo, UF and cidade (the whole name, accents ignored)', async () => {
      expect(nomes(await list(app, headers, 'uf=SP'))).toEqual(['Escritório Sé', 'Loja Paulista', 'Unidade Campinas']);
      expect(nomes(await list(app, headers, 'cidade=sao%20paulo'))).toEqual(['Escritório Sé', 'Loja Paulista']);
      expect(nomes(await list(app, headers, 'cidade=sao'))).toEqual([]);
      expect(nomes(await list(app, headers, 'ativo=false'))).toEqual(['Área técnica 100%']);
      expect((await list(app, headers, 'ativo=true&uf=SP&q=loja')).items.map((site) => site.codigo)).toEqual(['SP-001']);
    });

    it('sorts by the allowed fields, either way, accents not pushing a name to the end', async () => {
      expect(nomes(await list(app, headers, ''))).toEqual([
        'Área técnica 100%',
        'Escritório Sé',
        'Loja Copacabana',
        'Loja Paulista',
        'Unidade Campinas',
        'Unidade São Luís',
      ]);
      expect(nomes(await list(app, headers, 'ordem=-nome'))[0]).toBe('Unidade São Luís');
      expect((await list(app, headers, 'ordem=codigo')).items.map((site) => site.codigo)).toEqual([
        'MA-001',
        'RJ-001',
        'SP-001',
        'SP-002',
        'SP-004',
        'X_1',
      ]);
      expect(nomes(await list(app, headers, 'ordem=-cidade&uf=SP'))).toEqual(['Escritório Sé', 'Loja Paulista', 'Unidade Campinas']);
    });

    it('pages on the server, says while pages follow, and counts the list on its last page and apart', async () => {
      const first = await list(app, headers, 'limite=4');
      const second = await list(app, headers, 'limite=4&pagina=2');
      expect([first.items.length, first.mais, first.total]).toEqual([4, true, undefined]);
      expect([second.items.length, second.mais, second.total, second.total_limitado]).toEqual([2, false, 6, false]);
      expect(new Set([...nomes(first), ...nomes(second)]).size).toBe(6);
      // A page that ends exactly with the list: no page follows, and its rows end the count.
      expect(await list(app, headers, 'limite=3&pagina=2')).toMatchObject({ mais: false, total: 6, total_limitado: false });
      const alemDoFim = await list(app, headers, 'limite=4&pagina=3');
      expect([alemDoFim.items, alemDoFim.mais, alemDoFim.total, alemDoFim.total_limitado]).toEqual([[], false, 6, false]);
      expect(await contar(app, headers, '')).toEqual({ total: 6, total_limitado: false });
      expect(await contar(app, headers, 'uf=SP&ativo=true')).toEqual({ total: (await list(app, headers, 'uf=SP&ativo=true')).items.length, total_limitado: false });
      for (const query of ['ordem=nome', 'pagina=2', 'limite=10', 'uf=XX']) {
        expect([query, (await app.inject({ method: 'GET', url: `/api/sites/total?${query}`, headers })).statusCode]).toEqual([query, 422]);
      }
    });

    it('counts up to TOTAL_MAX sites and past it says there are more, on every search', async () => {
      const grande = await signedIn(app);
      await peloDono((db) =>
        sql`insert into site (empresa_id, nome) select ${grande.empresaId}::uuid, 'Loja ' || i from generate_series(1, ${TOTAL_MAX}) as i`.execute(db),
      );
      expect(await contar(app, grande.headers, '')).toEqual({ total: TOTAL_MAX, total_limitado: false });
      await createSite(app, grande.headers, { nome: 'Depósito Central' });
      expect(await contar(app, grande.headers, '')).toEqual({ total: TOTAL_MAX, total_limitado: true });
      const primeira = await list(app, grande.headers, 'limite=10');
      const funda = await list(app, grande.headers, 'limite=10&pagina=50');
      expect([primeira.items.length, primeira.mais, funda.items.length, funda.mais]).toEqual([10, true, 10, true]);
      // Past TOTAL_MAX rows the last page still counts what it read.
      const ultima = await list(app, grande.headers, `limite=10&pagina=${TOTAL_MAX / 10 + 1}`);
      expect([ultima.items.length, ultima.mais, ultima.total, ultima.total_limitado]).toEqual([1, false, TOTAL_MAX, true]);
      expect(await contar(app, grande.headers, 'q=deposito')).toEqual({ total: 1, total_limitado: false });
    });

    it('refuses a page size over 100, an unknown order and an unknown parameter with field messages', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/sites?limite=101&ordem=senha&empresa_id=x', headers });
      expect(response.statusCode).toBe(422);
      expect(comTextos(response.json().errors)).toEqual({
        limite: ['Deve ser no máximo 100.'],
        ordem: ['Valor inválido.'],
        empresa_id: ['Campo não permitido.'],
      });
    });
  });

  describe('import', () => {
    const good: SiteLinha[] = [
      { nome: 'Unidade Manaus', codigo: 'AM-001', cep: '69010-001', cidade: 'Manaus', uf: 'AM', latitude: '-3,131', longitude: '-60,0234' },
      { nome: 'Unidade Belém', codigo: 'PA-001', cep: '66017000', cidade: 'Belém', uf: 'pa', enviar_relatorio_ao_cliente: 'Sim', ativo: 'não' },
    ];

    it('checks every line without writing when not confirmed', async () => {
      const app = await buildTestApp();
      const { headers } = await signedIn(app);
      const response = await app.inject({ method: 'POST', url: '/api/sites/importar', headers, payload: { linhas: good, confirmar: false } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ total: 2, importadas: 0, erros: [] });
      expect((await list(app, headers, '')).total).toBe(0);
    });

    it('writes nothing when any line is refused, and says what is wrong on which line', async () => {
      const app = await buildTestApp();
      const { headers } = await signedIn(app);
      await createSite(app, headers, { nome: 'Unidade Natal', codigo: 'RN-001' });
      const linhas: SiteLinha[] = [
        ...good,
        { nome: 'Unidade Cuiabá', cep: '7800', uf: 'Mato Grosso', latitude: 'norte', longitude: '-56,09' },
        { nome: 'unidade natal', codigo: 'rn-001' },
        { nome: 'UNIDADE MANAUS', contato_email: 'sem arroba', ativo: 'talvez' },
        { nome: '' },
      ];
      for (const confirmar of [false, true]) {
        const response = await app.inject({ method: 'POST', url: '/api/sites/importar', headers, payload: { linhas, confirmar } });
        expect(response.statusCode).toBe(confirmar ? 422 : 200);
        expect(comTextos(response.json())).toEqual({
          ...(confirmar ? { code: 'validacao', message: 'Nenhuma linha foi importada. Corrija as linhas com erro e envie o arquivo de novo.' } : {}),
          total: 6,
          importadas: 0,
          erros: [
            { linha: 3, campo: 'cep', code: 'cep_digitos', params: {}, message: 'CEP deve ter 8 dígitos.' },
            { linha: 3, campo: 'uf', code: 'uf_invalida', params: {}, message: 'UF inválida: use a sigla do estado, por exemplo SP.' },
            { linha: 3, campo: 'latitude', code: 'numero_invalido', params: {}, message: 'Número inválido: use por exemplo -23,5505.' },
            { linha: 4, campo: 'nome', code: 'em_uso', params: {}, message: 'Já existe um site com este nome.' },
            { linha: 4, campo: 'codigo', code: 'em_uso', params: {}, message: 'Já existe um site com este código.' },
            { linha: 5, campo: 'nome', code: 'repetido', params: { linha: 1 }, message: 'Repetido: a linha 1 já usa este valor.' },
            { linha: 5, campo: 'contato_email', code: 'email_invalido', params: {}, message: 'E-mail inválido.' },
            { linha: 5, campo: 'ativo', code: 'sim_ou_nao', params: {}, message: 'Use "sim" ou "não".' },
            { linha: 6, campo: 'nome', code: 'obrigatorio', params: {}, message: 'Campo obrigatório.' },
          ],
        });
      }
      expect(nomes(await list(app, headers, ''))).toEqual(['Unidade Natal']);
    });

    it('writes every line in one go when all are good', async () => {
      const app = await buildTestApp();
      const { headers } = await signedIn(app);
      const response = await app.inject({ method: 'POST', url: '/api/sites/importar', headers, payload: { linhas: good, confirmar: true } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ total: 2, importadas: 2, erros: [] });
      const { items } = await list(app, headers, '');
      const lidos = items.map(({ nome, cep, uf, latitude, longitude, enviar_relatorio_ao_cliente: relatorio, ativo }) => {
        return { nome, cep, uf, latitude, longitude, relatorio, ativo };
      });
      expect(lidos).toEqual([
        { nome: 'Unidade Belém', cep: '66017000', uf: 'PA', latitude: null, longitude: null, relatorio: true, ativo: false },
        { nome: 'Unidade Manaus', cep: '69010001', uf: 'AM', latitude: -3.131, longitude: -60.0234, relatorio: false, ativo: true },
      ]);
    });

    it('takes up to 5000 lines and refuses more', async () => {
      const app = await buildTestApp();
      const { headers } = await signedIn(app);
      const linhas = Array.from({ length: 5000 }, (_, index) => ({ nome: `Site ${index + 1}`, codigo: `C${index + 1}`, uf: 'SP' }));
      const accepted = await app.inject({ method: 'POST', url: '/api/sites/importar', headers, payload: { linhas, confirmar: true } });
      expect(accepted.json()).toEqual({ total: 5000, importadas: 5000, erros: [] });
      const refused = await app.inject({
        method: 'POST',
        url: '/api/sites/importar',
        headers,
        payload: { linhas: [...linhas, { nome: 'Mais um' }], confirmar: false },
      });
      expect(refused.statusCode).toBe(422);
      expect(comTextos(refused.json().errors)).toEqual({ linhas: ['Deve ter no máximo 5000 itens.'] });
    });
  });

  it('exports the filtered list as CSV for a Brazilian spreadsheet, with the import’s columns', async () => {
    const app = await buildTestApp();
    const { headers } = await signedIn(app);
    await createSite(app, headers, {
      nome: 'Loja "Central"; Térreo',
      codigo: '=HYPERLINK("x")',
      cep: '01310200',
      cidade: 'São Paulo',
      uf: 'SP',
      latitude: -23.5614,
      longitude: -46.6559,
      contato_telefone: '11987654321',
    });
    await createSite(app, headers, { nome: 'Loja Copacabana', cidade: 'Rio de Janeiro', uf: 'RJ' });

    const response = await app.inject({ method: 'GET', url: '/api/sites/exportar?uf=SP', headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="sites.csv"');
    expect(response.body.split('\r\n')).toEqual([
      '\uFEFFnome;codigo;cep;logradouro;numero;complemento;bairro;cidade;uf;contato_nome;contato_telefone;contato_email;observacoes;latitude;longitude;enviar_relatorio_ao_cliente;ativo',
      `"Loja ""Central""; Térreo";"'=HYPERLINK(""x"")";01310-200;;;;;São Paulo;SP;;(11) 98765-4321;;;-23,5614;-46,6559;não;sim`,
      '',
    ]);
  });
});

// The site read by id runs through consultaPreparada; its own checks share this file's database.
describe('a query compiled once', () => {
  const trio = consultaPreparada(['primeiro', 'segundo'], (db, { primeiro, segundo }) =>
    db.selectNoFrom((eb) => [eb.val(segundo).as('segundo'), eb.val('fixo').as('fixo'), eb.val(primeiro).as('primeiro')]),
  );

  it("runs each call with that call's values in their places, and keeps the query's own values", async () => {
    expect(await peloDono((db) => trio(db, { primeiro: 'a', segundo: 'b' }))).toEqual([{ segundo: 'b', fixo: 'fixo', primeiro: 'a' }]);
    expect(await peloDono((db) => trio(db, { primeiro: 'c', segundo: 'd' }))).toEqual([{ segundo: 'd', fixo: 'fixo', primeiro: 'c' }]);
  });

  it('answers what the same query built each time answers', async () => {
    await register(await buildTestApp());
    const porNome = consultaPreparada(['nome'], (db, { nome }) => db.selectFrom('empresa').select(['id', 'nome']).where('nome', '=', nome).orderBy('id'));
    await peloDono(async (db) => {
      const [empresa] = await db.selectFrom('empresa').select(['id', 'nome']).limit(1).execute();
      if (!empresa) throw new Error('o banco de teste não tem empresa');
      expect(await porNome(db, { nome: empresa.nome })).toEqual(
        await db.selectFrom('empresa').select(['id', 'nome']).where('nome', '=', empresa.nome).orderBy('id').execute(),
      );
      expect(await porNome(db, { nome: 'nenhuma empresa tem este nome' })).toEqual([]);
    });
  });
});
