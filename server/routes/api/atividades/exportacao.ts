import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { ARQUIVO_DE_EXPORTACAO, AtividadeArquivosQuerySchema, AtividadeExportacaoQuerySchema } from '#contract/atividadeExportacao';
import { exportacao, type LerNaEmpresa } from '#server/atividades/exportacao';
import { arquivosDaExportacao } from '#server/atividades/exportacaoDeArquivos';
import { companyFiles } from '#server/files/companyFiles';
import { configuracoes } from '#server/db/repositories/configuracoes';
import { csvEmPartes } from '#server/http/csv';
import { rotas } from '#server/http/rotas';
import { xlsxEmPartes } from '#server/http/xlsx';
import { tags } from './comum';

/**
 * GET /api/atividades/exportar: the filtered list with its answers, as CSV or XLSX; and
 * /exportar/arquivos, its photos and signatures as a ZIP. Both are written as they are read.
 */
export const exportacaoRoutes = rotas('atividades/exportacao', async (app) => {
  const files = companyFiles(app.config.dataDir);
  /** The company's time zone (the list's dates are read in it) and who asks (`minhas`). */
  const contextoDe = async (request: FastifyRequest) => {
    const fuso = await request.tenant.leitura((trx, empresaId) => configuracoes.fuso(trx, empresaId));
    const ler: LerNaEmpresa = (work) => request.tenant.leitura(work);
    return { contexto: { usuarioId: request.session.usuarioId, agora: app.clock(), fuso }, ler };
  };

  app.get(
    '/exportar',
    {
      config: { permissao: 'atividades.ler' },
      schema: {
        tags,
        summary:
          'A lista filtrada, uma linha por atividade; com `questionario_id`, só as atividades desse questionário e uma coluna por pergunta (o id estável da pergunta, encabeçado pelo seu texto), em CSV (UTF-8 com BOM, separado por ";") ou XLSX',
        querystring: AtividadeExportacaoQuerySchema,
        produces: ['text/csv', ARQUIVO_DE_EXPORTACAO.xlsx.tipo],
        response: { 200: { type: 'string', description: 'O arquivo (text/csv ou XLSX)' } },
      },
    },
    async (request, reply) => {
      const { formato = 'csv' } = request.query;
      const { contexto, ler } = await contextoDe(request);
      const { cabecalho, linhas } = await exportacao(ler, request.query, contexto);
      const arquivo = ARQUIVO_DE_EXPORTACAO[formato];
      const corpo = formato === 'csv' ? Readable.from(csvEmPartes(cabecalho, linhas)) : xlsxEmPartes('Atividades', cabecalho, linhas);
      return reply
        .type(arquivo.tipo)
        .header('content-disposition', `attachment; filename="atividades.${arquivo.extensao}"`)
        .send(corpo);
    },
  );

  app.get(
    '/exportar/arquivos',
    {
      config: { permissao: 'atividades.ler' },
      schema: {
        tags,
        summary: 'As fotos e assinaturas das atividades filtradas num ZIP: uma pasta por atividade (o código), cada arquivo com o id que as respostas citam',
        querystring: AtividadeArquivosQuerySchema,
        produces: ['application/zip'],
        response: { 200: { type: 'string', description: 'application/zip' } },
      },
    },
    async (request, reply) => {
      const { contexto, ler } = await contextoDe(request);
      return reply
        .type('application/zip')
        .header('content-disposition', 'attachment; filename="atividades-arquivos.zip"')
        .send(arquivosDaExportacao(ler, request.query, contexto, files.caminho));
    },
  );
});
