import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ModeloListaSchema,
  QUESTIONARIO_MAX,
  QuestionarioCreateBodySchema,
  QuestionarioListaQuerySchema,
  QuestionarioListaSchema,
  QuestionarioSchema,
  QuestionarioUpdateBodySchema,
  type Definicao,
} from '../../../../contract/questionario';
import { compararDefinicoes } from '../../../../contract/questionarioComparacao';
import { problemasDaDefinicao, problemasPorCampo } from '../../../../contract/questionarioProblemas';
import { IdParamsSchema } from '../../../../contract/registro';
import { definicaoAtual, questionarios, toQuestionarioResumo } from '../../../db/repositories/questionarios';
import { HttpError, httpErrors } from '../../../http/errors';
import { naVersao, semProblemas } from '../../../http/registros';
import { errorResponses } from '../../../http/responses';
import { MODELOS_QUESTIONARIO, modeloQuestionario } from '../../../seed/modelosQuestionario';
import { cicloDeVidaRoutes } from '../../../http/cicloDeVida';
import { carregar, NAO_ENCONTRADO, responder } from './carregar';
import { versaoRoutes } from './versoes';

const tags = ['questionários'];

const ARQUIVADO = 'Este questionário está arquivado. Restaure-o para alterá-lo.';
const SEM_ALTERACOES = 'Não há alterações para publicar.';
const COM_PROBLEMAS = 'O rascunho tem problemas que impedem a publicação.';
const COM_REFERENCIAS = 'Este questionário é usado por tipos de serviço ou atividades e não pode ser excluído. Arquive-o.';
const TITULO_PADRAO = 'Novo questionário';

/** Trimmed título (422 when blank) and descrição (blank is none): the rest of a draft is kept as typed. */
function normalizada(definicao: Definicao): Definicao {
  const titulo = definicao.titulo.trim();
  semProblemas(titulo ? {} : { titulo: ['Informe o título do questionário.'] });
  return { ...definicao, titulo, descricao: definicao.descricao?.trim() || null };
}

function editavel<R extends { ativo: boolean }>(row: R): R {
  if (!row.ativo) throw httpErrors.conflict(ARQUIVADO);
  return row;
}

/** /api/questionarios: checklists built of sections and questions, published as frozen versions. */
const questionarioRoutes: FastifyPluginAsyncTypebox = async (app) => {
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
        const { items, total } = await questionarios.list(trx, empresaId, request.query);
        return { items: items.map(toQuestionarioResumo), total };
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
      const { modelo: chave, ...campos } = request.body;
      const modelo = chave === undefined ? undefined : modeloQuestionario(chave);
      if (chave !== undefined && !modelo) throw httpErrors.invalidField('modelo', 'Modelo não encontrado.');
      const base: Definicao = modelo?.definicao ?? { titulo: TITULO_PADRAO, descricao: null, secoes: [] };
      const definicao = normalizada({
        titulo: campos.titulo?.trim() || base.titulo,
        descricao: campos.descricao === undefined ? base.descricao : campos.descricao,
        secoes: campos.secoes ?? base.secoes,
      });
      const questionario = await request.tenant.transaction(async (trx, empresaId) => {
        const id = await questionarios.create(trx, empresaId, definicao, request.autoria());
        return responder(trx, empresaId, id);
      });
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
      const { id } = request.params;
      return request.tenant.transaction(async (trx, empresaId) => {
        const atual = editavel(naVersao(await questionarios.find(trx, empresaId, id), versao, NAO_ENCONTRADO));
        const definicao = normalizada(corpo);
        // Saving what the latest version already says (an undo, an autosave of an untouched
        // questionnaire) leaves nothing to publish.
        const publicada = atual.versao_atual === null ? undefined : await questionarios.versao(trx, empresaId, id, atual.versao_atual);
        const aberto = !publicada || compararDefinicoes(publicada.definicao, definicao).length > 0;
        const salvo = await questionarios.salvarRascunho(trx, empresaId, id, versao, definicao, aberto, request.autoria());
        if (!salvo) throw httpErrors.stale();
        return responder(trx, empresaId, id);
      });
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
    async (request) =>
      request.tenant.transaction(async (trx, empresaId) => {
        const atual = editavel(await carregar(trx, empresaId, request.params.id));
        const { rascunho } = atual;
        if (!rascunho) throw httpErrors.conflict(SEM_ALTERACOES);
        const problemas = problemasDaDefinicao(rascunho);
        if (problemas.length > 0) throw httpErrors.invalidFields(problemasPorCampo(problemas), COM_PROBLEMAS);
        if (!(await questionarios.publicar(trx, empresaId, { ...atual, rascunho }, request.autoria()))) {
          throw httpErrors.stale();
        }
        return responder(trx, empresaId, atual.id);
      }),
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
      const copia = await request.tenant.transaction(async (trx, empresaId) => {
        const origem = definicaoAtual(await carregar(trx, empresaId, request.params.id));
        const titulo = `Cópia de ${origem.titulo}`.slice(0, QUESTIONARIO_MAX.titulo);
        const id = await questionarios.create(trx, empresaId, { ...origem, titulo }, request.autoria());
        return responder(trx, empresaId, id);
      });
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
      async alterar(trx, empresaId, id, versao, { ativo }, quem) {
        naVersao(await questionarios.find(trx, empresaId, id), versao, NAO_ENCONTRADO);
        if (!(await questionarios.definirAtivo(trx, empresaId, id, versao, ativo, quem))) throw httpErrors.stale();
        return responder(trx, empresaId, id);
      },
      remove: questionarios.remove,
    }),
  );
};

export default questionarioRoutes;
