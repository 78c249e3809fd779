import { createStore, del, entries, get, set, update } from 'idb-keyval';
import type { CallFailure } from '#machines/callFailure';
import type { Lote } from './respostasMachine';

// Its own database, so clearing it never touches anything else the app keeps.
const loja = () => createStore('prumo-respostas', 'lotes');

/** A lote as kept: with the company it belongs to (absent in lotes kept by older versions), and the server's refusal while the person has not chosen. */
export interface LoteGuardado extends Lote {
  empresa?: string;
  codigo?: string;
  falha?: CallFailure;
}

export const temRespostas = (lote: Lote | null | undefined): lote is Lote =>
  !!lote && Object.keys(lote.respostas).length + Object.keys(lote.comentarios).length > 0;

const mesmo = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const semOsEnviados = <V>(guardados: Record<string, V>, enviados: Record<string, V>) =>
  Object.fromEntries(Object.entries(guardados).filter(([id, valor]) => !(id in enviados && mesmo(valor, enviados[id]))));

/**
 * Answers written on this device that the server has not confirmed, by person and activity, in
 * IndexedDB: closing the tab or losing the connection on site does not lose them. A person never
 * sees (nor sends) another's. The activity page writes them; the outbox's sender (remetente.ts)
 * sends them and takes out what the server kept.
 */
export const respostasNoAparelho = {
  chave: (usuarioId: string, atividadeId: string) => `${usuarioId}:${atividadeId}`,

  async ler(chave: string): Promise<LoteGuardado | null> {
    try {
      return (await get<LoteGuardado>(chave, loja())) ?? null;
    } catch {
      // A browser without IndexedDB (some private modes) keeps answers in memory only.
      return null;
    }
  },

  /** The activities of this person with answers waiting, by activity id. */
  async daPessoa(usuarioId: string): Promise<Map<string, LoteGuardado>> {
    try {
      const todas = await entries<string, LoteGuardado>(loja());
      return new Map(todas.filter(([chave, lote]) => chave.startsWith(`${usuarioId}:`) && temRespostas(lote)).map(([chave, lote]) => [chave.slice(usuarioId.length + 1), lote]));
    } catch {
      return new Map();
    }
  },

  async guardar(chave: string, lote: LoteGuardado): Promise<void> {
    await set(chave, lote, loja()).catch(() => undefined);
  },

  /** Changes the kept lote in one step, so that what another writer put there meanwhile is not lost. */
  async mudar(chave: string, fn: (lote: LoteGuardado | undefined) => LoteGuardado | undefined): Promise<void> {
    await update<LoteGuardado | undefined>(chave, fn, loja()).catch(() => undefined);
  },

  /** Takes out what the server kept; what was written again since (another value) stays. */
  async tirar(chave: string, enviado: Lote): Promise<void> {
    await update<LoteGuardado | undefined>(
      chave,
      (lote) => {
        if (!lote) return undefined;
        const resto = { ...lote, respostas: semOsEnviados(lote.respostas, enviado.respostas), comentarios: semOsEnviados(lote.comentarios, enviado.comentarios) };
        return temRespostas(resto) ? resto : undefined;
      },
      loja(),
    ).catch(() => undefined);
    if (!temRespostas(await this.ler(chave))) await this.apagar(chave);
  },

  async apagar(chave: string): Promise<void> {
    await del(chave, loja()).catch(() => undefined);
  },
};
