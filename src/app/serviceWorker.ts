/**
 * The installable app's worker, /sw.js (written by server/spa/pwa.ts, so only in a production
 * build), registered once the page has loaded so that it takes nothing from the first draw.
 */
// Not a literal in register(): Parcel would take it for a worker of its own to build.
const SCRIPT = '/sw.js';

export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    // The app works without its worker (offline aside): a refused registration leaves nothing for the person to do,
    // nor one that a browser blocking workers (the browser tests' default) resolves with nothing.
    navigator.serviceWorker.register(SCRIPT, { scope: '/' }).then((registration) => registration && watchForUpdates(registration), () => undefined);
  });
}

function watchForUpdates(registration: ServiceWorkerRegistration): void {
  // A worker waiting while another controls the page is a new version; the first worker takes the page by itself.
  const announce = (worker: ServiceWorker) => {
    if (navigator.serviceWorker.controller) void import('./announceUpdate').then(({ announceUpdate }) => announceUpdate(worker));
  };
  if (registration.waiting) announce(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') announce(installing);
    });
  });
  // The browser looks for a new worker only on full loads: a page kept open for days looks when the person returns to it.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') registration.update().catch(() => undefined);
  });
}
