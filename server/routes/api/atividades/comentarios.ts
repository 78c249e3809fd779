import {
  ComentarioBodySchema,
  ComentarioListaSchema,
  ComentarioParamsSchema,
  ComentarioQuerySchema,
  ComentarioSchema,
  COMENTARIOS_POR_PAGINA,
} from '#contract/atividadeComentario';
import { IdParamsSchema } from '#contract/registro';
import { carregar } from '#server/atividades/carregar';
import { comentarios } from '#server/atividades/comentarios';
import { atividadeComentarios } from '#server/db/repositories/atividadeComentarios';
import { motivo } from '#contract/mensagensDoCampo';
import { httpErrors } from '#server/http/errors';
import { rotas } from '#server/http/rotas';
import { atorDe, tags } from './comum';

/** The cursor of a page: the id of the last item of the page before. */
export function lerCursor(cursor: string | undefined): number | undefined {
  if (cursor === undefined) return undefined;
  if (!/^\d{1,15}$/.test(cursor)) throw httpErrors.invalidField('cursor', motivo('cursor_invalido'));
  return Number(cursor);
}

/**
 * /api/atividades/:id/comentarios: the conversation about an activity, the latest first. Every
 * member reads it; admin, gestor and técnicos write (a leitor reads only). Mentions name members
 * who work on activities, as GET /api/atividades/responsaveis lists them.
 */
export const comentariosRoutes = rotas('atividades/comentarios', async (app) => {
  app.get(
    '/:id/comentarios',
    {
      config: { permissao: 'atividades.ler' },
      schema: {
        tags,
        params: IdParamsSchema,
        querystring: ComentarioQuerySchema,
        response: { 200: ComentarioListaSchema },
      },
    },
    async (request) => {
      const { limite = COMENTARIOS_POR_PAGINA } = request.query;
      const antesDe = lerCursor(request.query.cursor);
      return request.tenant.leitura(async (trx, empresaId) => {
        const atividade = await carregar(trx, empresaId, request.params.id);
        const items = await atividadeComentarios.list(trx, empresaId, atividade.id, { limite: limite + 1, antesDe });
        const pagina = items.slice(0, limite);
        return { items: pagina, next_cursor: items.length > limite ? pagina[pagina.length - 1]!.id : null };
      });
    },
  );

  app.post(
    '/:id/comentarios',
    {
      config: { permissao: 'atividades.comentar' },
      schema: {
        tags,
        summary: 'Comenta a atividade; menções como `@[Nome](id)`',
        params: IdParamsSchema,
        body: ComentarioBodySchema,
        response: { 201: ComentarioSchema },
      },
    },
    async (request, reply) => {
      const autoria = request.autoria();
      const comentario = await request.tenant.transaction((trx, empresaId) =>
        comentarios.criar(trx, empresaId, request.params.id, request.body.texto, autoria),
      );
      return reply.code(201).send(comentario);
    },
  );

  app.patch(
    '/:id/comentarios/:comentario_id',
    {
      config: { permissao: 'atividades.comentar' },
      schema: {
        tags,
        summary: 'Edita um comentário (só quem o escreveu)',
        params: ComentarioParamsSchema,
        body: ComentarioBodySchema,
        response: { 200: ComentarioSchema },
      },
    },
    async (request) => {
      const { id, comentario_id } = request.params;
      const ator = atorDe(request);
      const autoria = request.autoria();
      return request.tenant.transaction((trx, empresaId) => comentarios.alterar(trx, empresaId, id, comentario_id, request.body.texto, ator, autoria));
    },
  );

  app.delete(
    '/:id/comentarios/:comentario_id',
    {
      config: { permissao: 'atividades.comentar' },
      schema: {
        tags,
        summary: 'Remove um comentário (quem o escreveu, admin ou gestor)',
        params: ComentarioParamsSchema,
        response: { 204: { type: 'null' } },
      },
    },
    async (request, reply) => {
      const { id, comentario_id } = request.params;
      const ator = atorDe(request);
      const autoria = request.autoria();
      await request.tenant.transaction((trx, empresaId) => comentarios.remover(trx, empresaId, id, comentario_id, ator, autoria));
      return reply.code(204).send();
    },
  );
});
