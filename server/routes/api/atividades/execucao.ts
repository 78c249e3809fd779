import { AtividadeSchema, RespostasBodySchema, RespostasConflitoSchema, TransicaoBodySchema } from '#contract/atividade';
import { IdParamsSchema } from '#contract/registro';
import { responder } from '#server/atividades/carregar';
import { salvarRespostas } from '#server/atividades/respostas';
import { transicionar } from '#server/atividades/transicionar';
import { errorResponses } from '#server/http/responses';
import { rotas } from '#server/http/rotas';
import { atorDe, tags } from './comum';

/**
 * Carrying an activity out: its transitions and its answers. Every papel that reads may ask;
 * the lifecycle machine decides (a técnico only on their own activities, a leitor never), and
 * what it refuses is a 409 with its reason.
 */
export const execucaoRoutes = rotas('atividades/execucao', async (app) => {
  app.post(
    '/:id/transicoes',
    {
      config: { permissao: 'atividades.ler' },
      schema: {
        tags,
        summary: 'Leva a atividade por um evento do ciclo de vida (iniciar, pausar, retomar, concluir, cancelar, reabrir)',
        params: IdParamsSchema,
        body: TransicaoBodySchema,
        response: { 200: AtividadeSchema, ...errorResponses(409) },
      },
    },
    async (request) => {
      const agora = app.clock();
      return request.tenant.transaction(async (trx, empresaId) => {
        await transicionar(trx, empresaId, request.params.id, atorDe(request), request.body, request.autoria(agora));
        return responder(trx, empresaId, request.params.id, agora);
      });
    },
  );

  app.put(
    '/:id/respostas',
    {
      config: { permissao: 'atividades.ler' },
      schema: {
        tags,
        summary:
          'Grava respostas e comentários do questionário congelado, por pergunta, enquanto a atividade está em andamento; recusa (409) só as que outra pessoa alterou depois da versão lida',
        params: IdParamsSchema,
        body: RespostasBodySchema,
        response: { 200: AtividadeSchema, 409: RespostasConflitoSchema },
      },
    },
    async (request) => {
      const agora = app.clock();
      return request.tenant.transaction(async (trx, empresaId) => {
        await salvarRespostas(trx, empresaId, request.params.id, atorDe(request), request.body, request.autoria(agora));
        return responder(trx, empresaId, request.params.id, agora);
      });
    },
  );
});
