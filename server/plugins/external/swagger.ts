import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

/** OpenAPI built from the route schemas, browsable at /api/docs (its JSON at /api/docs/json). */
export const apiDocs = fp(
  async function apiDocs(app: FastifyInstance) {
    await app.register(swagger, {
      openapi: {
        // 3.1: its schemas are JSON Schema 2020-12, as the contract's are (3.0 refuses if/then and type null).
        openapi: '3.1.0',
        info: { title: 'Prumo API', version: '0.1.0', description: 'API do Prumo: contas, empresas, cadastros, questionários e atividades.' },
        components: {
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
