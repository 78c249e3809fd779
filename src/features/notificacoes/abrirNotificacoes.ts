const pedidos = new EventTarget();

/** Opens the topbar's notifications from elsewhere (the palette). */
export function abrirNotificacoes(): void {
  pedidos.dispatchEvent(new Event('abrir'));
}

/** The bell hears the requests to open until the returned function is called. */
export function aoPedirNotificacoes(abrir: () => void): () => void {
  pedidos.addEventListener('abrir', abrir);
  return () => pedidos.removeEventListener('abrir', abrir);
}
