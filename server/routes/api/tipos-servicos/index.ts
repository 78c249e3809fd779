import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParamsSchema } from '../../../../contract/registro';
import {
  problemasDoTipoServico,
  TipoServicoCreateBodySchema,
  TipoServicoListaQuerySchema,
  TipoServicoListaSchema,
  TipoServicoSchema,
  TipoServicoUpdateBodySchema,
  type TipoServico,
  type TipoServicoValores,
} from '../../../../contract/tiposServico';
import { questionarios } from '../../../db/repositories/questionarios';
import type { Autoria } from '../../../db/repositories/registros';
import { tiposServico, toTipoServico } from '../../../db/repositories/tiposServico';
import type { TipoServicoRow } from '../../../db/schema';
import { httpErrors } from '../../../http/errors';
import type { Problema } from '../../../http/textoDoCampo';
import { naVersao, semProblemas, temReferencias, violouUnico } from '../../../http/registros';
import { errorResponses } from '../../../http/responses';
import { cicloDeVidaRoutes } from '../../../http/cicloDeVida';
import type { Trx } from '../../../db/tenant';

const tags = ['tipos de serviço'];

const NAO_ENCONTRADO = 'Tipo de serviço não encontrado.';
const NOME_EM_USO = 'Já existe um tipo de serviço com este nome.';
const QUESTIONARIO_NAO_PUBLICADO = 'Escolha um questionário publicado.';
const COM_REFERENCIAS = 'Este tipo de serviço é usado por atividades e não pode ser excluído. Arquive-o.';

/**
 * Checks the whole record (over `atual`, the stored one, on an edit) and its unique name, then
 * writes it with `write`; 409 beside nome when taken.
 */
async function gravar(
  trx: Trx,
  empresaId: string,
  entrada: Partial<TipoServicoValores>,
  atual: TipoServicoRow | undefined,
  write: (valores: TipoServicoValores) => Promise<TipoServico>,
): Promise<TipoServico> {
  const { valores, problemas: doContrato } = problemasDoTipoServico(entrada);
  const problemas: Record<string, Problema[]> = { ...doContrato };
  // Only a new choice must be on offer: a questionnaire archived after it was chosen stays until
  // the service type changes it, so renaming the type does not force another choice.
  const { questionario_id } = valores;
  if (questionario_id !== null && questionario_id !== atual?.questionario_id && !(await questionarios.oferecivel(trx, empresaId, questionario_id))) {
    problemas.questionario_id = [QUESTIONARIO_NAO_PUBLICADO];
  }
  semProblemas(problemas);
  if (await tiposServico.nomeEmUso(trx, empresaId, valores.nome, atual?.id)) throw httpErrors.taken('nome', NOME_EM_USO);
  return write(valores).catch((error: unknown) => {
    if (violouUnico(error) === 'tipo_servico_nome_key') throw httpErrors.taken('nome', NOME_EM_USO);
    // The questionnaire was deleted between the check and the write.
    if (temReferencias(error)) semProblemas({ questionario_id: [QUESTIONARIO_NAO_PUBLICADO] });
    throw error;
  });
}

/** Applies `mudanca` over the service type the screen read at `versao`. */
async function alterar(
  trx: Trx,
  empresaId: string,
  id: string,
  versao: number,
  mudanca: Partial<TipoServicoValores>,
  autoria: Autoria,
): Promise<TipoServico> {
  const atual = naVersao(await tiposServico.find(trx, empresaId, id), versao, NAO_ENCONTRADO);
  return gravar(trx, empresaId, { ...atual, ...mudanca }, atual, async (valores) => {
    const row = await tiposServico.update(trx, empresaId, id, versao, valores, autoria);
    if (!row) throw httpErrors.stale();
    return toTipoServico(row);
  });
}

/** /api/tipos-servicos: the kinds of work the company does, each with its colour and duration. */
const tipoServicoRoutes: FastifyPluginAsyncTypebox = async (app) => {

  app.get(
    '/',
    {
      config: { permissao: 'tiposServico.ler' },
      schema: {
        tags,
        querystring: TipoServicoListaQuerySchema,
        response: { 200: TipoServicoListaSchema },
      },
    },
    async (request) =>
      request.tenant.leitura(async (trx, empresaId) => {
        const { items, total } = await tiposServico.list(trx, empresaId, request.query);
        return { items: items.map(toTipoServico), total };
      }),
  );

  app.get(
    '/:id',
    {
      config: { permissao: 'tiposServico.ler' },
      schema: { tags, params: IdParamsSchema, response: { 200: TipoServicoSchema } },
    },
    async (request) => {
      const row = await request.tenant.leitura((trx, empresaId) => tiposServico.find(trx, empresaId, request.params.id));
      if (!row) throw httpErrors.notFound(NAO_ENCONTRADO);
      return toTipoServico(row);
    },
  );

  app.post(
    '/',
    {
      config: { permissao: 'tiposServico.editar' },
      schema: {
        tags,
        body: TipoServicoCreateBodySchema,
        response: { 201: TipoServicoSchema, ...errorResponses(409) },
      },
    },
    async (request, reply) => {
      const tipo = await request.tenant.transaction((trx, empresaId) =>
        gravar(trx, empresaId, request.body, undefined, async (valores) =>
          toTipoServico(await tiposServico.create(trx, empresaId, valores, request.autoria())),
        ),
      );
      return reply.code(201).send(tipo);
    },
  );

  app.patch(
    '/:id',
    {
      config: { permissao: 'tiposServico.editar' },
      schema: {
        tags,
        params: IdParamsSchema,
        body: TipoServicoUpdateBodySchema,
        response: { 200: TipoServicoSchema, ...errorResponses(409) },
      },
    },
    async (request) => {
      const { versao, ...mudanca } = request.body;
      return request.tenant.transaction((trx, empresaId) =>
        alterar(trx, empresaId, request.params.id, versao, mudanca, request.autoria()),
      );
    },
  );

  await app.register(
    cicloDeVidaRoutes({
      tags,
      permissao: 'tiposServico.editar',
      schema: TipoServicoSchema,
      naoEncontrado: NAO_ENCONTRADO,
      comReferencias: COM_REFERENCIAS,
      find: tiposServico.find,
      alterar,
      remove: tiposServico.remove,
    }),
  );
};

export default tipoServicoRoutes;
