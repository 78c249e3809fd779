// Shared by the page that asks for a Background Sync (src/features/atividades/offline/outbox.ts) and
// the service worker the build writes (server/spa/pwa.ts): docs/outbox.md.

/** The Background Sync tag the service worker answers. */
export const ETIQUETA_DE_SYNC = 'prumo-envios';
/** What the service worker posts to the open pages when the browser says the network is back. */
export const PEDIDO_DE_ENVIO = 'prumo.enviar';
