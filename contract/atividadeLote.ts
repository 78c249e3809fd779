import { Type, type Static } from '@sinclair/typebox';
import { MOTIVO_MAX, STATUS_ATIVIDADE } from './atividadeStatus';
import { TextoOuNulo } from './anulavel';
import { literais } from './questionario';

/** Activities one bulk request may name: a screen's selection, not a whole company's data. */
export const LOTE_MAX = 200;

export const ACOES_LOTE = ['reatribuir', 'reagendar', 'cancelar'] as const;
export type AcaoLote = (typeof ACOES_LOTE)[number];

/**
 * POST /api/atividades/lote: one change applied to each activity named, under the rules of the
 * single-record routes. `reatribuir` takes `responsavel_id` and `reagendar` takes `agendada_para`
 * (as PATCH /api/atividades/:id would); `cancelar` takes `motivo` and goes through the lifecycle
 * machine (as POST /api/atividades/:id/transicoes would). Each activity is changed over the
 * version stored when the request arrives: the change names only its own fields, so it never
 * writes over someone else's edit of the others, and a write that races it refuses that one
 * activity as changed by someone else. Rescheduling keeps each prazo at the same distance from
 * the new schedule (so it never falls before it); an activity without prazo stays without.
 */
export const AtividadeLoteBodySchema = Type.Object(
  {
    acao: literais(ACOES_LOTE),
    ids: Type.Array(Type.String({ maxLength: 64 })),
    responsavel_id: Type.Optional(Type.String({ maxLength: 64 })),
    agendada_para: Type.Optional(Type.String({ format: 'date-time' })),
    motivo: Type.Optional(Type.String({ maxLength: MOTIVO_MAX * 2 })),
  },
  { additionalProperties: false },
);
export type AtividadeLoteBody = Static<typeof AtividadeLoteBodySchema>;

export const RESULTADOS_LOTE = ['alterada', 'sem_mudanca', 'recusada'] as const;
export type ResultadoLote = (typeof RESULTADOS_LOTE)[number];

/**
 * What happened to one activity: changed (its new status and versao), already as asked, or
 * refused with the reason the single-record route would have given (not found for an id that is
 * not the company's).
 */
export const AtividadeLoteItemSchema = Type.Object({
  id: Type.String(),
  resultado: literais(RESULTADOS_LOTE),
  motivo: TextoOuNulo(),
  status: Type.Optional(literais(STATUS_ATIVIDADE)),
  versao: Type.Optional(Type.Integer()),
});
export type AtividadeLoteItem = Static<typeof AtividadeLoteItemSchema>;

/** The answer: every id asked (repeats once), in the order asked, and the counts. Partial success is a 200. */
export const AtividadeLoteRespostaSchema = Type.Object({
  itens: Type.Array(AtividadeLoteItemSchema),
  alteradas: Type.Integer({ minimum: 0 }),
  recusadas: Type.Integer({ minimum: 0 }),
});
export type AtividadeLoteResposta = Static<typeof AtividadeLoteRespostaSchema>;
