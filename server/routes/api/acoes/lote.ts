import { AcaoLoteBodySchema, AcaoLoteRespostaSchema } from '#contract/acaoLote';
import { aplicarLoteDeAcoes } from '#server/acoes/lote';
import { rotas } from '#server/http/rotas';
import { tags } from './comum';

/**
 * POST /api/acoes/lote: reassign a selection of corrective actions, for those who edit them. Each
 * action is accepted or refused as PATCH /api/acoes/:id would; the answer says which, and why, in
 * the shape of POST /api/atividades/lote.
 */
export const loteRoutes = rotas('acoes/lote', async (app) => {
  app.post(
    '/lote',
    {
      config: { permissao: 'acoes.editar' },
      schema: {
        tags,
        summary: 'Reatribui várias ações corretivas, cada uma pelas regras da sua rota, com o resultado de cada uma',
        body: AcaoLoteBodySchema,
        response: { 200: AcaoLoteRespostaSchema },
      },
    },
    async (request) => {
      const itens = await request.tenant.transaction((trx, empresaId) => aplicarLoteDeAcoes(trx, empresaId, request.body, request.autoria()));
      const alteradas = itens.filter((item) => item.resultado === 'alterada').length;
      return { itens, alteradas, recusadas: itens.filter((item) => item.resultado === 'recusada').length };
    },
  );
});
