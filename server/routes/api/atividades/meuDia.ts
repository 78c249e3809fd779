import { MEU_DIA_DIAS, MeuDiaQuerySchema, MeuDiaSchema, PacoteDoDiaSchema, type MeuDia } from '#contract/meuDia';
import { pacoteDoDia } from '#server/atividades/pacoteDoDia';
import { agendaDaPessoa } from '#server/db/repositories/atividadesMeuDia';
import { configuracoes } from '#server/db/repositories/configuracoes';
import type { Trx } from '#server/db/tenant';
import { rotas } from '#server/http/rotas';
import { tags } from './comum';

/**
 * GET /api/atividades/meu-dia: the signed-in person's agenda for the next days, with what the
 * phone needs on the way to each site (address, coordinates, contact), kept there for offline use.
 */
export const meuDiaRoutes = rotas('atividades/meuDia', async (app) => {
  app.get(
    '/meu-dia',
    {
      config: { permissao: 'atividades.ler' },
      schema: {
        tags,
        summary: 'As atividades da pessoa a partir de hoje, por `dias` dias, com o endereço e o contato de cada site',
        querystring: MeuDiaQuerySchema,
        response: { 200: MeuDiaSchema },
      },
    },
    async (request): Promise<MeuDia> =>
      request.tenant.leitura((trx, empresaId) => agenda(trx, empresaId, request.session.usuarioId, request.query.dias ?? MEU_DIA_DIAS, app.clock())),
  );

  app.get(
    '/meu-dia/pacote',
    {
      config: { permissao: 'atividades.ler' },
      schema: {
        tags,
        summary: `As atividades da pessoa dos próximos ${MEU_DIA_DIAS} dias com tudo o que pedem para serem feitas sem conexão`,
        description:
          'Cada atividade como GET /api/atividades/:id a responde, a versão do questionário que ela usa (a congelada, ou antes do início a última publicada), ' +
          'a primeira página dos comentários e a dos anexos (só os dados, não os arquivos). O aparelho guarda tudo isso para abrir a atividade sem conexão.',
        response: { 200: PacoteDoDiaSchema },
      },
    },
    async (request) => {
      const agora = app.clock();
      return request.tenant.leitura(async (trx, empresaId) =>
        pacoteDoDia(trx, empresaId, request.session.usuarioId, await agenda(trx, empresaId, request.session.usuarioId, MEU_DIA_DIAS, agora), agora),
      );
    },
  );

  /** The person's agenda from the start of today in the company's time zone. */
  async function agenda(trx: Trx, empresaId: string, usuarioId: string, dias: number, agora: Date): Promise<MeuDia> {
    const fuso = await configuracoes.fuso(trx, empresaId);
    const { items, de, ate } = await agendaDaPessoa(trx, empresaId, usuarioId, { agora, fuso, dias });
    return { items, de: de.toISOString(), ate: ate.toISOString() };
  }
});
