import { render, screen, waitFor } from '@testing-library/react';
import { App } from '../../../src/app/App';

/** The whole app at an address, as a person opening it in the browser. */
export function renderApp(path: string) {
  window.history.replaceState(null, '', path);
  return render(<App />);
}

export const currentPath = () => window.location.pathname;

export async function waitForPath(path: string) {
  await waitFor(() => expect(window.location.pathname).toBe(path));
}

export const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });
