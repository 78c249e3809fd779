import { Type, type Static } from '@sinclair/typebox';
import { MOTIVO_MAX, STATUS_ATIVIDADE } from './atividadeStatus';
import { literais } from './questionario';
import { loteBodySchema, loteItemSchema, loteRespostaSchema } from './lote';

export { LOTE_MAX } from './lote';

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
export const AtividadeLoteBodySchema = loteBodySchema(ACOES_LOTE, {
  responsavel_id: Type.Optional(Type.String({ maxLength: 64 })),
  agendada_para: Type.Optional(Type.String({ format: 'date-time' })),
  motivo: Type.Optional(Type.String({ maxLength: MOTIVO_MAX * 2 })),
});
export type AtividadeLoteBody = Static<typeof AtividadeLoteBodySchema>;

export const AtividadeLoteItemSchema = loteItemSchema(literais(STATUS_ATIVIDADE));
export type AtividadeLoteItem = Static<typeof AtividadeLoteItemSchema>;

export const AtividadeLoteRespostaSchema = loteRespostaSchema(literais(STATUS_ATIVIDADE));
export type AtividadeLoteResposta = Static<typeof AtividadeLoteRespostaSchema>;
