import { Type, type Static } from '@sinclair/typebox';
import { AtividadeListaQuerySchema, type AtividadeListaQuery } from './atividade';

export const FORMATOS_DE_EXPORTACAO = ['csv', 'xlsx'] as const;
export type FormatoDeExportacao = (typeof FORMATOS_DE_EXPORTACAO)[number];

/** The list's filters without its order and paging. */
export type AtividadeFiltrosQuery = Omit<AtividadeListaQuery, 'ordem' | 'cursor' | 'limite'>;

/**
 * GET /api/atividades/exportar: every filter of the list, the file's format, and optionally the
 * questionnaire whose answers become columns (then only its activities are exported).
 */
export const AtividadeExportacaoQuerySchema = Type.Object(
  {
    ...Type.Omit(AtividadeListaQuerySchema, ['ordem', 'cursor', 'limite']).properties,
    formato: Type.Optional(Type.Union(FORMATOS_DE_EXPORTACAO.map((formato) => Type.Literal(formato)), { default: 'csv' })),
    questionario_id: Type.Optional(Type.String({ format: 'uuid' })),
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
