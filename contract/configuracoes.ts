import { Type, type Static } from '@sinclair/typebox';
import { IdiomaSchema } from './auth';
import type { Prioridade } from './atividade';

export const PREFIXO_ATIVIDADE_PADRAO = 'AT-';
/** Up to five capital letters or digits, then optionally one separator: `AT-`, `OS`, `MNT/`. */
export function isPrefixoAtividade(value: string): boolean {
  return /^[A-Z0-9]{1,5}[-/.]?$/.test(value);
}

/**
 * Days from a corrective action's creation to its prazo, by priority (docs/acoes.md); the
 * default is PRAZOS_ACAO_PADRAO of contract/acaoStatus.ts.
 */
const Dias = Type.Integer({ minimum: 0, maximum: 365 });
export const PrazosAcaoSchema = Type.Object({ urgente: Dias, alta: Dias, normal: Dias, baixa: Dias }, { additionalProperties: false });
export type PrazosAcao = Static<typeof PrazosAcaoSchema> & Record<Prioridade, number>;

export const LOGO_MAX_BYTES = 1024 * 1024;

/** GET /api/configuracoes: the company's data and the settings that apply to all its members. */
export const ConfiguracoesSchema = Type.Object({
  nome: Type.String(),
  cnpj: Type.Union([Type.String(), Type.Null()]),
  fuso_horario: Type.String(),
  prefixo_atividade: Type.String(),
  mostrar_demo: Type.Boolean(),
  idioma_padrao: IdiomaSchema,
  /** Always answered; optional so that a client written before it still reads the settings. */
  prazos_acao: Type.Optional(PrazosAcaoSchema),
  /**
   * Null without a logo; otherwise it changes with each new logo. The image is at
   * GET /api/configuracoes/logo, for members only (fetched with the bearer token).
   */
  logo_versao: Type.Union([Type.String(), Type.Null()]),
  versao: Type.Integer(),
  atualizado_em: Type.String({ format: 'date-time' }),
});
export type Configuracoes = Static<typeof ConfiguracoesSchema>;

/** PUT /api/configuracoes: the whole form, over the `versao` it was read at. */
export const ConfiguracoesUpdateBodySchema = Type.Object(
  {
    nome: Type.String({ minLength: 1, maxLength: 160 }),
    cnpj: Type.Union([Type.String({ maxLength: 18 }), Type.Null()]),
    fuso_horario: Type.String({ minLength: 1, maxLength: 64 }),
    prefixo_atividade: Type.String({ minLength: 1, maxLength: 6 }),
    mostrar_demo: Type.Boolean(),
    idioma_padrao: IdiomaSchema,
    /** Absent: the stored rule stays. */
    prazos_acao: Type.Optional(PrazosAcaoSchema),
    versao: Type.Integer({ minimum: 1 }),
  },
  { additionalProperties: false },
);
export type ConfiguracoesUpdateBody = Static<typeof ConfiguracoesUpdateBodySchema>;

/** Logo writes carry the `versao` in the query: the body is the file. */
export const LogoQuerySchema = Type.Object({ versao: Type.Integer({ minimum: 1 }) }, { additionalProperties: false });
