import { render, screen, waitFor } from '@testing-library/react';
import { App } from '@/app/App';

/** The whole app at an address, as a person opening it in the browser. */
export function renderApp(path: string) {
  window.history.replaceState(null, '', path);
  return render(<App />);
}

export const currentPath = () => window.location.pathname;

export async function waitForPath(path: string) {
  await waitFor(() => expect(window.location.pathname).toBe(path));
}

/**
 * A page's title, once drawn. A suite's first page also waits for Jest to compile the page's lazy
 * modules, which takes seconds on a loaded machine: the wait is long, the test's own limit longer.
 */
export const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name }, { timeout: 15_000 });
