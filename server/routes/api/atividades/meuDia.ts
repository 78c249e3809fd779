import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { FUSO_PADRAO } from '../../../../contract/fusoHorario';
import { MEU_DIA_DIAS, MEU_DIA_MAX, MeuDiaQuerySchema, MeuDiaSchema, type MeuDia } from '../../../../contract/meuDia';
import { COLUNAS_RESUMO, comReferencias, toAtividadeResumo } from '../../../db/repositories/atividades';
import { configuracoes } from '../../../db/repositories/configuracoes';
import { errorResponses } from '../../../http/responses';
import { security, tags } from './comum';

const COLUNAS_SITE = [
  's.logradouro',
  's.numero as site_numero',
  's.complemento',
  's.bairro',
  's.cidade',
  's.uf',
  's.cep',
  's.latitude',
  's.longitude',
  's.contato_nome',
  's.contato_telefone',
] as const;

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
        const hoje = sql<string>`(${agora}::timestamptz at time zone ${fuso})::date`;
        const periodo = await sql<{ de: Date; ate: Date }>`select (${hoje})::timestamp at time zone ${fuso} as de, (${hoje} + ${dias}::int)::timestamp at time zone ${fuso} as ate`.execute(trx);
        const { de, ate } = periodo.rows[0]!;
        const rows = await comReferencias(trx, empresaId)
          .select([...COLUNAS_RESUMO, ...COLUNAS_SITE])
          .where('a.responsavel_id', '=', request.session.usuarioId)
          .where('a.status', '<>', 'cancelada')
          .where('a.agendada_para', '>=', de)
          .where('a.agendada_para', '<', ate)
          .orderBy('a.agendada_para')
          .orderBy('a.id')
          .limit(MEU_DIA_MAX)
          .execute();
        const items = rows.map((row) => {
          const resumo = toAtividadeResumo(row, agora);
          const site = {
            ...resumo.site,
            logradouro: row.logradouro,
            numero: row.site_numero,
            complemento: row.complemento,
            bairro: row.bairro,
            cidade: row.cidade,
            uf: row.uf,
            cep: row.cep,
            latitude: row.latitude,
            longitude: row.longitude,
            contato_nome: row.contato_nome,
            contato_telefone: row.contato_telefone,
          };
          return { ...resumo, site };
        });
        return { items, de: new Date(de).toISOString(), ate: new Date(ate).toISOString() };
      });
    },
  );
};
