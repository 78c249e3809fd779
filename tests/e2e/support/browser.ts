import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page } from 'playwright-core';
import { projectRoot } from '../../support/serverProcess';

export const DEMO_ADMIN = { email: 'admin@prumo.example', password: 'prumo-demo' };
export const DEMO_GESTOR = { email: 'gestor@prumo.example', password: 'prumo-demo' };
export const DEMO_TECNICO = { email: 'tecnico@prumo.example', password: 'prumo-demo' };

export const baseUrl = (): string => {
  const url = process.env.PRUMO_E2E_URL;
  if (!url) throw new Error('o servidor do conjunto de testes de navegador não foi iniciado');
  return url;
};

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

export interface OpenPageOptions extends BrowserContextOptions {
  /** Signs in before the first page: the token goes into localStorage as the login page would leave it. */
  token?: string;
  /** The customizer's saved settings (mode, direction, language, …). */
  customizer?: Record<string, unknown>;
  /** Kept open when the test that opened it ends, for the tests after it: the file's `browser.close()` ends it. */
  duraOArquivo?: boolean;
}

export interface TrackedPage {
  page: Page;
  /** Uncaught errors and console errors seen so far: a page that works has none. */
  errors: string[];
}

/**
 * Pages opened inside a test, closed once it ends (fecharPaginasDoTeste.ts): every test file signs in
 * with the same demo sessions, and a page left open keeps its live streams, which the server counts
 * per session (STREAMS_POR_SESSAO). Pages opened in a `beforeAll`, or with `duraOArquivo`, serve several tests.
 */
export const paginasDoTeste: { dentroDeUmTeste: boolean; abertas: Set<BrowserContext> } = { dentroDeUmTeste: false, abertas: new Set() };

export async function openPage(browser: Browser, options: OpenPageOptions = {}): Promise<TrackedPage> {
  const { token, customizer, duraOArquivo = false, ...contextOptions } = options;
  // Without the app's worker unless a test asks for it (installableApp.test.ts): each context would
  // otherwise download the whole app to store it, and every page would be answered from that store.
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 1440, height: 900 }, serviceWorkers: 'block', ...contextOptions });
  await context.addInitScript(
    ({ token, customizer }) => {
      if (sessionStorage.getItem('prumo-e2e-seeded')) return;
      sessionStorage.setItem('prumo-e2e-seeded', '1');
      if (token) localStorage.setItem('token', token);
      if (customizer) localStorage.setItem('customizer', JSON.stringify(customizer));
    },
    { token, customizer },
  );
  if (paginasDoTeste.dentroDeUmTeste && !duraOArquivo) paginasDoTeste.abertas.add(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { page, errors };
}

const serverDataDir = (): string => {
  const dataDir = process.env.PRUMO_E2E_DATA_DIR;
  if (!dataDir) throw new Error('a pasta de dados do servidor de teste não foi informada');
  return dataDir;
};

/**
 * A token for a demo account, through the API (the browser login itself is tested on its own).
 * Signed in once for the whole suite and kept beside the server's data: sign-in allows an e-mail
 * 10 attempts in 15 minutes, and every test file asks. No test signs these tokens out.
 */
export async function signInToken(account = DEMO_ADMIN): Promise<string> {
  const saved = path.join(serverDataDir(), 'e2e-tokens', account.email);
  if (existsSync(saved)) return readFileSync(saved, 'utf8');
  const response = await fetch(`${baseUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (response.status !== 200) throw new Error(`login de teste falhou: ${response.status} ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  mkdirSync(path.dirname(saved), { recursive: true });
  // Written whole, then renamed: a test file in another worker never reads half a token.
  writeFileSync(`${saved}.${process.pid}`, token);
  renameSync(`${saved}.${process.pid}`, saved);
  return token;
}

/** A call to the API outside the browser, as a company's own client makes it: the data a test needs before the page opens. */
export async function api<T>(token: string, method: string, caminho: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl()}/api${caminho}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${caminho}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const screenshotDir = path.join(projectRoot, 'tests/e2e/screenshots');

/**
 * The page, whole; or, with `inteira` false, the window alone: a whole-page shot resizes the
 * window for a moment, which closes an open picker or menu that is still settling.
 */
export async function screenshot(page: Page, name: string, inteira = true): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: inteira });
}

let accounts = 0;

/** A new person with a company of their own, for tests that change what they save (language, profile). */
export async function registerToken(): Promise<string> {
  accounts += 1;
  const email = `e2e-${process.pid}-${accounts}-${Date.now()}@prumo.example`;
  const response = await fetch(`${baseUrl()}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ nome: 'Pessoa de Teste', email, password: 'senha-de-teste', empresa_nome: 'Empresa de Teste' }),
  });
  if (response.status !== 201) throw new Error(`cadastro de teste falhou: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

/** The text of the mail the server wrote to its outbox for `to` (the newest, once it is there). */
export async function mailTo(to: string): Promise<string> {
  const outbox = path.join(serverDataDir(), 'outbox');
  const suffix = `-${to.replace(/[^a-z0-9@._-]/gi, '_')}.txt`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    // File names start with the time they were written, so the last in order is the newest.
    const file = (existsSync(outbox) ? readdirSync(outbox) : []).filter((name) => name.endsWith(suffix)).sort().pop();
    if (file) return readFileSync(path.join(outbox, file), 'utf8');
    if (Date.now() > deadline) throw new Error(`nenhum e-mail para ${to} em ${outbox}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The page (or the dialog over it, `drawn`) has drawn what it loads: no spinner (a meter with a
 * value is no spinner) or busy region left, fonts in. Not network silence: a page that follows
 * changes live keeps a stream open.
 */
export async function settled(page: Page, drawn: Locator = page.getByRole('main').first()): Promise<void> {
  await drawn.waitFor();
  await page.waitForFunction(
    () => !document.querySelector('[role="progressbar"]:not([aria-valuenow]), [aria-busy="true"]') && document.fonts.status === 'loaded',
  );
  // MUI's fades leave half-transparent colours for a moment.
  await page.waitForTimeout(200);
}

/** Types part of a name in a dialog's search field and takes the first option the server found. */
export async function choose(page: Page, label: string, typed: string): Promise<void> {
  const field = page.getByRole('dialog').getByRole('combobox', { name: label });
  await field.focus();
  await page.keyboard.type(typed);
  await page.getByRole('listbox').getByRole('option').first().waitFor();
  await page.keyboard.press('Enter');
  expect((await field.inputValue()).toLowerCase()).toContain(typed);
}
