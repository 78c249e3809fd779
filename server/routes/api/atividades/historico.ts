import { HistoricoListaSchema, HistoricoQuerySchema } from '#contract/atividade';
import { IdParamsSchema } from '#contract/registro';
import { carregar } from '#server/atividades/carregar';
import { atividadeHistorico } from '#server/db/repositories/atividadeHistorico';
import { antesDoCursor, paginaDoHistorico } from '#server/http/historico';
import { rotas } from '#server/http/rotas';
import { tags } from './comum';

/** GET /api/atividades/:id/historico: every change to the activity, the latest first. */
export const historicoRoutes = rotas('atividades/historico', async (app) => {
  app.get(
    '/:id/historico',
    {
      config: { permissao: 'atividades.ler' },
      schema: {
        tags,
        params: IdParamsSchema,
        querystring: HistoricoQuerySchema,
        response: { 200: HistoricoListaSchema },
      },
    },
    async (request) => {
      const { cursor, limite = 50 } = request.query;
      const antesDe = antesDoCursor(cursor);
      return request.tenant.leitura(async (trx, empresaId) => {
        const atividade = await carregar(trx, empresaId, request.params.id);
        return paginaDoHistorico(await atividadeHistorico.list(trx, empresaId, atividade.id, limite + 1, antesDe), limite);
      });
    },
  );
});
