/**
 * A list's page sizes, free of TypeBox: the screens' lists read them without the schemas of
 * lista.ts (which use them).
 */
export const LIMITE_PADRAO = 25;
export const LIMITE_MAX = 100;
/**
 * A list's first page counts its rows up to this many and no further, whichever list it is:
 * past it the list says "more than", so a page view reads at most this many index entries
 * however large the company grows.
 */
export const TOTAL_MAX = 1000;
