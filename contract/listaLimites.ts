/**
 * A list's page sizes, free of TypeBox: the screens' lists read them without the schemas of
 * lista.ts (which use them).
 */
export const LIMITE_PADRAO = 25;
export const LIMITE_MAX = 100;
