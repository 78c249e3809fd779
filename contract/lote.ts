import { Type, type Static, type TProperties, type TSchema } from '@sinclair/typebox';
import { TextoOuNulo } from './anulavel';
import { literais } from './questionario';

/** Records one bulk request may name: a screen's selection, not a whole company's data. */
export const LOTE_MAX = 200;

/**
 * A bulk request's body: what to do (`acao`, one of `acoes`), the ids it reaches (checked by the
 * server: at least one, at most LOTE_MAX) and the fields that action takes.
 */
export function loteBodySchema<const A extends readonly string[], P extends TProperties>(acoes: A, campos: P) {
  return Type.Object({ acao: literais(acoes), ids: Type.Array(Type.String({ maxLength: 64 })), ...campos }, { additionalProperties: false });
}

export const RESULTADOS_LOTE = ['alterada', 'sem_mudanca', 'recusada'] as const;
export type ResultadoLote = (typeof RESULTADOS_LOTE)[number];

/**
 * What happened to one record of a bulk change (activities, actions): changed (its new status and
 * versao), already as asked, or refused with the reason the single-record route would have given
 * (not found for an id that is not the company's).
 */
export function loteItemSchema<S extends TSchema>(status: S) {
  return Type.Object({
    id: Type.String(),
    resultado: literais(RESULTADOS_LOTE),
    motivo: TextoOuNulo(),
    status: Type.Optional(status),
    versao: Type.Optional(Type.Integer()),
  });
}

/** The answer: every id asked (repeats once), in the order asked, and the counts. Partial success is a 200. */
export function loteRespostaSchema<S extends TSchema>(status: S) {
  return Type.Object({
    itens: Type.Array(loteItemSchema(status)),
    alteradas: Type.Integer({ minimum: 0 }),
    recusadas: Type.Integer({ minimum: 0 }),
  });
}

const LoteRespostaSchema = loteRespostaSchema(Type.String());
/** Any bulk answer, for what reads them alike (the screens' result, the counts). */
export type LoteResposta = Static<typeof LoteRespostaSchema>;
export type LoteItem = LoteResposta['itens'][number];
