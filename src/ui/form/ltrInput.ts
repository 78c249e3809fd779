/**
 * For a field whose text reads left to right in every language (a phone number): in Arabic,
 * "(11) 98765-4321" would otherwise come out as "98765-4321 (11)". `match-parent` keeps the text
 * on the side the page's own direction puts it.
 */
export const LTR_INPUT = { dir: 'ltr', style: { textAlign: 'match-parent' } } as const;
