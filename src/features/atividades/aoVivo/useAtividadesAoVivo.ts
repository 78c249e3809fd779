import { useEffect, useRef } from 'react';
import type { EventoAoVivo, EventoDaEmpresa } from '#contract/aoVivo';

type Ouvinte = (evento: EventoDaEmpresa) => void;

// One stream for every part of the screen that follows changes (a page and its tabs), opened with
// the first and closed with the last: each would otherwise hold a connection of its own.
const ouvintes = new Set<Ouvinte>();
let controle: AbortController | null = null;

function ouvir(ouvinte: Ouvinte): () => void {
  ouvintes.add(ouvinte);
  if (!controle) {
    const { signal } = (controle = new AbortController());
    // The stream's reader comes in its own small chunk: the layout, the list and the activity all
    // follow changes, and none of them draws anything from it at first.
    import('./seguirAtividades').then(
      ({ seguirAtividades }) => {
        if (!signal.aborted) {
          void seguirAtividades((evento) => {
            for (const cada of [...ouvintes]) cada(evento);
          }, signal);
        }
      },
      // Its code never arrived: the next screen that follows changes asks for it again.
      () => {
        if (controle?.signal === signal) controle = null;
      },
    );
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
