import sharp from 'sharp';
import type { Browser } from 'playwright-core';
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
