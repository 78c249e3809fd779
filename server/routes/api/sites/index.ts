import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParamsSchema } from '#contract/registro';
import { SiteCreateBodySchema, SiteListaQuerySchema, SiteListaSchema, SiteSchema, SiteUpdateBodySchema } from '#contract/sites';
import { sites, toSite } from '#server/db/repositories/sites';
import { cicloDeVidaRoutes } from '#server/http/cicloDeVida';
import { errorResponses } from '#server/http/responses';
import { alterarSite, carregarSite, criarSite, SITE_COM_REFERENCIAS, SITE_NAO_ENCONTRADO } from '#server/sites/cadastro';
import { siteImportacaoRoutes } from './importacao';

const tags = ['sites'];

/** /api/sites: the places where the company works. */
const siteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      config: { permissao: 'sites.ler' },
      schema: { tags, querystring: SiteListaQuerySchema, response: { 200: SiteListaSchema } },
    },
    async (request) =>
      request.tenant.leitura(async (trx, empresaId) => {
        const { items, ...contagem } = await sites.list(trx, empresaId, request.query);
        return { items: items.map(toSite), ...contagem };
      }),
  );

  app.get(
    '/:id',
    {
      config: { permissao: 'sites.ler' },
      schema: { tags, params: IdParamsSchema, response: { 200: SiteSchema } },
    },
    async (request) => request.tenant.leitura((trx, empresaId) => carregarSite(trx, empresaId, request.params.id)),
  );

  app.post(
    '/',
    {
      config: { permissao: 'sites.editar' },
      schema: {
        tags,
        body: SiteCreateBodySchema,
        response: { 201: SiteSchema, ...errorResponses(409) },
      },
    },
    async (request, reply) => {
      const site = await request.tenant.transaction((trx, empresaId) => criarSite(trx, empresaId, request.body, request.autoria()));
      return reply.code(201).send(site);
    },
  );

  app.patch(
    '/:id',
    {
      config: { permissao: 'sites.editar' },
      schema: {
        tags,
        params: IdParamsSchema,
        body: SiteUpdateBodySchema,
        response: { 200: SiteSchema, ...errorResponses(409) },
      },
    },
    async (request) => {
      const { versao, ...mudanca } = request.body;
      return request.tenant.transaction((trx, empresaId) =>
        alterarSite(trx, empresaId, request.params.id, versao, mudanca, request.autoria()),
      );
    },
  );

  await app.register(
    cicloDeVidaRoutes({
      tags,
      permissao: 'sites.editar',
      schema: SiteSchema,
      naoEncontrado: SITE_NAO_ENCONTRADO,
      comReferencias: SITE_COM_REFERENCIAS,
      find: sites.find,
      alterar: alterarSite,
      remove: sites.remove,
    }),
  );
  await app.register(siteImportacaoRoutes);
};

export default siteRoutes;
