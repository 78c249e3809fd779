import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startInspector } from './app/inspector';

const root = document.getElementById('root');
if (root) void startInspector().then(() => createRoot(root).render(<App />));
