import { Type, type Static } from '@sinclair/typebox';

/**
 * `/:id` of any company record. Any text is accepted here: an id that is not one of the
 * company's records is a 404, whether it is another company's or not an id at all.
 */
export const IdParamsSchema = Type.Object({ id: Type.String({ maxLength: 64 }) });
export type IdParams = Static<typeof IdParamsSchema>;

/** Archive, restore and delete carry the `versao` the screen read, like every write. */
export const VersaoBodySchema = Type.Object({ versao: Type.Integer({ minimum: 1 }) }, { additionalProperties: false });
export type VersaoBody = Static<typeof VersaoBodySchema>;
/** DELETE carries it in the query string: a body on DELETE is dropped by some proxies. */
export const VersaoQuerySchema = VersaoBodySchema;

/** The answer to a write made over a stale `versao` (409). */
export const REGISTRO_ALTERADO = 'Este registro foi alterado por outra pessoa depois que você o abriu. Recarregue para ver a versão atual.';
