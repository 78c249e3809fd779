import { AcaoHistoricoListaSchema } from '#contract/acoes';
import { HistoricoQuerySchema } from '#contract/atividade';
import { IdParamsSchema } from '#contract/registro';
import { carregarAcao } from '#server/acoes/carregar';
import { acaoHistorico } from '#server/db/repositories/acaoHistorico';
import { antesDoCursor, paginaDoHistorico } from '#server/http/historico';
import { rotas } from '#server/http/rotas';
import { tags } from './comum';

/** GET /api/acoes/:id/historico: every change to the action, the latest first. */
export const historicoRoutes = rotas('acoes/historico', async (app) => {
  app.get(
    '/:id/historico',
    {
      config: { permissao: 'acoes.ler' },
      schema: { tags, params: IdParamsSchema, querystring: HistoricoQuerySchema, response: { 200: AcaoHistoricoListaSchema } },
    },
    async (request) => {
      const { cursor, limite = 50 } = request.query;
      const antesDe = antesDoCursor(cursor);
      return request.tenant.leitura(async (trx, empresaId) => {
        const acao = await carregarAcao(trx, empresaId, request.params.id);
        return paginaDoHistorico(await acaoHistorico.list(trx, empresaId, acao.id, limite + 1, antesDe), limite);
      });
    },
  );
});
