import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import type { FastifyInstance } from 'fastify';
import { EVENTOS_WEBHOOK } from '#contract/webhooks';
import { buildTestApp } from '../support/api/buildTestApp';

const bin = (nome: string) => path.join(__dirname, '../../node_modules/.bin', nome);

// What an integrator writes against the generated types: it must compile, and a wrong body must not.
const USO = `
import type { paths, webhooks } from './api';

type Login = paths['/api/auth/login']['post']['requestBody']['content']['application/json'];
type Sites = paths['/api/sites/']['get']['responses']['200']['content']['application/json'];

export const login: Login = { email: 'admin@prumo.example', password: 'prumo-demo' };
// @ts-expect-error: the sign-in body has no such field
export const errado: Login = { email: 'a@b.c', password: 'x', lembrar: true };
export const nomes = (sites: Sites) => sites.items.map((site) => site.nome.toUpperCase());

type Concluida = webhooks['atividade.concluida']['post']['requestBody']['content']['application/json'];
export const conformidade = (corpo: Concluida) => (corpo.type === 'atividade.concluida' ? corpo.data.conformidade : null);
// @ts-expect-error: an action's transition carries no conformidade
export const semConformidade = (corpo: webhooks['acao.transicao']['post']['requestBody']['content']['application/json']) => corpo.data.conformidade;
`;

describe('the API document at /api/docs/json', () => {
  let app: FastifyInstance;
  let documento: Record<string, unknown>;
  beforeAll(async () => {
    app = await buildTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    documento = response.json();
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(documento.openapi).toBe('3.1.0');
    await expect(SwaggerParser.validate(structuredClone(documento) as never)).resolves.toBeDefined();
  });

  it('describes API tokens as a security scheme, offered on the company routes only', () => {
    const { components, paths } = documento as {
      components: { securitySchemes: Record<string, { type: string; scheme: string }> };
      paths: Record<string, Record<string, { security?: Record<string, unknown>[] }>>;
    };
    expect(components.securitySchemes.tokenDaApi).toMatchObject({ type: 'http', scheme: 'bearer' });
    const aceitaToken = (path: string, metodo: string) => paths[path]![metodo]!.security!.some((esquema) => 'tokenDaApi' in esquema);
    expect(aceitaToken('/api/sites/', 'get')).toBe(true);
    expect(aceitaToken('/api/user/atualizar', 'put')).toBe(false);
    expect(aceitaToken('/api/tokens/', 'post')).toBe(false);
  });

  it('describes each webhook event with its body { type, timestamp, data } and the signature headers', () => {
    type Operacao = {
      parameters: { name: string; in: string }[];
      requestBody: { content: { 'application/json': { schema: { required: string[]; properties: { type: { const: string }; data: { $ref: string } } } } } };
    };
    const { webhooks, components } = documento as { webhooks: Record<string, { post: Operacao }>; components: { schemas: Record<string, { properties: Record<string, unknown> }> } };
    expect(Object.keys(webhooks).sort()).toEqual([...EVENTOS_WEBHOOK].sort());
    for (const evento of EVENTOS_WEBHOOK) {
      const { parameters, requestBody } = webhooks[evento]!.post;
      const corpo = requestBody.content['application/json'].schema;
      expect([evento, corpo.required]).toEqual([evento, ['type', 'timestamp', 'data']]);
      expect(corpo.properties.type.const).toBe(evento);
      const dados = components.schemas[corpo.properties.data.$ref.replace('#/components/schemas/', '')];
      expect([evento, Object.keys(dados?.properties ?? {})]).toEqual([evento, expect.arrayContaining(evento.startsWith('questionario') ? ['id', 'titulo', 'versao'] : ['id', 'codigo', 'versao'])]);
      expect(parameters.filter((parametro) => parametro.in === 'header').map((parametro) => parametro.name)).toEqual(['webhook-id', 'webhook-timestamp', 'webhook-signature']);
    }
    expect(Object.keys(components.schemas.AtividadeConcluidaEvento!.properties)).toEqual(expect.arrayContaining(['evento', 'de', 'para', 'conformidade', 'perguntas_reprovadas']));
  });

  it('gives openapi-typescript a client that compiles, and refuses a wrong body', () => {
    const pasta = mkdtempSync(path.join(tmpdir(), 'prumo-cliente-'));
    try {
      writeFileSync(path.join(pasta, 'openapi.json'), JSON.stringify(documento));
      execFileSync(bin('openapi-typescript'), [path.join(pasta, 'openapi.json'), '--output', path.join(pasta, 'api.d.ts')], { stdio: 'pipe' });
      writeFileSync(path.join(pasta, 'uso.ts'), USO);
      const tsc = ['--noEmit', '--strict', '--target', 'es2022', '--module', 'nodenext', '--skipLibCheck', 'uso.ts'];
      const compilou = spawnSync(bin('tsc'), tsc, { cwd: pasta, encoding: 'utf8' });
      expect(compilou.stdout + compilou.stderr).toBe('');
      expect(compilou.status).toBe(0);
    } finally {
      rmSync(pasta, { recursive: true, force: true });
    }
  });
});
