import { PainelQuerySchema, PainelSchema, problemasDoPeriodo } from '#contract/painel';
import { configuracoes } from '#server/db/repositories/configuracoes';
import { semProblemas } from '#server/http/registros';
import { rotas } from '#server/http/rotas';
import { ajustarParaSomar, painel } from '#server/painel/painel';

/**
 * /api/painel: the company's work in a period, summed through the activity list's own filters,
 * so that each figure is what the list counts with the same address. For admin and gestor.
 */
const painelRoutes = rotas('painel', async (app) => {
  app.get(
    '/',
    {
      config: { permissao: 'painel.ler' },
      schema: {
        tags: ['painel'],
        summary: 'Conformidade, atividades por situação, tempo de execução, perguntas mais reprovadas e ações abertas do período',
        querystring: PainelQuerySchema,
        response: { 200: PainelSchema },
      },
    },
    async (request) => {
      semProblemas(problemasDoPeriodo(request.query));
      const agora = app.clock();
      // A transaction, unlike the other reads, only for the settings of its sums (ajustarParaSomar).
      return request.tenant.transaction(async (trx, empresaId) => {
        await ajustarParaSomar(trx);
        const fuso = await configuracoes.fuso(trx, empresaId);
        return painel(trx, empresaId, request.query, { usuarioId: request.session.usuarioId, agora, fuso });
      });
    },
  );
});

export default painelRoutes;
