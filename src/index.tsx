import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { abrirComSessao } from './app/aberturaComSessao';
import { App } from './app/App';
import { startInspector } from './app/inspector';
import { preloadPage } from './app/routes';
import { registerServiceWorker } from './app/serviceWorker';

preloadPage(window.location.pathname);
abrirComSessao(window.location.pathname, window.location.search);
registerServiceWorker();
const root = document.getElementById('root');
// A transition lets React draw the first page in short slices instead of one long task that blocks input.
if (root) void startInspector().then(() => startTransition(() => createRoot(root).render(<App />)));
