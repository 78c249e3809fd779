import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ARQUIVO_DE_EXPORTACAO, AtividadeExportacaoQuerySchema } from '#contract/atividadeExportacao';
import { FUSO_PADRAO } from '#contract/fusoHorario';
import { exportacao } from '#server/atividades/exportacao';
import { configuracoes } from '#server/db/repositories/configuracoes';
import { csvEmPartes } from '#server/http/csv';
import { xlsxEmPartes } from '#server/http/xlsx';
import { tags } from './comum';

/** GET /api/atividades/exportar: the filtered list with its answers, as CSV or XLSX, written as it is read. */
export const exportacaoRoutes: FastifyPluginAsyncTypebox = async (app) => {
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
      const fuso = await request.tenant.leitura(async (trx, empresaId) => (await configuracoes.get(trx, empresaId))?.fuso_horario ?? FUSO_PADRAO);
      const contexto = { usuarioId: request.session.usuarioId, agora: app.clock(), fuso };
      const { cabecalho, linhas } = await exportacao((work) => request.tenant.leitura(work), request.query, contexto);
      const arquivo = ARQUIVO_DE_EXPORTACAO[formato];
      const corpo = formato === 'csv' ? Readable.from(csvEmPartes(cabecalho, linhas)) : xlsxEmPartes('Atividades', cabecalho, linhas);
      return reply
        .type(arquivo.tipo)
        .header('content-disposition', `attachment; filename="atividades.${arquivo.extensao}"`)
        .send(corpo);
    },
  );
};
