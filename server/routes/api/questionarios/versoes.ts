import { Type } from '@sinclair/typebox';
import { ComparacaoQuerySchema, ComparacaoSchema, QuestionarioVersaoSchema, VersaoParamsSchema } from '#contract/questionario';
import { IdParamsSchema } from '#contract/registro';
import { toQuestionarioVersao } from '#server/db/repositories/questionarios';
import { httpErrors } from '#server/http/errors';
import { errorResponses } from '#server/http/responses';
import { rotas } from '#server/http/rotas';
import { carregarVersao, comparar } from '#server/questionarios/versoes';

const tags = ['questionários'];

const IMUTAVEL = 'Versões publicadas não podem ser alteradas. Edite o questionário para abrir um novo rascunho.';

/** /api/questionarios/:id/versoes/:n and /comparar: the frozen versions, read and compared, never written. */
export const versaoRoutes = rotas('questionarios/versoes', async (app) => {
  app.get(
    '/:id/versoes/:n',
    {
      config: { permissao: 'questionarios.ler' },
      schema: {
        tags,
        summary: 'Uma versão publicada, com quem a publicou e quando',
        params: VersaoParamsSchema,
        response: { 200: QuestionarioVersaoSchema },
      },
    },
    async (request) => {
      const { id, n } = request.params;
      return toQuestionarioVersao(id, await request.tenant.leitura((trx, empresaId) => carregarVersao(trx, empresaId, id, n)));
    },
  );

  // A published version is what activities were filled in against: every write to it is refused
  // (and the database's trigger would refuse it too).
  for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
    app.route({
      method,
      url: '/:id/versoes/:n',
      config: { permissao: 'questionarios.editar' },
      schema: {
        tags,
        summary: 'Recusado: versões publicadas não mudam',
        params: VersaoParamsSchema,
        ...(method === 'DELETE' ? {} : { body: Type.Unknown() }),
        response: errorResponses(409),
      },
      async handler(request) {
        const { id, n } = request.params;
        await request.tenant.leitura((trx, empresaId) => carregarVersao(trx, empresaId, id, n));
        throw httpErrors.conflict(IMUTAVEL);
      },
    });
  }

  app.get(
    '/:id/comparar',
    {
      config: { permissao: 'questionarios.ler' },
      schema: {
        tags,
        summary: 'O que mudou da versão `de` para a versão `para`, ou para o rascunho aberto',
        params: IdParamsSchema,
        querystring: ComparacaoQuerySchema,
        response: { 200: ComparacaoSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { de, para } = request.query;
      return request.tenant.leitura((trx, empresaId) => comparar(trx, empresaId, id, de, para));
    },
  );
});
