import { AtividadeListaQuerySchema, AtividadeListaSchema, AtividadeFiltrosQuerySchema } from '#contract/atividade';
import { ContagemSchema } from '#contract/lista';
import { toAtividadeResumo } from '#server/db/repositories/atividades';
import { contarAtividades, CursorInvalido, listarAtividades, type ListaContexto } from '#server/db/repositories/atividadesLista';
import { configuracoes } from '#server/db/repositories/configuracoes';
import { motivo } from '#contract/mensagensDoCampo';
import { httpErrors } from '#server/http/errors';
import type { Trx } from '#server/db/tenant';
import { rotas } from '#server/http/rotas';
import { tags } from './comum';

/**
 * GET /api/atividades: the list, filtered and paged by keyset cursor; GET /api/atividades/total:
 * how many rows the same filters match, asked apart (docs/listas.md).
 */
export const listaRoutes = rotas('atividades/lista', async (app) => {
  /** Who lists, and the company's clock and time zone, which `minhas`, `atrasadas` and the dates read. */
  const contextoDa = async (trx: Trx, empresaId: string, usuarioId: string): Promise<ListaContexto> => ({
    usuarioId,
    agora: app.clock(),
    fuso: await configuracoes.fuso(trx, empresaId),
  });

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
    async (request) =>
      request.tenant.leitura(async (trx, empresaId) => {
        const contexto = await contextoDa(trx, empresaId, request.session.usuarioId);
        const { rows, next_cursor } = await listarAtividades(trx, empresaId, request.query, contexto).catch((error: unknown) => {
          throw error instanceof CursorInvalido ? httpErrors.invalidField('cursor', motivo('cursor_invalido')) : error;
        });
        return { items: rows.map((row) => toAtividadeResumo(row, contexto.agora)), next_cursor };
      }),
  );

  app.get(
    '/total',
    {
      config: { permissao: 'atividades.ler' },
      schema: {
        tags,
        querystring: AtividadeFiltrosQuerySchema,
        response: { 200: ContagemSchema },
      },
    },
    async (request) =>
      request.tenant.leitura(async (trx, empresaId) =>
        contarAtividades(trx, empresaId, request.query, await contextoDa(trx, empresaId, request.session.usuarioId)),
      ),
  );
});
