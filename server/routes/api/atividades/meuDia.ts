import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FUSO_PADRAO } from '../../../../contract/fusoHorario';
import { MEU_DIA_DIAS, MeuDiaQuerySchema, MeuDiaSchema, type MeuDia } from '../../../../contract/meuDia';
import { agendaDaPessoa } from '../../../db/repositories/atividadesMeuDia';
import { configuracoes } from '../../../db/repositories/configuracoes';
import { errorResponses } from '../../../http/responses';
import { security, tags } from './comum';

/**
 * GET /api/atividades/meu-dia: the signed-in person's agenda for the next days, with what the
 * phone needs on the way to each site (address, coordinates, contact), kept there for offline use.
 */
export const meuDiaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/meu-dia',
    {
      config: { permissao: 'atividades.ler' },
      schema: {
        tags,
        security,
        summary: 'As atividades da pessoa a partir de hoje, por `dias` dias, com o endereço e o contato de cada site',
        querystring: MeuDiaQuerySchema,
        response: { 200: MeuDiaSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request): Promise<MeuDia> => {
      const agora = app.clock();
      const dias = request.query.dias ?? MEU_DIA_DIAS;
      return request.tenant.leitura(async (trx, empresaId) => {
        const fuso = (await configuracoes.get(trx, empresaId))?.fuso_horario ?? FUSO_PADRAO;
        const { items, de, ate } = await agendaDaPessoa(trx, empresaId, request.session.usuarioId, { agora, fuso, dias });
        return { items, de: de.toISOString(), ate: ate.toISOString() };
      });
    },
  );
};
