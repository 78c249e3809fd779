import {
  ModeloListaSchema,
  QuestionarioCreateBodySchema,
  QuestionarioListaQuerySchema,
  QuestionarioListaSchema,
  QuestionarioSchema,
  QuestionarioUpdateBodySchema,
} from '#contract/questionario';
import { IdParamsSchema } from '#contract/registro';
import { questionarios, toQuestionarioResumo } from '#server/db/repositories/questionarios';
import { cicloDeVidaRoutes } from '#server/http/cicloDeVida';
import { errorResponses } from '#server/http/responses';
import { rotas } from '#server/http/rotas';
import { NAO_ENCONTRADO, responder } from '#server/questionarios/carregar';
import { criarQuestionario, definirAtivo, duplicar, publicar, salvarRascunho } from '#server/questionarios/rascunho';
import { MODELOS_QUESTIONARIO } from '#server/seed/modelosQuestionario';
import { versaoRoutes } from './versoes';

const tags = ['questionários'];

const COM_REFERENCIAS = 'Este questionário é usado por tipos de serviço ou atividades e não pode ser excluído. Arquive-o.';

/** /api/questionarios: checklists built of sections and questions, published as frozen versions. */
const questionarioRoutes = rotas('questionarios', async (app) => {
  app.get(
    '/',
    {
      config: { permissao: 'questionarios.ler' },
      schema: {
        tags,
        querystring: QuestionarioListaQuerySchema,
        response: { 200: QuestionarioListaSchema },
      },
    },
    async (request) =>
      request.tenant.leitura(async (trx, empresaId) => {
        const { items, ...contagem } = await questionarios.list(trx, empresaId, request.query);
        return { items: items.map(toQuestionarioResumo), ...contagem };
      }),
  );

  app.get(
    '/modelos',
    {
      config: { permissao: 'questionarios.ler' },
      schema: {
        tags,
        summary: 'Os modelos prontos de onde um questionário pode começar',
        response: { 200: ModeloListaSchema },
      },
    },
    async () => ({
      items: MODELOS_QUESTIONARIO.map(({ chave, definicao }) => ({
        chave,
        titulo: definicao.titulo,
        descricao: definicao.descricao,
        total_perguntas: definicao.secoes.reduce((total, secao) => total + secao.perguntas.length, 0),
      })),
    }),
  );

  app.get(
    '/:id',
    {
      config: { permissao: 'questionarios.ler' },
      schema: { tags, params: IdParamsSchema, response: { 200: QuestionarioSchema } },
    },
    async (request) => request.tenant.leitura((trx, empresaId) => responder(trx, empresaId, request.params.id)),
  );

  app.post(
    '/',
    {
      config: { permissao: 'questionarios.editar' },
      schema: {
        tags,
        summary: 'Cria um rascunho: vazio, com as seções enviadas ou a partir de um modelo',
        body: QuestionarioCreateBodySchema,
        response: { 201: QuestionarioSchema },
      },
    },
    async (request, reply) => {
      const questionario = await request.tenant.transaction((trx, empresaId) => criarQuestionario(trx, empresaId, request.body, request.autoria()));
      return reply.code(201).send(questionario);
    },
  );

  app.put(
    '/:id',
    {
      config: { permissao: 'questionarios.editar' },
      schema: {
        tags,
        summary: 'Salva o rascunho inteiro; num questionário publicado sem rascunho, abre um',
        params: IdParamsSchema,
        body: QuestionarioUpdateBodySchema,
        response: { 200: QuestionarioSchema, ...errorResponses(409) },
      },
    },
    async (request) => {
      const { versao, ...corpo } = request.body;
      return request.tenant.transaction((trx, empresaId) => salvarRascunho(trx, empresaId, request.params.id, versao, corpo, request.autoria()));
    },
  );

  app.post(
    '/:id/publicar',
    {
      config: { permissao: 'questionarios.editar' },
      schema: {
        tags,
        summary: 'Congela o rascunho como a próxima versão (a primeira é a 1)',
        params: IdParamsSchema,
        response: { 200: QuestionarioSchema, ...errorResponses(409) },
      },
    },
    async (request) => request.tenant.transaction((trx, empresaId) => publicar(trx, empresaId, request.params.id, request.autoria())),
  );

  app.post(
    '/:id/duplicar',
    {
      config: { permissao: 'questionarios.editar' },
      schema: {
        tags,
        summary: 'Cria um rascunho novo com a definição do rascunho aberto ou da última versão',
        params: IdParamsSchema,
        response: { 201: QuestionarioSchema },
      },
    },
    async (request, reply) => {
      const copia = await request.tenant.transaction((trx, empresaId) => duplicar(trx, empresaId, request.params.id, request.autoria()));
      return reply.code(201).send(copia);
    },
  );

  await app.register(versaoRoutes);

  await app.register(
    cicloDeVidaRoutes({
      tags,
      permissao: 'questionarios.editar',
      schema: QuestionarioSchema,
      naoEncontrado: NAO_ENCONTRADO,
      comReferencias: COM_REFERENCIAS,
      find: questionarios.find,
      alterar: (trx, empresaId, id, versao, { ativo }, autoria) => definirAtivo(trx, empresaId, id, versao, ativo, autoria),
      remove: questionarios.remove,
    }),
  );
});

export default questionarioRoutes;
