import { AtividadeLoteBodySchema, AtividadeLoteRespostaSchema } from '#contract/atividadeLote';
import { aplicarLote } from '#server/atividades/lote';
import { rotas } from '#server/http/rotas';
import { atorDe, tags } from './comum';

/**
 * POST /api/atividades/lote: reassign, reschedule or cancel a selection, for those who edit
 * activities. Each activity is accepted or refused as its own route would; the answer says which,
 * and why. Those changed are told live once the transaction has committed (server/db/aoVivoDaTransacao.ts).
 */
export const loteRoutes = rotas('atividades/lote', async (app) => {
  app.post(
    '/lote',
    {
      config: { permissao: 'atividades.editar' },
      schema: {
        tags,
        summary: 'Reatribui, reagenda ou cancela várias atividades, cada uma pelas regras da sua rota, com o resultado de cada uma',
        body: AtividadeLoteBodySchema,
        response: { 200: AtividadeLoteRespostaSchema },
      },
    },
    async (request) => {
      const agora = app.clock();
      const ator = atorDe(request);
      const itens = await request.tenant.transaction((trx, empresaId) => aplicarLote(trx, empresaId, request.body, ator, request.autoria(agora)));
      const alteradas = itens.filter((item) => item.resultado === 'alterada').length;
      return { itens, alteradas, recusadas: itens.filter((item) => item.resultado === 'recusada').length };
    },
  );
});
