import { createStore, del, entries, set } from 'idb-keyval';

interface Guardado {
  nome: string;
  tipo: string;
  bytes: ArrayBuffer;
}

// Its own database, apart from the answers' (see respostasNoAparelho).
const loja = () => createStore('prumo-envios', 'imagens');

/**
 * Photos and signatures not yet received by the server, kept in IndexedDB under `<lugar>:<id>`
 * (the place names the person, the activity and the question): a tab closed without a
 * connection sends them on the next visit. Kept as bytes, which every IndexedDB stores.
 */
export const enviosNoAparelho = {
  async listar(lugar: string): Promise<{ chave: string; nome: string; arquivo: Blob }[]> {
    try {
      const todas = await entries<string, Guardado>(loja());
      return todas
        .filter(([chave]) => chave.startsWith(`${lugar}:`))
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([chave, guardado]) => ({ chave, nome: guardado.nome, arquivo: new Blob([guardado.bytes], { type: guardado.tipo }) }));
    } catch {
      return [];
    }
  },

  async guardar(chave: string, nome: string, arquivo: Blob): Promise<void> {
    try {
      await set(chave, { nome, tipo: arquivo.type, bytes: await arquivo.arrayBuffer() }, loja());
    } catch {
      // Without IndexedDB the image waits in memory only, as long as the page stays open.
    }
  },

  async apagar(chave: string): Promise<void> {
    await del(chave, loja()).catch(() => undefined);
  },
};
