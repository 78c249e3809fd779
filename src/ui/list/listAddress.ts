/**
 * The query-string names of the list pattern (`?q=&ordem=`): a filtered, sorted
 * list and the open editor live in the address, so a list can be bookmarked and Back undoes a step.
 * Plain values: the command registry imports them without loading a list.
 */
export const BUSCA = 'q';
export const ORDEM = 'ordem';
/** `?novo=1`: the editor on a new record. */
export const NOVO = 'novo';
/** `?abrir=<id>`: the editor (or, read-only, the view) of one record. */
export const ABRIR = 'abrir';

export const novoPath = (path: string): string => `${path}?${NOVO}=1`;
export const abrirPath = (path: string, id: string): string => `${path}?${ABRIR}=${encodeURIComponent(id)}`;
