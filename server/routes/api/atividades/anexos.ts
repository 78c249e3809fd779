import { ANEXO_MAX_BYTES, ANEXO_TIPOS, AnexoListaSchema, AnexoParamsSchema, AnexoQuerySchema, AnexoSchema } from '#contract/atividadeAnexo';
import { IdParamsSchema } from '#contract/registro';
import { ANEXO_NAO_ENCONTRADO, anexar, disposicaoDeAnexo, removerAnexo } from '#server/atividades/anexos';
import { carregar } from '#server/atividades/carregar';
import { atividadeAnexos } from '#server/db/repositories/atividadeAnexos';
import { companyFiles } from '#server/files/companyFiles';
import { httpErrors } from '#server/http/errors';
import { errorResponses } from '#server/http/responses';
import { rotas } from '#server/http/rotas';
import { multipartUploads } from '#server/plugins/external/multipart';
import { lerCursor } from './comentarios';
import { atorDe, tags } from './comum';

/**
 * /api/atividades/:id/anexos: documents, photos and spreadsheets attached to an activity (not the
 * answers' photos: those are /arquivos). Every member reads and downloads them; admin, gestor and
 * the responsável attach; whoever sent one, admin or gestor removes it.
 */
export const anexosRoutes = rotas('atividades/anexos', async (app) => {
  await app.register(multipartUploads);
  const arquivos = companyFiles(app.config.dataDir);

  app.get(
    '/:id/anexos',
    {
      config: { permissao: 'atividades.ler' },
      schema: {
        tags,
        params: IdParamsSchema,
        querystring: AnexoQuerySchema,
        response: { 200: AnexoListaSchema },
      },
    },
    async (request) => {
      const { limite = 50 } = request.query;
      const antesDe = lerCursor(request.query.cursor);
      return request.tenant.leitura(async (trx, empresaId) => {
        const atividade = await carregar(trx, empresaId, request.params.id);
        const items = await atividadeAnexos.list(trx, empresaId, atividade.id, { limite: limite + 1, antesDe });
        const pagina = items.slice(0, limite);
        return { items: pagina, next_cursor: items.length > limite ? pagina[pagina.length - 1]!.id : null };
      });
    },
  );

  app.post(
    '/:id/anexos',
    {
      config: { permissao: 'atividades.ler' },
      schema: {
        tags,
        summary: 'Anexa um arquivo (PDF, PNG, JPEG, WebP, .docx ou .xlsx, até 20 MB) à atividade',
        consumes: ['multipart/form-data'],
        params: IdParamsSchema,
        response: { 201: AnexoSchema, ...errorResponses(413, 415) },
      },
    },
    async (request, reply) => {
      const ator = atorDe(request);
      const enviado = await request.uploadedNamedFile('arquivo', ANEXO_MAX_BYTES);
      const anexo = await anexar(request.tenant, arquivos, request.params.id, ator, enviado, request.autoria());
      return reply.code(201).send(anexo);
    },
  );

  app.get(
    '/:id/anexos/:anexo_id',
    {
      config: { permissao: 'atividades.ler' },
      schema: {
        tags,
        summary: 'Baixa um anexo (sempre como download)',
        produces: [...ANEXO_TIPOS],
        params: AnexoParamsSchema,
        response: { 200: { type: 'string', format: 'binary' } },
      },
    },
    async (request, reply) => {
      const { id, anexo_id } = request.params;
      const anexo = await request.tenant.leitura(async (trx, empresaId) => {
        await carregar(trx, empresaId, id);
        return atividadeAnexos.find(trx, empresaId, id, anexo_id);
      });
      if (!anexo) throw httpErrors.notFound(ANEXO_NAO_ENCONTRADO);
      const bytes = await arquivos.read(anexo.arquivo);
      // Always a download, never shown in the app's origin, and never sniffed into another type.
      return reply
        .type(anexo.tipo)
        .header('content-disposition', disposicaoDeAnexo(anexo.nome))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  );

  app.delete(
    '/:id/anexos/:anexo_id',
    {
      config: { permissao: 'atividades.ler' },
      schema: {
        tags,
        summary: 'Remove um anexo (quem o enviou, admin ou gestor)',
        params: AnexoParamsSchema,
        response: { 204: { type: 'null' } },
      },
    },
    async (request, reply) => {
      const { id, anexo_id } = request.params;
      await removerAnexo(request.tenant, arquivos, id, anexo_id, atorDe(request), request.autoria());
      return reply.code(204).send();
    },
  );
});
