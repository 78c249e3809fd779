import { Type, type Static } from '@sinclair/typebox';
import { AtividadeFiltrosQuerySchema } from './atividade';

export const FORMATOS_DE_EXPORTACAO = ['csv', 'xlsx'] as const;
export type FormatoDeExportacao = (typeof FORMATOS_DE_EXPORTACAO)[number];

/**
 * GET /api/atividades/exportar: every filter of the list and the file's format. With the list's
 * `questionario_id` filter, that questionnaire's answers become columns.
 */
export const AtividadeExportacaoQuerySchema = Type.Object(
  {
    ...AtividadeFiltrosQuerySchema.properties,
    formato: Type.Optional(Type.Union(FORMATOS_DE_EXPORTACAO.map((formato) => Type.Literal(formato)), { default: 'csv' })),
  },
  { additionalProperties: false },
);
export type AtividadeExportacaoQuery = Static<typeof AtividadeExportacaoQuerySchema>;

/** GET /api/atividades/exportar/arquivos: the same filters, for the photos and signatures as a ZIP. */
export const AtividadeArquivosQuerySchema = Type.Omit(AtividadeExportacaoQuerySchema, ['formato'], { additionalProperties: false });
export type AtividadeArquivosQuery = Static<typeof AtividadeArquivosQuerySchema>;

/** The file's type and extension by format. */
export const ARQUIVO_DE_EXPORTACAO: Record<FormatoDeExportacao, { tipo: string; extensao: string }> = {
  csv: { tipo: 'text/csv; charset=utf-8', extensao: 'csv' },
  xlsx: { tipo: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extensao: 'xlsx' },
};
