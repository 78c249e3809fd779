import { IdParamsSchema } from '#contract/registro';
import { ContagemSchema } from '#contract/lista';
import { SiteCreateBodySchema, SiteDetalheSchema, SiteListaQuerySchema, SiteListaSchema, SiteSchema, SiteTotalQuerySchema, SiteUpdateBodySchema } from '#contract/sites';
import { sites, toSite } from '#server/db/repositories/sites';
import { cicloDeVidaRoutes } from '#server/http/cicloDeVida';
import { errorResponses } from '#server/http/responses';
import { rotas } from '#server/http/rotas';
import { alterarSite, criarSite, SITE_COM_REFERENCIAS, SITE_NAO_ENCONTRADO } from '#server/sites/cadastro';
import { seguirSite, siteDetalhe } from '#server/sites/seguir';
import { siteImportacaoRoutes } from './importacao';

const tags = ['sites'];

/** /api/sites: the places where the company works; /api/sites/total counts the list apart from its pages. */
const siteRoutes = rotas('sites', async (app) => {
  app.get(
    '/',
    {
      config: { permissao: 'sites.ler' },
      schema: { tags, querystring: SiteListaQuerySchema, response: { 200: SiteListaSchema } },
    },
    async (request) =>
      request.tenant.leitura(async (trx, empresaId) => {
        const { items, ...pagina } = await sites.list(trx, empresaId, request.query);
        return { items: items.map(toSite), ...pagina };
      }),
  );

  app.get(
    '/total',
    {
      config: { permissao: 'sites.ler' },
      schema: { tags, querystring: SiteTotalQuerySchema, response: { 200: ContagemSchema } },
    },
    async (request) => request.tenant.leitura((trx, empresaId) => sites.contar(trx, empresaId, request.query)),
  );

  app.get(
    '/:id',
    {
      config: { permissao: 'sites.ler' },
      schema: { tags, params: IdParamsSchema, response: { 200: SiteDetalheSchema } },
    },
    async (request) => request.tenant.leitura((trx, empresaId) => siteDetalhe(trx, empresaId, request.params.id, request.autoria().por)),
  );

  for (const [method, seguir] of [['PUT', true], ['DELETE', false]] as const) {
    app.route({
      method,
      url: '/:id/seguir',
      // A person follows: an API token is no member, and hears of nothing.
      config: { permissao: 'sites.seguir', somentePessoas: true },
      schema: {
        tags,
        summary: seguir ? 'Segue o site: quem o segue é avisado de cada atividade concluída nele' : 'Deixa de seguir o site',
        params: IdParamsSchema,
        response: { 204: { type: 'null' } },
      },
      handler: async (request, reply) => {
        await request.tenant.transaction((trx, empresaId) => seguirSite(trx, empresaId, request.params.id, seguir, request.autoria()));
        return reply.code(204).send();
      },
    });
  }

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
});

export default siteRoutes;
