import { Type, type Static, type TLiteral, type TSchema, type TUnion } from '@sinclair/typebox';
import { LIMITE_MAX, LIMITE_PADRAO, TOTAL_MAX } from './listaLimites';

export { LIMITE_MAX, LIMITE_PADRAO, TOTAL_MAX };

/**
 * The envelope of every list of the product: one page of `items`; `total` when the list counts
 * its rows (page-numbered lists), up to TOTAL_MAX, with `total_limitado` true when there are more;
 * `next_cursor` when it pages by cursor (null on the last page). A page-numbered list that counts
 * apart from its pages (the sites: docs/listas.md) says `mais` instead, true while pages follow;
 * its last page still gives `total`, which it read.
 */
export function Lista<T extends TSchema>(item: T) {
  return Type.Object({
    items: Type.Array(item),
    total: Type.Optional(Type.Integer({ minimum: 0 })),
    total_limitado: Type.Optional(Type.Boolean()),
    mais: Type.Optional(Type.Boolean()),
    next_cursor: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  });
}
export interface ListaDe<T> {
  items: T[];
  total?: number;
  total_limitado?: boolean;
  mais?: boolean;
  next_cursor?: string | null;
}

/**
 * A list's count, asked apart from its pages where the list is large (GET /api/atividades/total,
 * GET /api/sites/total):
 * `total` rows, up to TOTAL_MAX, and `total_limitado` when there are more.
 */
export const ContagemSchema = Type.Object({
  total: Type.Integer({ minimum: 0 }),
  total_limitado: Type.Boolean(),
});
export type Contagem = Static<typeof ContagemSchema>;

/**
 * `?ordem=nome` sorts ascending, `?ordem=-nome` descending, among the fields a list allows.
 * Returns the schema of the parameter.
 */
export function Ordem<const C extends readonly string[]>(campos: C) {
  const valores = campos.flatMap((campo) => [campo, `-${campo}`] as const);
  return Type.Union(valores.map((valor) => Type.Literal(valor))) as TUnion<TLiteral<C[number] | `-${C[number]}`>[]>;
}

/** `ordem` as a field and a direction. */
export function lerOrdem<C extends string>(ordem: C | `-${C}`): { campo: C; descendente: boolean } {
  return ordem.startsWith('-')
    ? { campo: ordem.slice(1) as C, descendente: true }
    : { campo: ordem as C, descendente: false };
}

/**
 * Query parameters every page-numbered list accepts, with the names the SPA keeps in its
 * address (`?q=&pagina=`): search text, 1-based page, page size (at most LIMITE_MAX).
 */
export const ListaQueryBase = {
  q: Type.Optional(Type.String({ maxLength: 200 })),
  pagina: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  limite: Type.Optional(Type.Integer({ minimum: 1, maximum: LIMITE_MAX, default: LIMITE_PADRAO })),
};
export const ListaQuerySchema = Type.Object(ListaQueryBase, { additionalProperties: false });
export type ListaQuery = Static<typeof ListaQuerySchema>;
