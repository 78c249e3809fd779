import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import sharp from 'sharp';
import type { Browser } from 'playwright-core';
import { projectRoot } from '../support/serverProcess';
import { baseUrl, launchBrowser, openPage, signInToken } from './support/browser';

jest.setTimeout(120_000);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

it('installs: a valid manifest, a worker that controls the page after the first load, and three routes drawn offline', async () => {
  const token = await signInToken();
  const { page, errors } = await openPage(browser, { serviceWorkers: 'allow' });
  await page.goto('/login');
  await page.getByRole('heading', { name: 'Entrar no Prumo' }).waitFor();
  // The first worker claims the page once it has stored the whole app.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${baseUrl()}/sw.js`);

  expect(await page.getAttribute('link[rel="manifest"]', 'href')).toBe('/manifest.webmanifest');
  const resposta = await fetch(`${baseUrl()}/manifest.webmanifest`);
  expect(resposta.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
  const manifest = (await resposta.json()) as Manifest;
  expect(manifest).toMatchObject({ name: 'Prumo', start_url: '/login', scope: '/', display: 'standalone' });
  expect(manifest.short_name).toBeTruthy();
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of manifest.icons) {
    const imagem = await fetch(`${baseUrl()}${icon.src}`);
    expect(imagem.headers.get('content-type')).toBe('image/png');
    const { format, width, height } = await sharp(Buffer.from(await imagem.arrayBuffer())).metadata();
    expect(`${format} ${width}x${height}`).toBe(`png ${icon.sizes}`);
  }
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
  // A test's browser context is incognito, where Chrome installs nothing whatever the app; that is its only objection.
  expect(installabilityErrors.map((error) => error.errorId)).toEqual(['in-incognito']);

  // The one online visit of a signed-in page.
  await page.evaluate((token) => localStorage.setItem('token', token), token);
  await page.goto('/atividades/lista');
  await page.getByRole('heading', { name: 'Atividades', level: 1 }).waitFor();

  await page.context().setOffline(true);
  for (const [caminho, titulo] of [
    ['/atividades/lista', 'Atividades'],
    ['/meu-perfil', 'Meu perfil'],
  ] as const) {
    await page.goto(caminho);
    await page.getByRole('heading', { name: titulo, level: 1 }).waitFor();
    expect(page.url()).toBe(`${baseUrl()}${caminho}`);
  }
  await page.evaluate(() => localStorage.removeItem('token'));
  await page.goto('/login');
  await page.getByRole('heading', { name: 'Entrar no Prumo' }).waitFor();
  expect(errors.filter((error) => !error.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([]);
});

/** Puts `code` where the server answers /sw.js, with the compressed copies it prefers. */
function publishWorker(code: string): void {
  const worker = path.join(projectRoot, 'dist/sw.js');
  writeFileSync(worker, code);
  writeFileSync(`${worker}.br`, brotliCompressSync(code));
  writeFileSync(`${worker}.gz`, gzipSync(code));
}

it('announces a new version with a toast and reloads only when the person presses Atualizar', async () => {
  const { page, errors } = await openPage(browser, { serviceWorkers: 'allow', token: await signInToken() });
  await page.goto('/atividades/lista');
  await page.getByRole('heading', { name: 'Atividades', level: 1 }).waitFor();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  const deployed = readFileSync(path.join(projectRoot, 'dist/sw.js'), 'utf8');
  try {
    publishWorker(`${deployed}\n// a new version`);
    // A mark on this page's window: a reload takes it away.
    await page.evaluate(() => {
      Object.assign(window, { semRecarregar: true });
      return navigator.serviceWorker.getRegistration().then((registration) => registration?.update());
    });
    const aviso = page.getByRole('status').filter({ hasText: 'Nova versão disponível' });
    await aviso.waitFor();
    expect(await page.evaluate(() => 'semRecarregar' in window)).toBe(true);

    // The toast's own button: the list also offers "Atualizar" when another test's writes reach it live.
    await Promise.all([page.waitForEvent('load'), aviso.getByRole('button', { name: 'Atualizar' }).click()]);
    await page.getByRole('heading', { name: 'Atividades', level: 1 }).waitFor();
    expect(await page.evaluate(() => 'semRecarregar' in window)).toBe(false);
    const registration = await page.evaluate(() =>
      navigator.serviceWorker.getRegistration().then((registration) => ({ waiting: registration?.waiting !== null, active: registration?.active?.state })),
    );
    expect(registration).toEqual({ waiting: false, active: 'activated' });
  } finally {
    publishWorker(deployed);
  }
  expect(errors).toEqual([]);
});
