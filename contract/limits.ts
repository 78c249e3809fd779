/**
 * Plain values of the contract, free of TypeBox, so the browser's first page can use them
 * without carrying the schema builder. `auth.ts` re-exports them.
 */

/** The languages a person can choose; pt-BR is the product's own. */
export const IDIOMAS = ['pt-BR', 'en', 'fr', 'ar', 'zh', 'vi'] as const;
export type Idioma = (typeof IDIOMAS)[number];

export const EMAIL_MAX = 254;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** The header that names the current company; the server checks the membership on every request. */
export const EMPRESA_HEADER = 'X-Empresa-Id';
