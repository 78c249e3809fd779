import { createStore, del, entries, get, set } from 'idb-keyval';
import type { CallFailure } from '#machines/callFailure';

/** Which answer an image belongs to: a photo goes into the question's list, a signature is the answer. */
export type CampoDeImagem = 'foto' | 'assinatura';

interface Onde {
  empresa: string;
  atividade: string;
  codigo?: string;
}

/** An image of an answer, written by the questionnaire's photo and signature fields. */
export interface ParaResposta extends Onde {
  pergunta: string;
  campo: CampoDeImagem;
}

/**
 * A photo of the evidence of an outbox item (a corrective action checked on the visit, sent
 * through the visit's activity as the server asks): its id goes into that item, not into an answer.
 */
export interface ParaItem extends Onde {
  campo: 'evidencia';
  item: string;
}

/** Where an image kept on the device goes, written by the page that chose it. */
export type DestinoDaImagem = ParaResposta | ParaItem;

/** The fields of a destination, all absent on an image an earlier version of the app kept. */
type DestinoGuardado = Partial<Omit<ParaResposta, 'campo'> & Omit<ParaItem, 'campo'>> & { campo?: DestinoDaImagem['campo'] };

interface Guardado extends DestinoGuardado {
  nome: string;
  tipo: string;
  bytes: ArrayBuffer;
  /** The server's refusal, kept until the person sends it again or drops it. */
  falha?: CallFailure;
}

export interface ImagemGuardada extends DestinoGuardado {
  chave: string;
  nome: string;
  arquivo: Blob;
  bytes: number;
  falha?: CallFailure;
}

let sequencia = 0;
/** A new image's key under `lugar`: it ends with the moment chosen, so images kept on the device go out in that order. */
export const novaChave = (lugar: string) => `${lugar}:${Date.now().toString(36).padStart(10, '0')}-${(sequencia++).toString(36)}`;

// Its own database, apart from the answers' (see respostasNoAparelho).
const quando = (chave: string) => chave.slice(chave.lastIndexOf(':') + 1);
const loja = () => createStore('prumo-envios', 'imagens');

/**
 * Photos and signatures not yet received by the server, kept in IndexedDB under `<lugar>:<id>`
 * (the place names the person, the activity and the question or the item; `novaChave` ends it with the moment chosen), in the order they were chosen: a
 * tab closed without a connection loses none. Kept as bytes, which every IndexedDB stores.
 */
export const enviosNoAparelho = {
  async listar(lugar: string): Promise<ImagemGuardada[]> {
    try {
      const todas = await entries<string, Guardado>(loja());
      return todas
        .filter(([chave]) => chave.startsWith(`${lugar}:`))
        // The key ends with when it was chosen: a photo chosen before a signature goes before it, whatever their questions.
        .sort(([a], [b]) => quando(a).localeCompare(quando(b)))
        .map(([chave, { bytes, tipo, ...resto }]) => ({ ...resto, chave, arquivo: new Blob([bytes], { type: tipo }), bytes: bytes.byteLength }));
    } catch {
      return [];
    }
  },

  async guardar(chave: string, nome: string, arquivo: Blob, destino?: DestinoDaImagem): Promise<void> {
    try {
      await set(chave, { ...destino, nome, tipo: arquivo.type, bytes: await arquivo.arrayBuffer() }, loja());
    } catch {
      // Without IndexedDB the image waits in memory only, as long as the page stays open.
    }
  },

  /** Marks the image refused (with the reason) or, with null, ready to go again. */
  async marcar(chave: string, falha: CallFailure | null): Promise<void> {
    try {
      const guardado = await get<Guardado>(chave, loja());
      if (!guardado) return;
      const resto: Guardado = { ...guardado };
      delete resto.falha;
      await set(chave, falha ? { ...resto, falha } : resto, loja());
    } catch {
      // Nothing kept, nothing to mark.
    }
  },

  /** Gives an image kept without one (by an earlier version of the app) its destination. */
  async destinar(chave: string, destino: DestinoDaImagem): Promise<void> {
    try {
      const guardado = await get<Guardado>(chave, loja());
      if (guardado) await set(chave, { ...guardado, ...destino }, loja());
    } catch {
      // Nothing kept, nothing to give a destination.
    }
  },

  async apagar(chave: string): Promise<void> {
    await del(chave, loja()).catch(() => undefined);
  },
};
