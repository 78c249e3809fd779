import { startTransition, useEffect, useState } from 'react';

/**
 * The first `quantos` of `itens` in the draw that first has any, all of them in a draw of their own
 * right after it. React does that second draw as a transition, in slices of a few milliseconds
 * between which the browser paints and answers the person; in one draw, 25 rows or 14 cards were
 * one long task before a phone's first paint of them (docs/celular.md). Once all are drawn, every
 * later draw has them all. The item at `selecionado` (an index, -1 for none) is always drawn: a key
 * that moves past the first ones before the second draw lands finds its row to focus.
 */
export function usePrimeirosAntes<Item>(itens: Item[], quantos: number, selecionado: number): Item[] {
  const [todos, setTodos] = useState(false);
  const tem = itens.length > 0;
  useEffect(() => {
    if (tem && !todos) startTransition(() => setTodos(true));
  }, [tem, todos]);
  return todos ? itens : itens.slice(0, Math.max(quantos, selecionado + 1));
}
