import { AcaoCorretivaSchema, AcaoTransicaoBodySchema } from '#contract/acoes';
import { IdParamsSchema } from '#contract/registro';
import { responderAcao } from '#server/acoes/carregar';
import { transicionarAcao } from '#server/acoes/transicionar';
import { errorResponses } from '#server/http/responses';
import { rotas } from '#server/http/rotas';
import { atorDe } from '../atividades/comum';
import { tags } from './comum';

/**
 * POST /api/acoes/:id/transicoes. Whoever works on actions may ask; the lifecycle machine
 * decides (a técnico on their own, or verifying on the next visit to the site), and what it
 * refuses is a 409 with its reason.
 */
export const transicoesRoutes = rotas('acoes/transicoes', async (app) => {
  app.post(
    '/:id/transicoes',
    {
      config: { permissao: 'acoes.trabalhar' },
      schema: {
        tags,
        summary: 'Leva a ação por um evento do ciclo de vida (iniciar, resolver, verificar, reabrir, cancelar)',
        params: IdParamsSchema,
        body: AcaoTransicaoBodySchema,
        response: { 200: AcaoCorretivaSchema, ...errorResponses(409) },
      },
    },
    async (request) => {
      const autoria = request.autoria();
      return request.tenant.transaction(async (trx, empresaId) => {
        await transicionarAcao(trx, empresaId, request.params.id, atorDe(request), request.body, autoria);
        return responderAcao(trx, empresaId, request.params.id, autoria.agora);
      });
    },
  );
});
