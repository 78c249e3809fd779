import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParamsSchema } from '../../../../contract/registro';
import {
  problemasDoSite,
  SiteCreateBodySchema,
  SiteListaQuerySchema,
  SiteListaSchema,
  SiteSchema,
  SiteUpdateBodySchema,
  type Site,
  type SiteEntrada,
} from '../../../../contract/sites';
import type { Autoria } from '../../../db/repositories/registros';
import { sites, toSite } from '../../../db/repositories/sites';
import { httpErrors } from '../../../http/errors';
import { naVersao, semProblemas } from '../../../http/registros';
import { errorResponses } from '../../../http/responses';
import { cicloDeVidaRoutes } from '../../../http/cicloDeVida';
import { siteImportacaoRoutes } from './importacao';
import { conflitoDeUnicidade, exigirUnicos } from './unicidade';
import type { Trx } from '../../../db/tenant';

const tags = ['sites'];

const SITE_NAO_ENCONTRADO = 'Site não encontrado.';
const SITE_COM_REFERENCIAS = 'Este site tem atividades ligadas a ele e não pode ser excluído. Arquive-o.';

/**
 * Applies `mudanca` to the site the screen read at `versao`: the stored record merged with the
 * change is checked whole, as on create, so a rule across fields (both coordinates) still holds.
 */
async function alterar(trx: Trx, empresaId: string, id: string, versao: number, mudanca: SiteEntrada, autoria: Autoria): Promise<Site> {
  const atual = naVersao(await sites.find(trx, empresaId, id), versao, SITE_NAO_ENCONTRADO);
  const { valores, problemas } = problemasDoSite({ ...atual, ...mudanca });
  semProblemas(problemas);
  await exigirUnicos(trx, empresaId, valores, id);
  const row = await sites.update(trx, empresaId, id, versao, valores, autoria).catch((error: unknown) => {
    throw conflitoDeUnicidade(error);
  });
  if (!row) throw httpErrors.stale();
  return toSite(row);
}

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
        const { items, total } = await sites.list(trx, empresaId, request.query);
        return { items: items.map(toSite), total };
      }),
  );

  app.get(
    '/:id',
    {
      config: { permissao: 'sites.ler' },
      schema: { tags, params: IdParamsSchema, response: { 200: SiteSchema } },
    },
    async (request) => {
      const row = await request.tenant.leitura((trx, empresaId) => sites.find(trx, empresaId, request.params.id));
      if (!row) throw httpErrors.notFound(SITE_NAO_ENCONTRADO);
      return toSite(row);
    },
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
      const { valores, problemas } = problemasDoSite(request.body);
      semProblemas(problemas);
      const site = await request.tenant.transaction(async (trx, empresaId) => {
        await exigirUnicos(trx, empresaId, valores);
        const [row] = await sites.create(trx, empresaId, [valores], request.autoria()).catch((error: unknown) => {
          throw conflitoDeUnicidade(error);
        });
        return toSite(row!);
      });
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
        alterar(trx, empresaId, request.params.id, versao, mudanca, request.autoria()),
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
      alterar,
      remove: sites.remove,
    }),
  );
  await app.register(siteImportacaoRoutes);
};

export default siteRoutes;
