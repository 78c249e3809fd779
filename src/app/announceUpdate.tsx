import { t } from '@lingui/core/macro';
import { notifyWithAction } from '../ui/toast/notifyWithAction';

/** A new version is waiting: it takes over, and the page reloads, only when the person asks. */
export function announceUpdate(worker: ServiceWorker): void {
  notifyWithAction(t`Nova versão disponível`, {
    label: t`Atualizar`,
    run: () => {
      navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
      // Understood by the worker Workbox writes when it does not skip waiting by itself (server/spa/pwa.ts).
      worker.postMessage({ type: 'SKIP_WAITING' });
    },
  });
}
