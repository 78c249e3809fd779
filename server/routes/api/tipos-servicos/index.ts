import { IdParamsSchema } from '#contract/registro';
import {
  TipoServicoCreateBodySchema,
  TipoServicoListaQuerySchema,
  TipoServicoListaSchema,
  TipoServicoSchema,
  TipoServicoUpdateBodySchema,
} from '#contract/tiposServico';
import { tiposServico, toTipoServico } from '#server/db/repositories/tiposServico';
import { cicloDeVidaRoutes } from '#server/http/cicloDeVida';
import { errorResponses } from '#server/http/responses';
import { rotas } from '#server/http/rotas';
import {
  alterarTipoServico,
  carregarTipoServico,
  COM_REFERENCIAS,
  criarTipoServico,
  NAO_ENCONTRADO,
} from '#server/tiposServico/cadastro';

const tags = ['tipos de serviço'];

/** /api/tipos-servicos: the kinds of work the company does, each with its colour and duration. */
const tipoServicoRoutes = rotas('tipos-servicos', async (app) => {
  app.get(
    '/',
    {
      config: { permissao: 'tiposServico.ler' },
      schema: {
        tags,
        querystring: TipoServicoListaQuerySchema,
        response: { 200: TipoServicoListaSchema },
      },
    },
    async (request) =>
      request.tenant.leitura(async (trx, empresaId) => {
        const { items, ...contagem } = await tiposServico.list(trx, empresaId, request.query);
        return { items: items.map(toTipoServico), ...contagem };
      }),
  );

  app.get(
    '/:id',
    {
      config: { permissao: 'tiposServico.ler' },
      schema: { tags, params: IdParamsSchema, response: { 200: TipoServicoSchema } },
    },
    async (request) => request.tenant.leitura((trx, empresaId) => carregarTipoServico(trx, empresaId, request.params.id)),
  );

  app.post(
    '/',
    {
      config: { permissao: 'tiposServico.editar' },
      schema: {
        tags,
        body: TipoServicoCreateBodySchema,
        response: { 201: TipoServicoSchema, ...errorResponses(409) },
      },
    },
    async (request, reply) => {
      const tipo = await request.tenant.transaction((trx, empresaId) => criarTipoServico(trx, empresaId, request.body, request.autoria()));
      return reply.code(201).send(tipo);
    },
  );

  app.patch(
    '/:id',
    {
      config: { permissao: 'tiposServico.editar' },
      schema: {
        tags,
        params: IdParamsSchema,
        body: TipoServicoUpdateBodySchema,
        response: { 200: TipoServicoSchema, ...errorResponses(409) },
      },
    },
    async (request) => {
      const { versao, ...mudanca } = request.body;
      return request.tenant.transaction((trx, empresaId) =>
        alterarTipoServico(trx, empresaId, request.params.id, versao, mudanca, request.autoria()),
      );
    },
  );

  await app.register(
    cicloDeVidaRoutes({
      tags,
      permissao: 'tiposServico.editar',
      schema: TipoServicoSchema,
      naoEncontrado: NAO_ENCONTRADO,
      comReferencias: COM_REFERENCIAS,
      find: tiposServico.find,
      alterar: alterarTipoServico,
      remove: tiposServico.remove,
    }),
  );
});

export default tipoServicoRoutes;
