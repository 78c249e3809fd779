import type { ListQuery } from '../load/loadMachine';

/** The address's `?ativo=`: absent shows the active records, `false` the archived, `todos` all of them. */
export const ATIVO = 'ativo';
export const SITUACOES = { ativos: '', arquivados: 'false', todos: 'todos' } as const;

/** The API's query for what the address shows: the active records unless the person asked otherwise. */
export function apiQuery(query: ListQuery): ListQuery {
  const { [ATIVO]: ativo, ...rest } = query;
  if (ativo === SITUACOES.todos) return rest;
  return { ...rest, [ATIVO]: ativo === SITUACOES.arquivados ? 'false' : 'true' };
}
