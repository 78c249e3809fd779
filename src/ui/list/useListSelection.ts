import { useState } from 'react';
import type { ListSelection } from './types';

/**
 * The rows marked on a list. They are forgotten when `scope` changes (another search or filter),
 * so an action never reaches rows the person no longer sees.
 */
export function useListSelection(scope: string): ListSelection {
  const [marked, setMarked] = useState<{ scope: string; ids: ReadonlySet<string> }>({ scope, ids: new Set() });
  const ids = marked.scope === scope ? marked.ids : new Set<string>();
  const change = (next: (current: Set<string>) => void) =>
    setMarked((current) => {
      const copy = new Set(current.scope === scope ? current.ids : []);
      next(copy);
      return { scope, ids: copy };
    });
  return {
    ids,
    toggle: (id) => change((set) => (set.has(id) ? set.delete(id) : set.add(id))),
    setMany: (many, on) => change((set) => many.forEach((id) => (on ? set.add(id) : set.delete(id)))),
    clear: () => change((set) => set.clear()),
  };
}
