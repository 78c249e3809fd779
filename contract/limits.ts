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

/**
 * How often a quiet live stream (aoVivo.ts) hears a comment line from the server: it keeps proxies
 * and browsers from closing the stream, and it tells a screen that a silent connection is still alive.
 * Here rather than beside the stream's schemas: every signed-in page follows the stream from its start.
 */
export const BATIMENTO_MS = 25_000;
