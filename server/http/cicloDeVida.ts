import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TSchema } from '@sinclair/typebox';
import type { Acao } from '#contract/permissoes';
import { IdParamsSchema, VersaoBodySchema, VersaoQuerySchema } from '#contract/registro';
import type { Autoria } from '../db/repositories/registros';
import { httpErrors } from './errors';
import { naVersao, temReferencias } from './registros';
import { errorResponses } from './responses';
import { rotas } from './rotas';
import type { Trx } from '../db/tenant';

/** What archive, restore and delete need to know of a kind of company record. */
export interface CicloDeVida<R> {
  tags: string[];
  /** The action of the permission table these writes need. */
  permissao: Acao;
  schema: TSchema;
  naoEncontrado: string;
  /** Said when a delete is refused because other records point at this one. */
  comReferencias: string;
  find(trx: Trx, empresaId: string, id: string): Promise<{ versao: number } | undefined>;
  /** The editor's update: applies `{ ativo }` over the record at `versao`. */
  alterar(trx: Trx, empresaId: string, id: string, versao: number, mudanca: { ativo: boolean }, autoria: Autoria): Promise<R>;
  remove(trx: Trx, empresaId: string, id: string, versao: number): Promise<boolean>;
}

/**
 * POST /:id/arquivar, POST /:id/restaurar and DELETE /:id?versao= of a company record: archive
 * hides it from the lists of active records and keeps its history; delete works only while
 * nothing points at it (a foreign key refuses it otherwise, and the answer says to archive).
 */
export function cicloDeVidaRoutes<R>(recurso: CicloDeVida<R>): FastifyPluginAsyncTypebox {
  const { tags, permissao, naoEncontrado } = recurso;
  return rotas(`ciclo de vida (${tags.join(', ')})`, async (app) => {

    for (const [acao, ativo] of [['arquivar', false], ['restaurar', true]] as const) {
      app.post(
        `/:id/${acao}`,
        {
          config: { permissao },
          schema: {
            tags,
            summary: ativo ? 'Restaura um registro arquivado' : 'Arquiva um registro: sai das listas de ativos, mantém o histórico',
            params: IdParamsSchema,
            body: VersaoBodySchema,
            response: { 200: recurso.schema, ...errorResponses(409) },
          },
        },
        async (request) =>
          request.tenant.transaction((trx, empresaId) =>
            recurso.alterar(trx, empresaId, request.params.id, request.body.versao, { ativo }, request.autoria()),
          ),
      );
    }

    app.delete(
      '/:id',
      {
        config: { permissao },
        schema: {
          tags,
          summary: 'Exclui um registro ao qual nada se refere; se algo se refere a ele, arquive',
          params: IdParamsSchema,
          querystring: VersaoQuerySchema,
          response: { 204: { type: 'null' }, ...errorResponses(409) },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const { versao } = request.query;
        await request.tenant.transaction(async (trx, empresaId) => {
          naVersao(await recurso.find(trx, empresaId, id), versao, naoEncontrado);
          const removed = await recurso.remove(trx, empresaId, id, versao).catch((error: unknown) => {
            throw temReferencias(error) ? httpErrors.conflict(recurso.comReferencias) : error;
          });
          if (!removed) throw httpErrors.stale();
        });
        return reply.code(204).send();
      },
    );
  });
}
