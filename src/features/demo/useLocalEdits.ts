import { useCallback, useState } from 'react';

/**
 * The demo's changes to tickets, contacts, notes and chats stay in the browser, as the template's did (the demo API
 * has no write route for them): they are laid over what the demo server sent, newest additions first.
 */
export function useLocalEdits<T>(loaded: T[] | null, idOf: (item: T) => number) {
  const [edits, setEdits] = useState<ReadonlyMap<number, Partial<T>>>(() => new Map());
  const [added, setAdded] = useState<T[]>([]);
  const items = [...added, ...(loaded ?? [])].map((item) => {
    const edit = edits.get(idOf(item));
    return edit ? { ...item, ...edit } : item;
  });
  // Stable, so rows drawn with them need not be drawn again when another row changes.
  const edit = useCallback(
    (id: number, fields: Partial<T>) => setEdits((current) => new Map(current).set(id, { ...current.get(id), ...fields })),
    [],
  );
  const add = useCallback((item: T) => setAdded((current) => [item, ...current]), []);
  return {
    items,
    edit,
    add,
    /** An id no item has yet. */
    nextId: () => Math.max(0, ...items.map(idOf)) + 1,
  };
}
