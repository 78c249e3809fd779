interface SyncEvent extends Event {
  tag: string;
  waitUntil(promise: Promise<unknown>): void;
}
interface WorkerScope {
  addEventListener(type: 'sync', listener: (event: SyncEvent) => void): void;
  clients: { matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<{ postMessage(message: unknown): void }[]> };
}

/**
 * Runs inside the service worker (server/spa/pwa.ts writes it as /sw-envios.js, built from this
 * function's text, so it must use nothing from outside it): on the sync, it asks the open pages to
 * send. With none open it does not send itself: the session's token lives in the page's
 * localStorage, out of the worker's reach (docs/outbox.md); failing makes the browser try the sync
 * again later, and the next page opened sends anyway.
 */
export function pedirEnvioAsPaginas(etiqueta: string, pedido: string): void {
  const escopo = self as unknown as WorkerScope;
  escopo.addEventListener('sync', (event) => {
    if (event.tag !== etiqueta) return;
    event.waitUntil(
      escopo.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((paginas) => {
        for (const pagina of paginas) pagina.postMessage({ tipo: pedido });
        if (paginas.length === 0) throw new Error('Nenhuma página do Prumo aberta para enviar.');
      }),
    );
  });
}
