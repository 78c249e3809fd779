import type { FastifyInstance } from 'fastify';
import { CORES_TIPO_SERVICO } from '#contract/cores';
import type { Questionario } from '#contract/questionario';
import type { TipoServico, TipoServicoCreateBody } from '#contract/tiposServico';
import { bearer, register } from '../support/api/accounts';
import { buildTestApp } from '../support/api/buildTestApp';
import { comTextos } from '../support/api/respostasDeErro';
import { definicao, pergunta, secao } from '../support/questionarios';

type Headers = Record<string, string>;

async function signedIn(app: FastifyInstance): Promise<Headers> {
  return bearer((await register(app)).token);
}

async function createTipo(app: FastifyInstance, headers: Headers, body: TipoServicoCreateBody): Promise<TipoServico> {
  const response = await app.inject({ method: 'POST', url: '/api/tipos-servicos', headers, payload: body });
  if (response.statusCode !== 201) throw new Error(`create: ${response.statusCode} ${response.body}`);
  return response.json();
}

async function nomes(app: FastifyInstance, headers: Headers, query: string): Promise<string[]> {
  const response = await app.inject({ method: 'GET', url: `/api/tipos-servicos?${query}`, headers });
  expect(response.statusCode).toBe(200);
  return (response.json() as { items: TipoServico[] }).items.map((tipo) => tipo.nome);
}

describe('/api/tipos-servicos', () => {
  it('creates a service type with a palette colour (any case) and answers 201 with the record', async () => {
    const app = await buildTestApp();
    const headers = await signedIn(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/tipos-servicos',
      headers,
      payload: { nome: ' Manutenção preventiva ', descricao: 'Plano mensal.', cor: '#2e7d32', duracao_minutos: 120 },
    });
    expect(response.statusCode).toBe(201);
    const tipo = response.json() as TipoServico;
    expect(tipo).toEqual({
      id: expect.any(String),
      nome: 'Manutenção preventiva',
      descricao: 'Plano mensal.',
      cor: '#2E7D32',
      duracao_minutos: 120,
      questionario_id: null,
      enviar_relatorio_ao_cliente: false,
      ativo: true,
      versao: 1,
    });
    expect((await app.inject({ method: 'GET', url: `/api/tipos-servicos/${tipo.id}`, headers })).json()).toEqual(tipo);
    expect((await createTipo(app, headers, { nome: 'Vistoria' })).cor).toBe(CORES_TIPO_SERVICO[0].cor);
  });

  it('refuses a colour outside the palette, a bad duration, a blank name and an unknown questionnaire', async () => {
    const app = await buildTestApp();
    const headers = await signedIn(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/tipos-servicos',
      headers,
      payload: { nome: ' ', cor: '#FFFFFF', questionario_id: '6f1c3e0a-0000-4000-8000-000000000000' },
    });
    expect(response.statusCode).toBe(422);
    expect(comTextos(response.json())).toEqual({
      code: 'validacao',
      message: 'Verifique os dados informados.',
      errors: {
        nome: ['Campo obrigatório.'],
        cor: ['Escolha uma das cores da paleta (16 opções).'],
        questionario_id: ['Escolha um questionário publicado.'],
      },
    });
    const duration = await app.inject({ method: 'POST', url: '/api/tipos-servicos', headers, payload: { nome: 'Vistoria', duracao_minutos: 0 } });
    expect(duration.statusCode).toBe(422);
    expect(comTextos(duration.json().errors)).toEqual({ duracao_minutos: ['Deve ser no mínimo 1.'] });
    expect(await nomes(app, headers, '')).toEqual([]);
  });

  it('keeps names unique in the company, accents and case ignored', async () => {
    const app = await buildTestApp();
    const headers = await signedIn(app);
    await createTipo(app, headers, { nome: 'Instalação' });
    const other = await createTipo(app, headers, { nome: 'Auditoria' });
    const clash = await app.inject({ method: 'POST', url: '/api/tipos-servicos', headers, payload: { nome: 'INSTALACAO' } });
    expect(clash.statusCode).toBe(409);
    expect(comTextos(clash.json())).toEqual({
      code: 'em_uso',
      message: 'Já existe um tipo de serviço com este nome.',
      errors: { nome: ['Já existe um tipo de serviço com este nome.'] },
    });
    const rename = await app.inject({ method: 'PATCH', url: `/api/tipos-servicos/${other.id}`, headers, payload: { nome: 'instalação', versao: 1 } });
    expect(rename.statusCode).toBe(409);
    await createTipo(app, await signedIn(app), { nome: 'Instalação' });
  });

  it('edits at the versao the editor read, refuses a stale one, and answers 404 for another company’s id', async () => {
    const app = await buildTestApp();
    const headers = await signedIn(app);
    const stranger = await signedIn(app);
    const tipo = await createTipo(app, headers, { nome: 'Vistoria', duracao_minutos: 60 });

    const saved = await app.inject({ method: 'PATCH', url: `/api/tipos-servicos/${tipo.id}`, headers, payload: { duracao_minutos: 90, versao: 1 } });
    expect(comTextos(saved.json())).toMatchObject({ nome: 'Vistoria', duracao_minutos: 90, versao: 2 });
    const stale = await app.inject({ method: 'PATCH', url: `/api/tipos-servicos/${tipo.id}`, headers, payload: { duracao_minutos: 30, versao: 1 } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/alterado por outra pessoa/);

    for (const [method, url, payload] of [
      ['GET', `/api/tipos-servicos/${tipo.id}`, undefined],
      ['PATCH', `/api/tipos-servicos/${tipo.id}`, { nome: 'Minha', versao: 2 }],
      ['POST', `/api/tipos-servicos/${tipo.id}/arquivar`, { versao: 2 }],
      ['DELETE', `/api/tipos-servicos/${tipo.id}?versao=2`, undefined],
      ['GET', '/api/tipos-servicos/123', undefined],
    ] as const) {
      const response = await app.inject({ method, url, headers: stranger, ...(payload ? { payload } : {}) });
      expect(comTextos([method, url, response.statusCode, response.json()])).toEqual([method, url, 404, { code: 'nao_encontrado', message: 'Tipo de serviço não encontrado.' }]);
    }
  });

  it('archives, restores and deletes with versao', async () => {
    const app = await buildTestApp();
    const headers = await signedIn(app);
    const tipo = await createTipo(app, headers, { nome: 'Treinamento', cor: '#FFD54F' });
    const archived = await app.inject({ method: 'POST', url: `/api/tipos-servicos/${tipo.id}/arquivar`, headers, payload: { versao: 1 } });
    expect(archived.json()).toMatchObject({ ativo: false, versao: 2 });
    expect(await nomes(app, headers, 'ativo=true')).toEqual([]);
    const restored = await app.inject({ method: 'POST', url: `/api/tipos-servicos/${tipo.id}/restaurar`, headers, payload: { versao: 2 } });
    expect(restored.json()).toMatchObject({ ativo: true, versao: 3 });
    expect((await app.inject({ method: 'DELETE', url: `/api/tipos-servicos/${tipo.id}?versao=2`, headers })).statusCode).toBe(409);
    expect((await app.inject({ method: 'DELETE', url: `/api/tipos-servicos/${tipo.id}?versao=3`, headers })).statusCode).toBe(204);
    expect(await nomes(app, headers, '')).toEqual([]);
  });

  it('offers as questionário padrão only one of the company’s published questionnaires, which then cannot be deleted', async () => {
    const app = await buildTestApp();
    const headers = await signedIn(app);
    const novo = async (h: Headers) =>
      (await app.inject({ method: 'POST', url: '/api/questionarios', headers: h, payload: definicao([secao('s1', [pergunta('p1')])]) })).json() as Questionario;
    const publicar = async (h: Headers, id: string) =>
      (await app.inject({ method: 'POST', url: `/api/questionarios/${id}/publicar`, headers: h })).json() as Questionario;
    const refused = async (body: TipoServicoCreateBody) => {
      const response = await app.inject({ method: 'POST', url: '/api/tipos-servicos', headers, payload: body });
      expect(comTextos([response.statusCode, response.json().errors])).toEqual([422, { questionario_id: ['Escolha um questionário publicado.'] }]);
    };

    const rascunho = await novo(headers);
    await refused({ nome: 'Vistoria', questionario_id: rascunho.id });
    const stranger = await signedIn(app);
    const alheio = await publicar(stranger, (await novo(stranger)).id);
    expect(alheio.status).toBe('publicado');
    await refused({ nome: 'Vistoria', questionario_id: alheio.id });
    await refused({ nome: 'Vistoria', questionario_id: 'nao-e-um-id' });

    const publicado = await publicar(headers, rascunho.id);
    const tipo = await createTipo(app, headers, { nome: 'Vistoria', questionario_id: publicado.id });
    expect(tipo.questionario_id).toBe(publicado.id);

    const deleted = await app.inject({ method: 'DELETE', url: `/api/questionarios/${publicado.id}?versao=${publicado.versao}`, headers });
    expect(comTextos([deleted.statusCode, deleted.json()])).toEqual([
      409,
      { code: 'conflito', message: 'Este questionário é usado por tipos de serviço ou atividades e não pode ser excluído. Arquive-o.' },
    ]);
    const url = `/api/questionarios/${publicado.id}/arquivar`;
    expect((await app.inject({ method: 'POST', url, headers, payload: { versao: publicado.versao } })).statusCode).toBe(200);
    await refused({ nome: 'Auditoria', questionario_id: publicado.id });
    // A choice made before the archive stays while the type is edited otherwise.
    const renamed = await app.inject({ method: 'PATCH', url: `/api/tipos-servicos/${tipo.id}`, headers, payload: { nome: 'Vistoria anual', versao: 1 } });
    expect(renamed.json()).toMatchObject({ nome: 'Vistoria anual', questionario_id: publicado.id, versao: 2 });
    const cleared = await app.inject({ method: 'PATCH', url: `/api/tipos-servicos/${tipo.id}`, headers, payload: { questionario_id: null, versao: 2 } });
    expect(cleared.json()).toMatchObject({ questionario_id: null, versao: 3 });
  });

  it('lists with search ignoring accents, the ativo filter, order and pages', async () => {
    const app = await buildTestApp();
    const headers = await signedIn(app);
    await createTipo(app, headers, { nome: 'Manutenção preventiva', duracao_minutos: 120 });
    await createTipo(app, headers, { nome: 'Manutenção corretiva', duracao_minutos: 180 });
    await createTipo(app, headers, { nome: 'Vistoria', duracao_minutos: 60 });
    await createTipo(app, headers, { nome: 'Auditoria', ativo: false });

    expect(await nomes(app, headers, 'q=manutencao')).toEqual(['Manutenção corretiva', 'Manutenção preventiva']);
    expect(await nomes(app, headers, 'q=ÇÃO%20PREV')).toEqual(['Manutenção preventiva']);
    expect(await nomes(app, headers, 'ativo=false')).toEqual(['Auditoria']);
    expect(await nomes(app, headers, 'ordem=-duracao_minutos')).toEqual(['Manutenção corretiva', 'Manutenção preventiva', 'Vistoria', 'Auditoria']);
    const page = await app.inject({ method: 'GET', url: '/api/tipos-servicos?limite=3&pagina=2', headers });
    expect(page.json()).toMatchObject({ total: 4, total_limitado: false, items: [{ nome: 'Vistoria' }] });
  });
});
