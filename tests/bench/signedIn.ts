import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContextOptions } from 'playwright-core';
import { DEMO_PASSWORD } from '#server/seed/demoEmpresa';
import { CHROMIUM, CHROMIUM_FLAGS } from './bundle';
import { drawn } from './pageLoad';

/** A browser profile a person signed into, and what the app keeps in its localStorage and IndexedDB. */
export interface SignedIn {
  profile: string;
  /**
   * Both stores: Meu dia's mark in localStorage says its copy is in IndexedDB, and a start
   * that finds the mark without the copy asks the server the slow way (useMeuDia.ts).
   */
  storage: BrowserContextOptions['storageState'];
}

/**
 * Signs a demo account in through the form, in a profile of its own, and opens `pathname` once:
 * the state of a phone whose owner signed in before and opens the app again. Lighthouse clears
 * the origin's caches and service workers before each run, not its localStorage nor IndexedDB,
 * so its runs in this profile open the page signed in and with no code cached.
 */
export async function signedIn(url: string, email: string, pathname: string): Promise<SignedIn> {
  const profile = mkdtempSync(path.join(tmpdir(), 'prumo-bench-perfil-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: CHROMIUM_FLAGS.filter((flag) => flag !== '--headless'),
  });
  try {
    const page = await context.newPage();
    await page.goto(`${url}/login`);
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await page.getByLabel('Senha', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL((address) => address.pathname !== '/login');
    await page.goto(url + pathname);
    await drawn(page);
    // Closed as a person closes the tab: what the app keeps when its page goes away is kept.
    await Promise.all([page.waitForEvent('close'), page.close({ runBeforeUnload: true })]);
    return { profile, storage: await context.storageState({ indexedDB: true }) };
  } finally {
    await context.close();
  }
}
