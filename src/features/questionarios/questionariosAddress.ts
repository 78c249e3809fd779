/**
 * The library's own query-string names beside the list pattern's: the builder and the versions
 * dialog live in the address, so a questionnaire open in either can be bookmarked. Plain values:
 * the palette imports them without loading the page.
 */
export const QUESTIONARIOS_PATH = '/questionarios';
/** `?editar=<id>`: the builder on one questionnaire. */
export const EDITAR = 'editar';
/** `?versoes=<id>`: the frozen versions of one questionnaire, read-only, and their comparison. */
export const VERSOES = 'versoes';
/** `?status=rascunho|publicado|arquivado`: the list's filter, as the API names it. */
export const STATUS = 'status';

export const editarPath = (id: string): string => `${QUESTIONARIOS_PATH}?${EDITAR}=${encodeURIComponent(id)}`;
