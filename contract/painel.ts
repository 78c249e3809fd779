import { Type, type Static } from '@sinclair/typebox';
import { motivo, type MotivosPorCampo } from './mensagensDoCampo';

/** The longest period the painel sums at once: a year, leap day included. */
export const PAINEL_DIAS_MAX = 366;
/** Rows of each breakdown (by site, tipo, responsável, questionário): the ones with the most activities. */
export const PAINEL_GRUPOS_MAX = 20;
/** The questions that fail most. */
export const PAINEL_PERGUNTAS_MAX = 10;

const Uuid = Type.String({ format: 'uuid' });
const Data = Type.String({ format: 'date' });

/**
 * GET /api/painel. `de` and `ate` are dates of agendada_para in the company's time zone,
 * inclusive, as the list's (GET /api/atividades) are; the other filters are the list's too, so
 * every figure is what the list counts with the same address.
 */
export const PainelQuerySchema = Type.Object(
  {
    de: Data,
    ate: Data,
    site_id: Type.Optional(Uuid),
    tipo_servico_id: Type.Optional(Uuid),
    responsavel_id: Type.Optional(Uuid),
    questionario_id: Type.Optional(Uuid),
  },
  { additionalProperties: false },
);
export type PainelQuery = Static<typeof PainelQuerySchema>;

const DIA_MS = 24 * 60 * 60 * 1000;

/** A date (YYYY-MM-DD) moved by days or months, in UTC so no time zone shifts it. */
export function moverData(data: string, { dias = 0, meses = 0 }: { dias?: number; meses?: number }): string {
  const d = new Date(`${data}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + meses, d.getUTCDate() + dias);
  return d.toISOString().slice(0, 10);
}

/** Days from `de` to `ate`, both counted. */
export const diasDoPeriodo = (de: string, ate: string): number => Math.round((Date.parse(ate) - Date.parse(de)) / DIA_MS) + 1;

/** What the schema cannot say: `ate` on or after `de`, and at most PAINEL_DIAS_MAX days. */
export function problemasDoPeriodo({ de, ate }: Pick<PainelQuery, 'de' | 'ate'>): MotivosPorCampo {
  const dias = diasDoPeriodo(de, ate);
  if (dias < 1) return { ate: [motivo('periodo_invertido')] };
  if (dias > PAINEL_DIAS_MAX) return { ate: [motivo('periodo_longo_demais', { maximo: PAINEL_DIAS_MAX })] };
  return {};
}

/** The series' step: a day for a month, a week for up to half a year, a month beyond. */
export const AGRUPAMENTOS = ['dia', 'semana', 'mes'] as const;
export type Agrupamento = (typeof AGRUPAMENTOS)[number];

export function agrupamentoDo(de: string, ate: string): Agrupamento {
  const dias = diasDoPeriodo(de, ate);
  return dias <= 31 ? 'dia' : dias <= 183 ? 'semana' : 'mes';
}

const Media = Type.Union([Type.Number({ minimum: 0, maximum: 100 }), Type.Null()]);
const Contagem = Type.Integer({ minimum: 0 });

/**
 * One row of a breakdown: the activities scheduled in the period, the concluded ones, and the
 * mean conformidade of the concluded ones that have scored questions (null without any).
 */
export const PainelGrupoSchema = Type.Object({
  id: Type.String(),
  nome: Type.String(),
  atividades: Contagem,
  concluidas: Contagem,
  media: Media,
});
export type PainelGrupo = Static<typeof PainelGrupoSchema>;

/** A step of the series, clamped to the period: its own dates are a period of the list. */
export const PainelPontoSchema = Type.Object({ inicio: Data, fim: Data, media: Media, concluidas: Contagem });
export type PainelPonto = Static<typeof PainelPontoSchema>;

export const PerguntaReprovadaSchema = Type.Object({
  questionario_id: Type.String(),
  questionario_titulo: Type.String(),
  pergunta_id: Type.String(),
  /** The question's text in the latest version it failed in. */
  texto: Type.String(),
  reprovacoes: Contagem,
});
export type PerguntaReprovada = Static<typeof PerguntaReprovadaSchema>;

/** Open corrective actions by days since they were raised: [de_dias, ate_dias], ate_dias null for the last. */
export const FAIXAS_DE_IDADE = [
  [0, 7],
  [8, 30],
  [31, 90],
  [91, null],
] as const;

export const PainelSchema = Type.Object({
  periodo: Type.Object({ de: Data, ate: Data, agrupamento: Type.Union(AGRUPAMENTOS.map((valor) => Type.Literal(valor))) }),
  /**
   * `agendadas`: every activity scheduled in the period, whatever its status (the list with the
   * period); `concluidas` and `canceladas` by status; `atrasadas` past their prazo and still open
   * (the list's `atrasadas`).
   */
  atividades: Type.Object({ agendadas: Contagem, concluidas: Contagem, atrasadas: Contagem, canceladas: Contagem }),
  /** Mean minutes from the first start to the conclusion, of the concluded ones. */
  execucao: Type.Object({ media_minutos: Type.Union([Type.Number({ minimum: 0 }), Type.Null()]), concluidas: Contagem }),
  conformidade: Type.Object({ media: Media, avaliadas: Contagem, serie: Type.Array(PainelPontoSchema) }),
  por_site: Type.Array(PainelGrupoSchema),
  por_tipo: Type.Array(PainelGrupoSchema),
  por_responsavel: Type.Array(PainelGrupoSchema),
  por_questionario: Type.Array(PainelGrupoSchema),
  perguntas_mais_reprovadas: Type.Array(PerguntaReprovadaSchema),
  /**
   * Corrective actions not yet verified nor cancelled (the list's `abertas`), now rather than in
   * the period, of the site and responsável filtered; by age in FAIXAS_DE_IDADE's order.
   */
  acoes_abertas: Type.Object({ total: Contagem, por_idade: Type.Array(Contagem) }),
});
export type Painel = Static<typeof PainelSchema>;
