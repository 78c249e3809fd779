import { useMemo } from 'react';
import type { ListQuery } from '../load/loadMachine';
import { ABRIR, BUSCA, NOVO, ORDEM } from './listAddress';
import { useAddressParams } from './useAddressParams';

export type EditorTarget = { id: string | null };

export interface ListAddress {
  /** What the list asks of the server: search, order and the list's filters. */
  query: ListQuery;
  /** Whether a search or a filter narrows the list (the empty state then offers to clear them). */
  narrowed: boolean;
  /** Writes params (null removes one). */
  set: (changes: Record<string, string | null>) => void;
  clearFilters: () => void;
  /** The record whose editor is open (`id: null` for a new one), or null. */
  editor: EditorTarget | null;
  openNew: () => void;
  openRecord: (id: string) => void;
  closeEditor: () => void;
}

/** The list's state as the address holds it (wouter's search params: Back and bookmarks just work). */
export function useListAddress(filters: readonly string[]): ListAddress {
  const [params, write] = useAddressParams();
  const names = [BUSCA, ORDEM, ...filters];
  const key = names.map((name) => `${name}=${params.get(name) ?? ''}`).join('&');

  const query = useMemo(() => {
    const picked: ListQuery = {};
    for (const name of names) {
      const value = params.get(name);
      if (value) picked[name] = value;
    }
    return picked;
  }, [key]);

  const novo = params.get(NOVO);
  const abrir = params.get(ABRIR);

  return {
    query,
    narrowed: [BUSCA, ...filters].some((name) => Boolean(query[name])),
    set: (changes) =>
      write((next) => {
        for (const [name, value] of Object.entries(changes)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
      }),
    clearFilters: () =>
      write((next) => {
        for (const name of [BUSCA, ...filters]) next.delete(name);
      }),
    editor: novo ? { id: null } : abrir ? { id: abrir } : null,
    openNew: () => write((next) => next.set(NOVO, '1')),
    openRecord: (id) => write((next) => next.set(ABRIR, id)),
    // Replaces the entry: Back after closing goes to the list before the editor, not into it again.
    closeEditor: () =>
      write((next) => {
        next.delete(NOVO);
        next.delete(ABRIR);
      }, true),
  };
}
