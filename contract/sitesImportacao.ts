import { Type, type Static } from '@sinclair/typebox';
import { TextoOuNulo } from './anulavel';
import { ApiErrorSchema, ProblemaDoCampoSchema } from './errors';
import { motivo, type MotivosPorCampo } from './mensagensDoCampo';
import { problemasDoSite, SITE_CAMPOS_TEXTO, type SiteEntrada, type SiteValores } from './sites';

/** Most lines one import takes: the browser splits a larger file. */
export const IMPORTACAO_MAX_LINHAS = 5000;

/** Columns of an imported (and exported) file: the wire names of a site's fields. */
export const COLUNAS_SITE = [...SITE_CAMPOS_TEXTO, 'latitude', 'longitude', 'enviar_relatorio_ao_cliente', 'ativo'] as const;
export type ColunaSite = (typeof COLUNAS_SITE)[number];

const Celula = Type.Optional(TextoOuNulo({ maxLength: 4000 }));

/**
 * One line of the file as text, keyed by column (the browser reads CSV or XLSX and maps the
 * header to these names; a cell a spreadsheet typed as a number is sent as its text).
 */
export const SiteLinhaSchema = Type.Object(
  Object.fromEntries(COLUNAS_SITE.map((coluna) => [coluna, Celula])) as Record<ColunaSite, typeof Celula>,
  { additionalProperties: false },
);
export type SiteLinha = Static<typeof SiteLinhaSchema>;

/** POST /api/sites/importar. `confirmar: false` only checks; `true` writes every line or none. */
export const SiteImportacaoBodySchema = Type.Object(
  {
    linhas: Type.Array(SiteLinhaSchema, { minItems: 1, maxItems: IMPORTACAO_MAX_LINHAS }),
    confirmar: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type SiteImportacaoBody = Static<typeof SiteImportacaoBodySchema>;

/** `linha` counts from 1 at the first element of `linhas` (the screen adds its header lines). */
export const ImportacaoErroSchema = Type.Composite([Type.Object({ linha: Type.Integer(), campo: Type.String() }), ProblemaDoCampoSchema]);
export type ImportacaoErro = Static<typeof ImportacaoErroSchema>;

/** 200 for a check or a completed import; 422 with the same fields and a message when lines were refused. */
export const SiteImportacaoResultadoSchema = Type.Object({
  total: Type.Integer(),
  importadas: Type.Integer(),
  erros: Type.Array(ImportacaoErroSchema),
});
export type SiteImportacaoResultado = Static<typeof SiteImportacaoResultadoSchema>;

export const SiteImportacaoRecusadaSchema = Type.Object({
  ...ApiErrorSchema.properties,
  total: Type.Optional(Type.Integer()),
  importadas: Type.Optional(Type.Integer()),
  erros: Type.Optional(Type.Array(ImportacaoErroSchema)),
});

const SIM = new Set(['sim', 's', 'true', 'verdadeiro', '1', 'ativo', 'yes', 'y']);
const NAO = new Set(['não', 'nao', 'n', 'false', 'falso', '0', 'inativo', 'arquivado', 'no']);

function numero(text: string | null | undefined): number | null | 'invalido' {
  const clean = text?.trim().replace(/\u2212/g, '-');
  if (!clean) return null;
  // Brazilian spreadsheets write "-23,5505"; others "-23.5505". No thousands separators in coordinates.
  const value = Number(clean.replace(',', '.'));
  return /^-?\d+(?:[.,]\d+)?$/.test(clean) && Number.isFinite(value) ? value : 'invalido';
}

/**
 * One imported line as a site: the text read as numbers and yes/no where the field wants them,
 * then the same checks as the editor. Returns the values, or the problems by column.
 */
export function siteDaLinha(
  linha: SiteLinha,
): { valores: SiteValores; problemas: MotivosPorCampo } {
  const problemas: MotivosPorCampo = {};
  const entrada: SiteEntrada = {};
  for (const campo of SITE_CAMPOS_TEXTO) entrada[campo] = linha[campo] ?? null;
  for (const campo of ['latitude', 'longitude'] as const) {
    const value = numero(linha[campo]);
    if (value === 'invalido') problemas[campo] = [motivo('numero_invalido')];
    else entrada[campo] = value;
  }
  // An empty cell is the editor's default: an active site that mails no report to its client.
  for (const [campo, vazio] of [['enviar_relatorio_ao_cliente', false], ['ativo', true]] as const) {
    const texto = linha[campo]?.trim().toLowerCase();
    if (texto && !SIM.has(texto) && !NAO.has(texto)) problemas[campo] = [motivo('sim_ou_nao')];
    else entrada[campo] = texto ? SIM.has(texto) : vazio;
  }

  const checked = problemasDoSite(entrada);
  // A coordinate that was not a number already says so; "give both" on it would only add noise.
  for (const [campo, motivos] of Object.entries(checked.problemas)) problemas[campo] ??= motivos;
  return { valores: checked.valores, problemas };
}
