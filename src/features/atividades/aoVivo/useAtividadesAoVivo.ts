import { useEffect, useRef } from 'react';
import type { EventoAoVivo } from '../../../../contract/aoVivo';
import { seguirAtividades } from './seguirAtividades';

/** While the screen is open, `aoMudar` hears every change to the company's activities. */
export function useAtividadesAoVivo(aoMudar: (evento: EventoAoVivo) => void): void {
  // The latest callback, without reopening the stream on every render.
  const ouvinte = useRef(aoMudar);
  ouvinte.current = aoMudar;
  useEffect(() => {
    const controle = new AbortController();
    void seguirAtividades((evento) => ouvinte.current(evento), controle.signal);
    return () => controle.abort();
  }, []);
}
