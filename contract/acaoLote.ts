import { Type, type Static } from '@sinclair/typebox';
import { STATUS_ACAO } from './acaoStatus';
import { loteBodySchema, loteItemSchema, loteRespostaSchema } from './lote';
import { literais } from './questionario';

export const ACOES_LOTE_ACAO = ['reatribuir'] as const;
export type AcaoLoteAcao = (typeof ACOES_LOTE_ACAO)[number];

/**
 * POST /api/acoes/lote: one change applied to each corrective action named, under the rules of
 * PATCH /api/acoes/:id, in the shape of POST /api/atividades/lote (contract/atividadeLote.ts).
 * `reatribuir` takes `responsavel_id`. Each action is changed over the version stored when the
 * request arrives: the change names only the responsável, so it never writes over someone else's
 * edit of the other fields, and a write that races it refuses that one action as changed by
 * someone else.
 */
export const AcaoLoteBodySchema = loteBodySchema(ACOES_LOTE_ACAO, {
  responsavel_id: Type.Optional(Type.String({ maxLength: 64 })),
});
export type AcaoLoteBody = Static<typeof AcaoLoteBodySchema>;

export const AcaoLoteItemSchema = loteItemSchema(literais(STATUS_ACAO));
export type AcaoLoteItem = Static<typeof AcaoLoteItemSchema>;

export const AcaoLoteRespostaSchema = loteRespostaSchema(literais(STATUS_ACAO));
export type AcaoLoteResposta = Static<typeof AcaoLoteRespostaSchema>;
