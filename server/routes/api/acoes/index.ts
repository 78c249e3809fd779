import { AcaoCorretivaSchema, AcaoCreateBodySchema, AcaoUpdateBodySchema } from '#contract/acoes';
import { IdParamsSchema } from '#contract/registro';
import { alterarAcao } from '#server/acoes/alterar';
import { carregarAcao, responderAcao } from '#server/acoes/carregar';
import { criarAcao } from '#server/acoes/criar';
import { toAcaoCorretiva } from '#server/db/repositories/acoes';
import { errorResponses } from '#server/http/responses';
import { rotas } from '#server/http/rotas';
import { tags } from './comum';
import { historicoRoutes } from './historico';
import { listaRoutes } from './lista';
import { loteRoutes } from './lote';
import { transicoesRoutes } from './transicoes';

/**
 * /api/acoes: corrective actions, raised by a concluded activity's failed critical questions or
 * by hand; their lifecycle is machines/acaoMachine.ts (docs/acoes.md). Every papel reads them;
 * admin and gestor create and edit; the machine decides who works on each.
 */
const acoesRoutes = rotas('acoes', async (app) => {
  app.get(
    '/:id',
    {
      config: { permissao: 'acoes.ler' },
      schema: { tags, params: IdParamsSchema, response: { 200: AcaoCorretivaSchema } },
    },
    async (request) => request.tenant.leitura((trx, empresaId) => responderAcao(trx, empresaId, request.params.id, app.clock())),
  );

  app.post(
    '/',
    {
      config: { permissao: 'acoes.criar' },
      schema: {
        tags,
        summary: 'Abre uma ação corretiva à mão: a partir de uma resposta de uma atividade, ou livre num site',
        body: AcaoCreateBodySchema,
        response: { 201: AcaoCorretivaSchema },
      },
    },
    async (request, reply) => {
      const autoria = request.autoria();
      const criada = await request.tenant.transaction(async (trx, empresaId) => {
        const id = await criarAcao(trx, empresaId, request.body, autoria);
        return toAcaoCorretiva(await carregarAcao(trx, empresaId, id), autoria.agora);
      });
      return reply.code(201).send(criada);
    },
  );

  app.patch(
    '/:id',
    {
      config: { permissao: 'acoes.editar' },
      schema: {
        tags,
        summary: 'Altera uma ação ainda não verificada nem cancelada, na versão lida',
        params: IdParamsSchema,
        body: AcaoUpdateBodySchema,
        response: { 200: AcaoCorretivaSchema, ...errorResponses(409) },
      },
    },
    async (request) => {
      const autoria = request.autoria();
      return request.tenant.transaction(async (trx, empresaId) => {
        await alterarAcao(trx, empresaId, request.params.id, request.body, autoria);
        return responderAcao(trx, empresaId, request.params.id, autoria.agora);
      });
    },
  );

  await app.register(listaRoutes);
  await app.register(loteRoutes);
  await app.register(transicoesRoutes);
  await app.register(historicoRoutes);
});

export default acoesRoutes;
