import { createStore, del, get, set } from 'idb-keyval';
import type { Lote } from '../../../../machines/respostasMachine';

// Its own database, so clearing it never touches anything else the app keeps.
const loja = () => createStore('prumo-respostas', 'lotes');

/**
 * Answers written on this device that the server has not confirmed, by person and activity, in
 * IndexedDB: closing the tab or losing the connection on site does not lose them. A person never
 * sees (nor sends) another's.
 */
export const respostasNoAparelho = {
  chave: (usuarioId: string, atividadeId: string) => `${usuarioId}:${atividadeId}`,

  async ler(chave: string): Promise<Lote | null> {
    try {
      return (await get<Lote>(chave, loja())) ?? null;
    } catch {
      // A browser without IndexedDB (some private modes) keeps answers in memory only.
      return null;
    }
  },

  async guardar(chave: string, lote: Lote): Promise<void> {
    await set(chave, lote, loja()).catch(() => undefined);
  },

  async apagar(chave: string): Promise<void> {
    await del(chave, loja()).catch(() => undefined);
  },
};
