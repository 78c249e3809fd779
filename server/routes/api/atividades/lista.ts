import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AtividadeListaQuerySchema, AtividadeListaSchema } from '#contract/atividade';
import { FUSO_PADRAO } from '#contract/fusoHorario';
import { toAtividadeResumo } from '#server/db/repositories/atividades';
import { CursorInvalido, listarAtividades } from '#server/db/repositories/atividadesLista';
import { configuracoes } from '#server/db/repositories/configuracoes';
import { motivo } from '#contract/mensagensDoCampo';
import { httpErrors } from '#server/http/errors';
import { tags } from './comum';


/** GET /api/atividades: the list, filtered and paged by keyset cursor. */
export const listaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      config: { permissao: 'atividades.ler' },
      schema: {
        tags,
        querystring: AtividadeListaQuerySchema,
        response: { 200: AtividadeListaSchema },
      },
    },
    async (request) => {
      const agora = app.clock();
      return request.tenant.leitura(async (trx, empresaId) => {
        const fuso = (await configuracoes.get(trx, empresaId))?.fuso_horario ?? FUSO_PADRAO;
        const contexto = { usuarioId: request.session.usuarioId, agora, fuso };
        const { rows, ...pagina } = await listarAtividades(trx, empresaId, request.query, contexto).catch((error: unknown) => {
          throw error instanceof CursorInvalido ? httpErrors.invalidField('cursor', motivo('cursor_invalido')) : error;
        });
        return { items: rows.map((row) => toAtividadeResumo(row, agora)), ...pagina };
      });
    },
  );
};
