import { formatCep } from '#contract/cep';
import { SiteExportQuerySchema, type SiteValores } from '#contract/sites';
import {
  COLUNAS_SITE,
  siteDaLinha,
  SiteImportacaoBodySchema,
  SiteImportacaoRecusadaSchema,
  SiteImportacaoResultadoSchema,
  type ColunaSite,
  type ImportacaoErro,
  type SiteLinha,
} from '#contract/sitesImportacao';
import { formatTelefone } from '#contract/telefone';
import { sites } from '#server/db/repositories/sites';
import type { SiteRow } from '#server/db/schema';
import { csv, decimalBr, type Celula } from '#server/http/csv';
import { httpErrors } from '#server/http/errors';
import { rotas } from '#server/http/rotas';
import { dito, problemaProprio, type Problema } from '#server/http/textoDoCampo';
import { motivo } from '#contract/mensagensDoCampo';
import { errorResponses } from '#server/http/responses';
import { CODIGO_EM_USO, conflitoDeUnicidade, NOME_EM_USO } from '#server/sites/unicidade';
import type { Trx } from '#server/db/tenant';

const tags = ['sites'];

/** An import of up to 5,000 lines is larger than the API's usual body limit. */
const IMPORTACAO_BODY_LIMIT = 8 * 1024 * 1024;
/** Largest export in one file; past it the person narrows the list with filters. */
export const EXPORTACAO_MAX = 100_000;
const IMPORTACAO_RECUSADA = 'Nenhuma linha foi importada. Corrija as linhas com erro e envie o arquivo de novo.';

interface LinhaLida {
  numero: number;
  valores: SiteValores;
  problemas: Record<string, Problema[]>;
}

/**
 * Adds to each line the names and codes that are already taken, or that an earlier line of the
 * same file takes: accents and case are ignored, as the unique indexes do.
 */
async function marcarRepetidos(trx: Trx, empresaId: string, linhas: LinhaLida[]): Promise<void> {
  for (const [campo, emUso] of [['nome', NOME_EM_USO], ['codigo', CODIGO_EM_USO]] as const) {
    const candidatas = linhas.filter((linha) => !linha.problemas[campo] && linha.valores[campo] !== null);
    const unicos = await sites.unicos(trx, empresaId, campo, candidatas.map((linha) => linha.valores[campo]!));
    const primeiraLinha = new Map<string, number>();
    for (const linha of candidatas) {
      const { chave, emUso: usado } = unicos.get(linha.valores[campo]!)!;
      const anterior = primeiraLinha.get(chave);
      if (usado) linha.problemas[campo] = [problemaProprio(emUso, 'em_uso')];
      else if (anterior !== undefined) linha.problemas[campo] = [motivo('repetido', { linha: anterior })];
      else primeiraLinha.set(chave, linha.numero);
    }
  }
}

function erros(linhas: LinhaLida[]): ImportacaoErro[] {
  const ordem = (campo: string) => COLUNAS_SITE.indexOf(campo as ColunaSite);
  return linhas.flatMap((linha) =>
    Object.entries(linha.problemas)
      .sort(([a], [b]) => ordem(a) - ordem(b))
      .flatMap(([campo, problemas]) => problemas.map((problema) => ({ linha: linha.numero, campo, ...dito(problema) }))),
  );
}

function lerLinhas(linhas: SiteLinha[]): LinhaLida[] {
  return linhas.map((linha, index) => ({ numero: index + 1, ...siteDaLinha(linha) }));
}

/** A site as a line of the exported file: the import's columns, formatted as a person types them. */
function celulas(row: SiteRow): Celula[] {
  return COLUNAS_SITE.map((coluna): Celula => {
    switch (coluna) {
      case 'cep':
        return row.cep && formatCep(row.cep);
      case 'contato_telefone':
        return row.contato_telefone && formatTelefone(row.contato_telefone);
      case 'latitude':
      case 'longitude':
        return decimalBr(row[coluna]);
      case 'enviar_relatorio_ao_cliente':
      case 'ativo':
        return row[coluna] ? 'sim' : 'não';
      default:
        return row[coluna];
    }
  });
}

/** POST /api/sites/importar and GET /api/sites/exportar; registered inside the sites' scope. */
export const siteImportacaoRoutes = rotas('sites/importacao', async (app) => {
  app.post(
    '/importar',
    {
      config: { permissao: 'sites.editar' },
      bodyLimit: IMPORTACAO_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Confere (confirmar: false) ou importa (confirmar: true) sites: todas as linhas ou nenhuma',
        body: SiteImportacaoBodySchema,
        response: {
          200: SiteImportacaoResultadoSchema,
          422: SiteImportacaoRecusadaSchema,
          ...errorResponses(409, 413),
        },
      },
    },
    async (request, reply) => {
      const { linhas, confirmar } = request.body;
      return request.tenant.transaction(async (trx, empresaId) => {
        const lidas = lerLinhas(linhas);
        await marcarRepetidos(trx, empresaId, lidas);
        const problemas = erros(lidas);
        if (problemas.length > 0) {
          const resultado = { total: linhas.length, importadas: 0, erros: problemas };
          return confirmar ? reply.code(422).send({ code: 'validacao', message: IMPORTACAO_RECUSADA, ...resultado }) : resultado;
        }
        if (!confirmar) return { total: linhas.length, importadas: 0, erros: [] };
        const created = await sites
          .create(trx, empresaId, lidas.map((linha) => linha.valores), request.autoria())
          .catch((error: unknown) => {
            throw conflitoDeUnicidade(error);
          });
        return { total: linhas.length, importadas: created.length, erros: [] };
      });
    },
  );

  app.get(
    '/exportar',
    {
      config: { permissao: 'sites.ler' },
      schema: {
        tags,
        summary: 'A lista filtrada em CSV (UTF-8 com BOM, separada por ";"), com as colunas da importação',
        querystring: SiteExportQuerySchema,
        response: { 200: { type: 'string', description: 'text/csv' } },
      },
    },
    async (request, reply) => {
      const rows = await request.tenant.leitura(async (trx, empresaId) => {
        if ((await sites.contar(trx, empresaId, request.query, EXPORTACAO_MAX)).total_limitado) {
          throw httpErrors.invalidField('q', motivo('exportacao_grande_demais', { maximo: EXPORTACAO_MAX }));
        }
        return sites.all(trx, empresaId, request.query, EXPORTACAO_MAX);
      });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="sites.csv"')
        .send(csv(COLUNAS_SITE, rows.map(celulas)));
    },
  );
});
