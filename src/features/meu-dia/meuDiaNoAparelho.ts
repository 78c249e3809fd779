import { createStore, get, set } from 'idb-keyval';
import type { MeuDia } from '../../../contract/meuDia';

// Its own database, so clearing it never touches anything else the app keeps.
const loja = () => createStore('prumo-meu-dia', 'agendas');

/** The last agenda the server answered, and when: what the page shows when the phone is offline. */
export interface AgendaGuardada {
  agenda: MeuDia;
  /** ISO date and time of the answer. */
  em: string;
}

/** The agenda kept in IndexedDB by person and company: a shared phone never shows one person another's. */
export const meuDiaNoAparelho = {
  chave: (usuarioId: string, empresaId: string) => `${usuarioId}:${empresaId}`,

  async ler(chave: string): Promise<AgendaGuardada | null> {
    try {
      return (await get<AgendaGuardada>(chave, loja())) ?? null;
    } catch {
      // A browser without IndexedDB (some private modes) keeps nothing.
      return null;
    }
  },

  async guardar(chave: string, guardada: AgendaGuardada): Promise<void> {
    await set(chave, guardada, loja()).catch(() => undefined);
  },
};

/** Bytes the app's storage takes on the device when the browser tells, else the agenda's own JSON. */
export async function espacoOcupado(guardada: AgendaGuardada): Promise<number> {
  const usado = await navigator.storage?.estimate?.().then(({ usage }) => usage).catch(() => undefined);
  return usado ?? new Blob([JSON.stringify(guardada)]).size;
}
