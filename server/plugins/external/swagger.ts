import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { DADOS_DOS_EVENTOS } from '#contract/webhookEventos';
import { EVENTOS_WEBHOOK, type EventoWebhook } from '#contract/webhooks';

/** Each event's `data` as a named schema: the symbols TypeBox keeps on a schema do not go into the document. */
const dadosDoEvento = (evento: EventoWebhook) => {
  const { $id, ...schema } = JSON.parse(JSON.stringify(DADOS_DOS_EVENTOS[evento])) as { $id: string } & Record<string, unknown>;
  return { nome: $id, schema };
};

const cabecalho = (name: string, description: string) => ({ name, in: 'header', required: true, schema: { type: 'string' as const }, description });

/**
 * What Prumo POSTs to a company's receivers (docs/webhooks.md), as OpenAPI 3.1's `webhooks`:
 * one entry per event, its body `{ type, timestamp, data }` and the Standard Webhooks headers.
 */
const webhooks = Object.fromEntries(
  EVENTOS_WEBHOOK.map((evento) => [
    evento,
    {
      post: {
        operationId: `webhook:${evento}`,
        summary: evento,
        description: 'Enviado a cada receptor inscrito no evento, assinado (Standard Webhooks). Uma resposta 2xx em até 10 s é uma entrega; qualquer outra é tentada de novo.',
        tags: ['webhooks'],
        parameters: [
          cabecalho('webhook-id', 'O id da entrega, o mesmo em cada nova tentativa.'),
          cabecalho('webhook-timestamp', 'Quando foi enviada, em segundos desde 1970.'),
          cabecalho('webhook-signature', 'v1,<HMAC-SHA256 em base64 de id.timestamp.corpo, com o segredo whsec_ do receptor>.'),
        ],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object' as const,
                required: ['type', 'timestamp', 'data'],
                properties: {
                  type: { const: evento },
                  timestamp: { type: 'string' as const, format: 'date-time', description: 'Quando a mudança foi feita.' },
                  data: { $ref: `#/components/schemas/${dadosDoEvento(evento).nome}` },
                },
              },
            },
          },
        },
        responses: { '2XX': { description: 'Recebido.' } },
      },
    },
  ]),
);

/** OpenAPI built from the route schemas, browsable at /api/docs (its JSON at /api/docs/json). */
export const apiDocs = fp(
  async function apiDocs(app: FastifyInstance) {
    await app.register(swagger, {
      openapi: {
        // 3.1: its schemas are JSON Schema 2020-12, as the contract's are (3.0 refuses if/then and type null).
        openapi: '3.1.0',
        info: { title: 'Prumo API', version: '0.1.0', description: 'API do Prumo: contas, empresas, cadastros, questionários e atividades.' },
        webhooks,
        components: {
          schemas: Object.fromEntries(EVENTOS_WEBHOOK.map((evento) => Object.values(dadosDoEvento(evento)))),
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer', description: 'O token de uma sessão: POST /api/auth/login.' },
            tokenDaApi: {
              type: 'http',
              scheme: 'bearer',
              bearerFormat: 'prumo_…',
              description:
                'Um token de API da empresa (Configurações → Integrações), com as permissões do seu papel, só na sua empresa: dispensa X-Empresa-Id. As rotas da própria pessoa (conta, perfil, convites, empresas, tokens) o recusam com 403 so_para_pessoas.',
            },
          },
        },
      },
      // Shared schemas keep their contract name (User, Papel) instead of def-0, def-1…
      refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      // The docs page has its own scripts; swagger-ui answers them with a CSP of their hashes.
      staticCSP: true,
    });
  },
  { name: 'api-docs' },
);
