import { IMAGEM_TIPOS } from '#contract/imagem';
import { LINK_INDISPONIVEL, RelatorioSchema, TokenArquivoParamsSchema, TokenParamsSchema } from '#contract/relatorio';
import { arquivosDoRelatorio, nomeDoPdf, relatorioComArquivos, renderizarPdf, type RelatorioComArquivos } from '#server/atividades/relatorioArquivos';
import { noLinkDoRelatorio } from '#server/db/repositories/relatorioLinks';
import { companyFiles } from '#server/files/companyFiles';
import { HttpError, httpErrors } from '#server/http/errors';
import { errorResponses } from '#server/http/responses';
import { rotas } from '#server/http/rotas';
import { hashSecret } from '#server/security/secrets';

const tags = ['relatório público'];
// Whoever holds the link sees the report: no shared cache keeps it after a revocation.
const CACHE = 'private, max-age=300';

/**
 * /api/relatorios/:token: the report a client opens from a link, without a session. Only the
 * report, its PDF, the company's logo and the images the report shows; an unknown, revoked or
 * expired link, or an activity reopened since, is 404. Limited per address like sign-in.
 */
const relatoriosPublicosRoutes = rotas('relatorios', async (app) => {
  const files = companyFiles(app.config.dataDir);
  const limitado = app.attempts('relatorio-publico');
  // A page shows up to a few dozen images: they are counted apart, with room for them.
  const imagens = app.createRateLimit({
    max: app.config.rateLimit.perIp * 20,
    timeWindow: app.config.rateLimit.windowMs,
    keyGenerator: (request) => `relatorio-imagens:ip:${request.ip}`,
  });
  const limitarImagens = async (request: Parameters<typeof imagens>[0]) => {
    const resultado = await imagens(request);
    if (!resultado.isAllowed && resultado.isExceeded) throw httpErrors.tooManyRequests('Muitas solicitações. Tente novamente em alguns minutos.');
  };

  /** The report of the link, read under its company; 404 for a link that no longer opens it. */
  const lerDoLink = async (token: string): Promise<RelatorioComArquivos> => {
    try {
      const lido = await noLinkDoRelatorio(app.db, hashSecret(token), app.clock(), (trx, link) => relatorioComArquivos(trx, link.empresa_id, link.atividade_id));
      if (lido) return lido;
    } catch (error) {
      // Reopened since the link was made: the report comes back when it is concluded again.
      if (!(error instanceof HttpError && (error.statusCode === 409 || error.statusCode === 404))) throw error;
    }
    throw httpErrors.notFound(LINK_INDISPONIVEL);
  };

  app.get(
    '/:token',
    {
      config: { publica: true },
      preHandler: limitado,
      schema: { tags, summary: 'O relatório aberto pelo link do cliente', params: TokenParamsSchema, response: { 200: RelatorioSchema, ...errorResponses(429) } },
    },
    async (request, reply) => reply.header('cache-control', 'no-store').send((await lerDoLink(request.params.token)).relatorio),
  );

  app.get(
    '/:token/pdf',
    {
      config: { publica: true },
      preHandler: limitado,
      schema: {
        tags,
        summary: 'O relatório do link em PDF',
        produces: ['application/pdf'],
        params: TokenParamsSchema,
        response: { 200: { type: 'string', format: 'binary' }, ...errorResponses(429) },
      },
    },
    async (request, reply) => {
      const lido = await lerDoLink(request.params.token);
      const pdf = await renderizarPdf(lido, files);
      return reply.type('application/pdf').header('content-disposition', nomeDoPdf(lido.relatorio.atividade.codigo)).header('cache-control', 'no-store').send(pdf);
    },
  );

  app.get(
    '/:token/logo',
    {
      config: { publica: true },
      preHandler: limitarImagens,
      schema: { tags, produces: [...IMAGEM_TIPOS], params: TokenParamsSchema, response: { 200: { type: 'string', format: 'binary' }, ...errorResponses(429) } },
    },
    async (request, reply) => {
      const { logo } = await lerDoLink(request.params.token);
      if (!logo) throw httpErrors.notFound('A empresa não tem logotipo.');
      return reply.type(logo.tipo).header('cache-control', CACHE).send(await files.read(logo.arquivo));
    },
  );

  app.get(
    '/:token/arquivos/:arquivo_id',
    {
      config: { publica: true },
      preHandler: limitarImagens,
      schema: {
        tags,
        summary: 'Uma foto ou assinatura que o relatório do link mostra',
        produces: [...IMAGEM_TIPOS],
        params: TokenArquivoParamsSchema,
        response: { 200: { type: 'string', format: 'binary' }, ...errorResponses(429) },
      },
    },
    async (request, reply) => {
      const lido = await lerDoLink(request.params.token);
      const guardado = arquivosDoRelatorio(lido.relatorio).includes(request.params.arquivo_id) ? lido.arquivos.get(request.params.arquivo_id) : undefined;
      if (!guardado) throw httpErrors.notFound('Arquivo não encontrado.');
      return reply.type(guardado.tipo).header('cache-control', CACHE).send(await files.read(guardado.arquivo));
    },
  );
});

export default relatoriosPublicosRoutes;
