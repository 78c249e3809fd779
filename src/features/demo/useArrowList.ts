import { useEffect, useRef, type KeyboardEvent } from 'react';

/** Marks the items of a list that the arrow keys move between. */
export const ARROW_ITEM = { 'data-arrow-item': '' } as const;

const STEPS: Record<string, 1 | -1 | 'first' | 'last'> = { ArrowDown: 1, ArrowUp: -1, Home: 'first', End: 'last' };

const itemsOf = (list: HTMLElement | null): HTMLElement[] => [...(list?.querySelectorAll<HTMLElement>('[data-arrow-item]') ?? [])];

function move(event: KeyboardEvent<HTMLElement>): void {
  const step = STEPS[event.key];
  if (!step || event.altKey || event.ctrlKey || event.metaKey) return;
  const items = itemsOf(event.currentTarget);
  if (items.length === 0) return;
  const current = items.findIndex((item) => item.contains(document.activeElement));
  let next: number;
  if (step === 'first') next = 0;
  else if (step === 'last') next = items.length - 1;
  else if (current < 0) next = step > 0 ? 0 : items.length - 1;
  else next = Math.min(items.length - 1, Math.max(0, current + step));
  event.preventDefault();
  items[next]?.focus();
}

/**
 * A list's keys: ↑/↓ move the focus between its items, Home and End to the ends, while Tab still walks every
 * item and its buttons. When an item leaves (`removedAt`), the focus goes to the one that took its place
 * rather than back to the top of the page.
 */
export function useArrowList<E extends HTMLElement>(count: number) {
  const ref = useRef<E>(null);
  const removed = useRef<number | null>(null);

  useEffect(() => {
    const index = removed.current;
    if (index === null) return;
    removed.current = null;
    const items = itemsOf(ref.current);
    items[Math.min(index, items.length - 1)]?.focus();
  }, [count]);

  return {
    listProps: { ref, onKeyDown: move },
    removedAt: (index: number) => {
      removed.current = index;
    },
  };
}
