import { ARQUIVO_MAX_BYTES, ArquivoParamsSchema, ArquivoSchema } from '#contract/atividadeArquivo';
import { IMAGEM_TIPOS } from '#contract/imagem';
import { IdParamsSchema } from '#contract/registro';
import { ARQUIVO_NAO_ENCONTRADO, guardarArquivo } from '#server/atividades/arquivos';
import { carregar } from '#server/atividades/carregar';
import { atividadeArquivos } from '#server/db/repositories/atividadeArquivos';
import { companyFiles } from '#server/files/companyFiles';
import { httpErrors } from '#server/http/errors';
import { errorResponses } from '#server/http/responses';
import { rotas } from '#server/http/rotas';
import { multipartUploads } from '#server/plugins/external/multipart';
import { atorDe, tags } from './comum';

/**
 * Photos and signatures of an activity's answers: sent one per request while it is filled in,
 * then read by every member (and by the report). A file never changes, so it is cached for long.
 */
export const arquivosRoutes = rotas('atividades/arquivos', async (app) => {
  await app.register(multipartUploads);
  const arquivos = companyFiles(app.config.dataDir);

  app.post(
    '/:id/arquivos',
    {
      config: { permissao: 'atividades.ler' },
      schema: {
        tags,
        summary: 'Envia uma foto ou uma assinatura (PNG, JPEG ou WebP, até 20 MB) para as respostas da atividade',
        consumes: ['multipart/form-data'],
        params: IdParamsSchema,
        response: { 201: ArquivoSchema, ...errorResponses(409, 413, 415) },
      },
    },
    async (request, reply) => {
      const bytes = await request.uploadedFile('arquivo', ARQUIVO_MAX_BYTES);
      const arquivo = await guardarArquivo(request.tenant, arquivos, request.params.id, atorDe(request), bytes, request.autoria());
      return reply.code(201).send(arquivo);
    },
  );

  app.get(
    '/:id/arquivos/:arquivo_id',
    {
      config: { permissao: 'atividades.ler' },
      schema: {
        tags,
        produces: [...IMAGEM_TIPOS],
        params: ArquivoParamsSchema,
        response: { 200: { type: 'string', format: 'binary' } },
      },
    },
    async (request, reply) => {
      const { id, arquivo_id } = request.params;
      const guardado = await request.tenant.leitura(async (trx, empresaId) => {
        await carregar(trx, empresaId, id);
        return atividadeArquivos.find(trx, empresaId, id, arquivo_id);
      });
      if (!guardado) throw httpErrors.notFound(ARQUIVO_NAO_ENCONTRADO);
      const bytes = await arquivos.read(guardado.arquivo);
      // Members only: no shared cache keeps a copy. The bytes under an id never change.
      return reply.type(guardado.tipo).header('cache-control', 'private, max-age=31536000, immutable').send(bytes);
    },
  );
});
