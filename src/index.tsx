import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startInspector } from './app/inspector';
import { preloadPage } from './app/routes';

preloadPage(window.location.pathname);
const root = document.getElementById('root');
if (root) void startInspector().then(() => createRoot(root).render(<App />));
