import { useEffect, useRef } from 'react';
import type { EventoAoVivo, EventoDaEmpresa } from '#contract/aoVivo';
import { seguirAtividades } from './seguirAtividades';

type Ouvinte = (evento: EventoDaEmpresa) => void;

// One stream for every part of the screen that follows changes (a page and its tabs), opened with
// the first and closed with the last: each would otherwise hold a connection of its own.
const ouvintes = new Set<Ouvinte>();
let controle: AbortController | null = null;

function ouvir(ouvinte: Ouvinte): () => void {
  ouvintes.add(ouvinte);
  if (!controle) {
    controle = new AbortController();
    void seguirAtividades((evento) => {
      for (const cada of [...ouvintes]) cada(evento);
    }, controle.signal);
  }
  return () => {
    ouvintes.delete(ouvinte);
    if (ouvintes.size === 0 && controle) {
      controle.abort();
      controle = null;
    }
  };
}

/** While the screen is open, `aoOuvir` hears everything the company's stream tells this person. */
export function useEventosDaEmpresa(aoOuvir: Ouvinte): void {
  // The latest callback, without reopening the stream on every render.
  const ouvinte = useRef(aoOuvir);
  ouvinte.current = aoOuvir;
  useEffect(() => ouvir((evento) => ouvinte.current(evento)), []);
}

/** While the screen is open, `aoMudar` hears every change to the company's activities. */
export function useAtividadesAoVivo(aoMudar: (evento: EventoAoVivo) => void): void {
  useEventosDaEmpresa((evento) => {
    if (evento.tipo === 'atividade') aoMudar(evento);
  });
}
