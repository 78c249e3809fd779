import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HistoricoListaSchema, HistoricoQuerySchema } from '../../../../contract/atividade';
import { IdParamsSchema } from '../../../../contract/registro';
import { carregar } from '../../../atividades/carregar';
import { atividadeHistorico } from '../../../db/repositories/atividadeHistorico';
import { httpErrors } from '../../../http/errors';
import { tags } from './comum';

/** GET /api/atividades/:id/historico: every change to the activity, the latest first. */
export const historicoRoutes: FastifyPluginAsyncTypebox = async (app) => {
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
      const antesDe = cursor === undefined ? undefined : Number(cursor);
      if (antesDe !== undefined && !Number.isSafeInteger(antesDe)) throw httpErrors.invalidField('cursor', 'Cursor inválido.');
      return request.tenant.leitura(async (trx, empresaId) => {
        const atividade = await carregar(trx, empresaId, request.params.id);
        const items = await atividadeHistorico.list(trx, empresaId, atividade.id, limite + 1, antesDe);
        const pagina = items.slice(0, limite);
        return { items: pagina, next_cursor: items.length > limite ? String(pagina[pagina.length - 1]!.id) : null };
      });
    },
  );
};
