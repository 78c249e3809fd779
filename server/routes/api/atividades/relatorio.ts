import { IdParamsSchema } from '#contract/registro';
import {
  RELATORIO_SO_CONCLUIDA,
  RelatorioLinkBodySchema,
  RelatorioLinkCriadoSchema,
  RelatorioLinkListaSchema,
  RelatorioLinkParamsSchema,
  RelatorioSchema,
  type RelatorioLinkCriado,
} from '#contract/relatorio';
import { carregar } from '#server/atividades/carregar';
import { montarRelatorio } from '#server/atividades/relatorio';
import { nomeDoPdf, relatorioComArquivos, renderizarPdf } from '#server/atividades/relatorioArquivos';
import { avisarAoVivo } from '#server/db/aoVivoDaTransacao';
import { relatorioLinks } from '#server/db/repositories/relatorioLinks';
import { companyFiles } from '#server/files/companyFiles';
import { motivo } from '#contract/mensagensDoCampo';
import { httpErrors } from '#server/http/errors';
import { semProblemas } from '#server/http/registros';
import { errorResponses } from '#server/http/responses';
import { rotas } from '#server/http/rotas';
import { newSecret } from '#server/security/secrets';
import { tags } from './comum';

const LINK_NAO_ENCONTRADO = 'Link não encontrado.';

/**
 * The report of a concluded activity for the company's members (JSON for the printable page, and
 * its PDF), and the read-only links that hand it to the client, which admin and gestor manage.
 */
export const relatorioRoutes = rotas('atividades/relatorio', async (app) => {
  const files = companyFiles(app.config.dataDir);

  app.get(
    '/:id/relatorio',
    {
      config: { permissao: 'atividades.ler' },
      schema: {
        tags,
        summary: 'O relatório da atividade concluída: perguntas visíveis e respostas, conformidade e resumo do histórico',
        params: IdParamsSchema,
        response: { 200: RelatorioSchema, ...errorResponses(409) },
      },
    },
    async (request) => request.tenant.leitura((trx, empresaId) => montarRelatorio(trx, empresaId, request.params.id)),
  );

  app.get(
    '/:id/relatorio/pdf',
    {
      config: { permissao: 'atividades.ler' },
      schema: {
        tags,
        summary: 'O relatório da atividade concluída em PDF (A4)',
        produces: ['application/pdf'],
        params: IdParamsSchema,
        response: { 200: { type: 'string', format: 'binary' }, ...errorResponses(409) },
      },
    },
    async (request, reply) => {
      const lido = await request.tenant.leitura((trx, empresaId) => relatorioComArquivos(trx, empresaId, request.params.id));
      const pdf = await renderizarPdf(lido, files);
      return reply.type('application/pdf').header('content-disposition', nomeDoPdf(lido.relatorio.atividade.codigo)).header('cache-control', 'private, no-cache').send(pdf);
    },
  );

  app.get(
    '/:id/relatorio/links',
    {
      config: { permissao: 'atividades.editar' },
      schema: { tags, summary: 'Os links do relatório para o cliente', params: IdParamsSchema, response: { 200: RelatorioLinkListaSchema } },
    },
    async (request) =>
      request.tenant.leitura(async (trx, empresaId) => {
        await carregar(trx, empresaId, request.params.id);
        return { items: await relatorioLinks.list(trx, empresaId, request.params.id) };
      }),
  );

  app.post(
    '/:id/relatorio/links',
    {
      config: { permissao: 'atividades.editar' },
      schema: {
        tags,
        summary: 'Cria um link somente leitura do relatório para o cliente; o token aparece só nesta resposta',
        params: IdParamsSchema,
        body: RelatorioLinkBodySchema,
        response: { 201: RelatorioLinkCriadoSchema, ...errorResponses(409) },
      },
    },
    async (request, reply) => {
      const autoria = request.autoria();
      const expiraEm = request.body?.expira_em ? new Date(request.body.expira_em) : null;
      if (expiraEm && expiraEm.getTime() <= autoria.agora.getTime()) semProblemas({ expira_em: [motivo('validade_passada')] });
      const { secret, hash } = newSecret();
      const criado = await request.tenant.transaction(async (trx, empresaId): Promise<RelatorioLinkCriado> => {
        const atividade = await carregar(trx, empresaId, request.params.id);
        if (atividade.status !== 'concluida') throw httpErrors.refused(RELATORIO_SO_CONCLUIDA);
        const id = await relatorioLinks.criar(trx, empresaId, atividade.id, hash, expiraEm, autoria);
        await avisarAoVivo(trx, empresaId, [{ tipo: 'atividade', id: atividade.id }]);
        const [link] = await relatorioLinks.list(trx, empresaId, atividade.id, id);
        return { ...link!, token: secret };
      });
      return reply.code(201).send(criado);
    },
  );

  app.delete(
    '/:id/relatorio/links/:link_id',
    {
      config: { permissao: 'atividades.editar' },
      schema: {
        tags,
        summary: 'Revoga um link do relatório: quem o tiver passa a ver "não encontrado"',
        params: RelatorioLinkParamsSchema,
        response: { 204: { type: 'null' } },
      },
    },
    async (request, reply) => {
      const autoria = request.autoria();
      await request.tenant.transaction(async (trx, empresaId) => {
        await carregar(trx, empresaId, request.params.id);
        if (!(await relatorioLinks.revogar(trx, empresaId, request.params.id, request.params.link_id, autoria))) {
          throw httpErrors.notFound(LINK_NAO_ENCONTRADO);
        }
        await avisarAoVivo(trx, empresaId, [{ tipo: 'atividade', id: request.params.id }]);
      });
      return reply.code(204).send();
    },
  );
});
