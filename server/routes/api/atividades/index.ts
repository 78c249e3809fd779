import {
  AtividadeCreateBodySchema,
  AtividadeCriadaSchema,
  AtividadeSchema,
  AtividadeUpdateBodySchema,
  type AtividadeCriada,
} from '#contract/atividade';
import { IdParamsSchema } from '#contract/registro';
import { alterarAtividade } from '#server/atividades/alterar';
import { responder } from '#server/atividades/carregar';
import { criarAtividades } from '#server/atividades/criar';
import { errorResponses } from '#server/http/responses';
import { rotas } from '#server/http/rotas';
import { anexosRoutes } from './anexos';
import { arquivosRoutes } from './arquivos';
import { comentariosRoutes } from './comentarios';
import { tags } from './comum';
import { eventosRoutes } from './eventos';
import { execucaoRoutes } from './execucao';
import { exportacaoRoutes } from './exportacao';
import { historicoRoutes } from './historico';
import { listaRoutes } from './lista';
import { loteRoutes } from './lote';
import { meuDiaRoutes } from './meuDia';
import { relatorioRoutes } from './relatorio';
import { responsaveisRoutes } from './responsaveis';

/**
 * /api/atividades: a service at a site, for a person, on a date; its lifecycle is the machine in
 * machines/atividadeMachine.ts. Every papel reads every activity of the company (a técnico's list
 * opens on `minhas`, but the others' are not secret); admin and gestor create and edit.
 */
const atividadeRoutes = rotas('atividades', async (app) => {
  await app.register(eventosRoutes);
  await app.register(arquivosRoutes);
  await app.register(anexosRoutes);

  app.get(
    '/:id',
    {
      config: { permissao: 'atividades.ler' },
      schema: { tags, params: IdParamsSchema, response: { 200: AtividadeSchema } },
    },
    async (request) => request.tenant.leitura((trx, empresaId) => responder(trx, empresaId, request.params.id, app.clock())),
  );

  app.post(
    '/',
    {
      config: { permissao: 'atividades.criar' },
      schema: {
        tags,
        summary: 'Agenda uma atividade, ou uma série com `recorrencia` (criada inteira quando termina, algumas semanas adiante quando não), cada uma com o seu número',
        body: AtividadeCreateBodySchema,
        response: { 201: AtividadeCriadaSchema },
      },
    },
    async (request, reply) => {
      const agora = app.clock();
      const criada = await request.tenant.transaction(async (trx, empresaId): Promise<AtividadeCriada> => {
        const serie = await criarAtividades(trx, empresaId, request.body, request.autoria(agora));
        const primeira = await responder(trx, empresaId, serie[0]!.id, agora);
        return request.body.recorrencia ? { ...primeira, serie } : primeira;
      });
      return reply.code(201).send(criada);
    },
  );

  app.patch(
    '/:id',
    {
      config: { permissao: 'atividades.editar' },
      schema: {
        tags,
        summary: 'Altera uma atividade aberta (agendada, em andamento ou pausada) na versão lida; numa série, também as seguintes ou todas com `escopo`',
        params: IdParamsSchema,
        body: AtividadeUpdateBodySchema,
        response: { 200: AtividadeSchema, ...errorResponses(409) },
      },
    },
    async (request) => {
      const agora = app.clock();
      return request.tenant.transaction(async (trx, empresaId) => {
        await alterarAtividade(trx, empresaId, request.params.id, request.body, request.autoria(agora));
        return responder(trx, empresaId, request.params.id, agora);
      });
    },
  );

  await app.register(listaRoutes);
  await app.register(exportacaoRoutes);
  await app.register(meuDiaRoutes);
  await app.register(loteRoutes);
  await app.register(responsaveisRoutes);
  await app.register(execucaoRoutes);
  await app.register(historicoRoutes);
  await app.register(comentariosRoutes);
  await app.register(relatorioRoutes);
});

export default atividadeRoutes;
