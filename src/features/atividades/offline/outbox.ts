import { createStore, get, update } from 'idb-keyval';
import { failureMessage } from '#machines/callFailure';
import { isFailure } from '@/http/client';
import { ETIQUETA_DE_SYNC, PEDIDO_DE_ENVIO } from '#contract/envioEmSegundoPlano';

export type EstadoEnvio = 'nao_enviado' | 'enviando' | 'enviado' | 'conflito';
/** `acao`: a corrective action checked on the visit (verificar or reabrir), kept with the visit's activity. */
export type TipoEnvio = 'transicao' | 'comentario' | 'acao';

export interface ItemOutbox {
  id: string;
  atividade_id: string;
  /** The activity's código, to name it in the pending list. */
  codigo?: string;
  tipo: TipoEnvio;
  corpo: Record<string, unknown>;
  criado_em: string;
  estado: EstadoEnvio;
  /** The server's reason, when it refused the item; or why it still waits, when the server was slow or failed. */
  erro?: string;
}

/** What sending one item came to: sent, or it must wait (something before it is still on the device). */
export type ResultadoEnvio = 'enviado' | 'aguardar';
export type EnviarItem = (item: ItemOutbox) => Promise<ResultadoEnvio>;
/** How a round ended: all sent (or held by a conflict), the network down, or an item still waiting. */
export type Rodada = 'ok' | 'sem_rede' | 'aguardando';

// Its own database, apart from the answers' and the photos' (see respostasNoAparelho); remetente.ts sends all three.
const loja = () => createStore('prumo-outbox', 'itens');

/** An iniciar or a retomar: it brings the activity (back) to em_andamento, which the answers written after it need on the server first. */
export const abreOQuestionario = (item: ItemOutbox) => item.tipo === 'transicao' && (item.corpo.evento === 'iniciar' || item.corpo.evento === 'retomar');

/** Kept for the person only when the server answered and refused: the item cannot go as it is. */
export const recusado = (status: number | null) => status !== null && status >= 400 && status < 500 && status !== 401 && status !== 408 && status !== 429;

/** The oldest unsent item of an activity that no conflict (nor a wait) holds back. */
function proximo(itens: ItemOutbox[], aguardando: ReadonlySet<string>): ItemOutbox | undefined {
  const paradas = new Set(aguardando);
  for (const item of itens) {
    if (paradas.has(item.atividade_id) || item.estado === 'enviado') continue;
    if (item.estado === 'nao_enviado') return item;
    paradas.add(item.atividade_id);
  }
  return undefined;
}

/**
 * The writes made on this device that the server has not confirmed, for one person in one company,
 * in the order they were made, in IndexedDB: closing the tab loses none. An item leaves only once
 * sent or when the person discards it; a refused one stays in `conflito` and holds back the later
 * items of the same activity, whose order matters (a comment after a transition, a transition after
 * another).
 */
export function criarOutbox(chave: string) {
  const ouvintes = new Set<(itens: ItemOutbox[]) => void>();
  let rodada: Promise<Rodada> | null = null;

  const ler = async () => {
    try {
      return (await get<ItemOutbox[]>(chave, loja())) ?? [];
    } catch {
      return [];
    }
  };
  const mudar = async (fn: (itens: ItemOutbox[]) => ItemOutbox[]) => {
    let novos: ItemOutbox[] = [];
    await update<ItemOutbox[]>(chave, (itens) => (novos = fn(itens ?? [])), loja());
    for (const ouvinte of ouvintes) ouvinte(novos);
  };
  const marcar = (id: string, estado: EstadoEnvio, erro?: string) =>
    mudar((itens) => itens.map((item) => (item.id === id ? { ...item, estado, ...(erro === undefined ? { erro: undefined } : { erro }) } : item)));

  const rodar = async (enviar: EnviarItem): Promise<Rodada> => {
    // A tab closed mid-send left its item `enviando`: it goes again (the server refuses a transition twice).
    await mudar((itens) => itens.filter((item) => item.estado !== 'enviado').map((item) => (item.estado === 'enviando' ? { ...item, estado: 'nao_enviado' } : item)));
    const aguardando = new Set<string>();
    // The list is read again before each item: one added while a round runs goes in the same round.
    for (;;) {
      const item = proximo(await ler(), aguardando);
      if (!item) return aguardando.size > 0 ? 'aguardando' : 'ok';
      await marcar(item.id, 'enviando');
      try {
        const resultado = await enviar(item);
        if (resultado === 'aguardar') aguardando.add(item.atividade_id);
        await marcar(item.id, resultado === 'aguardar' ? 'nao_enviado' : 'enviado');
      } catch (error) {
        const status = isFailure(error) ? error.status : null;
        if (!recusado(status)) {
          // No answer (offline, or none in time) or the server could not answer now: nothing failed, it goes later.
          // When the server was slow or failed, the person is told why it waits.
          await marcar(item.id, 'nao_enviado', status !== null || (isFailure(error) && error.prazo) ? failureMessage(error) : undefined);
          return 'sem_rede';
        }
        await marcar(item.id, 'conflito', failureMessage(error));
      }
    }
  };

  return {
    listar: ler,

    /** `id` is given when something kept before the item names it (the photos of its evidence). */
    async adicionar(novo: Pick<ItemOutbox, 'atividade_id' | 'codigo' | 'tipo' | 'corpo'>, id: string = crypto.randomUUID()): Promise<ItemOutbox> {
      const item: ItemOutbox = { ...novo, id, criado_em: new Date().toISOString(), estado: 'nao_enviado' };
      await mudar((itens) => [...itens, item]);
      return item;
    },

    /** Sends what waits, oldest first; one round at a time, a second call joins the running one. */
    enviar(enviarItem: EnviarItem): Promise<Rodada> {
      rodada ??= rodar(enviarItem).finally(() => (rodada = null));
      return rodada;
    },

    /** Ready to go again; with `corpo`, as the person chose to send it now. */
    tentarDeNovo: (id: string, corpo?: Record<string, unknown>) =>
      corpo ? mudar((itens) => itens.map((item) => (item.id === id ? { ...item, corpo, estado: 'nao_enviado', erro: undefined } : item))) : marcar(id, 'nao_enviado'),

    /** What the sender learnt on the way (a photo's id on the server), kept in the item's body. */
    alterar: (id: string, fn: (corpo: Record<string, unknown>) => Record<string, unknown>) =>
      mudar((itens) => itens.map((item) => (item.id === id ? { ...item, corpo: fn(item.corpo) } : item))),

    /** Only at the person's word: the one way an unsent item is ever dropped. */
    descartar: (id: string) => mudar((itens) => itens.filter((item) => item.id !== id)),

    ouvir(ouvinte: (itens: ItemOutbox[]) => void) {
      ouvintes.add(ouvinte);
      return () => void ouvintes.delete(ouvinte);
    },
  };
}

export type Outbox = ReturnType<typeof criarOutbox>;

const ESPERA_MAXIMA_MS = 60_000;

/** Asks the browser to wake the service worker when the network returns, where it has Background Sync. */
function pedirSync() {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.getRegistration().then(
    (registration) => (registration as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined)?.sync?.register(ETIQUETA_DE_SYNC),
    () => undefined,
  ).catch(() => undefined);
}

/**
 * Keeps sending while the app is open: now, when the connection returns, when the window gets the
 * focus back, when the service worker relays a Background Sync, and after a growing pause while the
 * network stays down or an item waits. Returns the way to stop.
 */
export function manterEnvios(enviar: () => Promise<Rodada>): () => void {
  let tentativas = 0;
  let espera: ReturnType<typeof setTimeout> | undefined;
  let parado = false;
  const tentar = () => {
    clearTimeout(espera);
    void enviar().then((resultado) => {
      if (parado) return;
      if (resultado === 'sem_rede') pedirSync();
      tentativas = resultado === 'ok' ? 0 : tentativas + 1;
      if (tentativas > 0) espera = setTimeout(tentar, Math.min(ESPERA_MAXIMA_MS, 2_000 * 2 ** (tentativas - 1)));
    });
  };
  const doWorker = (event: MessageEvent) => {
    if ((event.data as { tipo?: string } | null)?.tipo === PEDIDO_DE_ENVIO) tentar();
  };
  const worker = typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker : null;
  window.addEventListener('online', tentar);
  window.addEventListener('focus', tentar);
  worker?.addEventListener('message', doWorker);
  tentar();
  return () => {
    parado = true;
    clearTimeout(espera);
    window.removeEventListener('online', tentar);
    window.removeEventListener('focus', tentar);
    worker?.removeEventListener('message', doWorker);
  };
}
