import { useEffect, useRef } from 'react';
import type { ItemOutbox } from './outbox';

/** Reads the activity again once the server took one of its items, so the page shows what it keeps. */
export function useRecarregarAoEnviar(itens: ItemOutbox[], recarregar: () => void) {
  const vistos = useRef(new Set<string>());
  const enviados = itens.filter((item) => item.estado === 'enviado' && !vistos.current.has(item.id));
  useEffect(() => {
    if (enviados.length === 0) return;
    for (const item of enviados) vistos.current.add(item.id);
    recarregar();
  });
}
