import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { DEMO_PASSWORD } from '../../server/seed/demoEmpresa';
import { CHROMIUM, CHROMIUM_FLAGS } from './bundle';

/** A demo account's token, from the API: the sign-in form is measured on its own, as /login. */
export async function signIn(url: string, email: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`o login de ${email} falhou: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

/**
 * A browser profile whose localStorage holds the token, as a person's phone holds it after signing
 * in. Lighthouse clears the origin's caches and service workers before each run, not its
 * localStorage, so its runs in this profile open the page signed in and with nothing cached.
 */
export async function signedInProfile(url: string, token: string): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'prumo-bench-perfil-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM,
    args: CHROMIUM_FLAGS.filter((flag) => flag !== '--headless'),
  });
  try {
    const page = await context.newPage();
    await page.goto(`${url}/auth/404`);
    await page.evaluate((value) => localStorage.setItem('token', value), token);
  } finally {
    await context.close();
  }
  return dir;
}
