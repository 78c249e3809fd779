import { createStore, get, set, update } from 'idb-keyval';
import type { Atividade } from '#contract/atividade';
import type { PacoteDaAtividade, PacoteDoDia } from '#contract/meuDia';
import { chaveDaAgenda, marcaDaCopia } from './marcaDaCopia';

// Its own database, so clearing it never touches anything else the app keeps.
const loja = () => createStore('prumo-meu-dia', 'agendas');

/**
 * The last agenda the server answered with what each activity needs offline, and when: what the
 * agenda and the activity's page show when the phone is offline. `retidos` are activities that left
 * the agenda (past the 7 days, reassigned) while something of theirs was still unsent on the device.
 */
export interface AgendaGuardada {
  agenda: PacoteDoDia;
  retidos: PacoteDaAtividade[];
  /** ISO date and time of the answer. */
  em: string;
}

/** One activity's kept copy, and when it was brought up to date. */
export interface CopiaDaAtividade {
  pacote: PacoteDaAtividade;
  em: string;
}

/** The agenda kept in IndexedDB by person and company: a shared phone never shows one person another's. */
export const meuDiaNoAparelho = {
  chave: chaveDaAgenda,

  async ler(chave: string): Promise<AgendaGuardada | null> {
    try {
      return (await get<AgendaGuardada>(chave, loja())) ?? null;
    } catch {
      // A browser without IndexedDB (some private modes) keeps nothing.
      return null;
    }
  },

  async guardar(chave: string, guardada: AgendaGuardada): Promise<void> {
    await set(chave, guardada, loja()).then(
      () => marcaDaCopia.marcar(chave),
      () => undefined,
    );
  },

  async daAtividade(chave: string, atividadeId: string): Promise<CopiaDaAtividade | null> {
    const guardada = await meuDiaNoAparelho.ler(chave);
    const pacote = guardada && [...guardada.agenda.pacotes, ...guardada.retidos].find((item) => item.atividade.id === atividadeId);
    return pacote ? { pacote, em: guardada.em } : null;
  },

  /**
   * Puts what the server just answered for one kept activity (a read, or a write of this person)
   * in its copy, when it is newer: the copy follows the person's own work between two refreshes.
   */
  async atualizarAtividade(chave: string, atividade: Atividade): Promise<void> {
    const trocar = (pacotes: PacoteDaAtividade[]) =>
      pacotes.map((pacote) => (pacote.atividade.id === atividade.id && pacote.atividade.versao < atividade.versao ? { ...pacote, atividade } : pacote));
    await update<AgendaGuardada | undefined>(
      chave,
      (guardada) => guardada && { ...guardada, agenda: { ...guardada.agenda, pacotes: trocar(guardada.agenda.pacotes) }, retidos: trocar(guardada.retidos) },
      loja(),
    ).catch(() => undefined);
  },
};

/** Bytes the agenda's own copy takes on the device: its JSON, as IndexedDB keeps about as much. */
export function tamanhoDaCopia(guardada: AgendaGuardada): number {
  return new Blob([JSON.stringify(guardada)]).size;
}
