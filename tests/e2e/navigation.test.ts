import type { Browser } from 'playwright-core';
import { DEMO_ADMIN, launchBrowser, openPage, screenshot, signInToken } from './support/browser';

jest.setTimeout(60_000);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('unknown paths', () => {
  it.each(['/nada-por-aqui', '/auth/nada', '/sites/extra/de/mais'])('%s redirects to /auth/404 for a visitor', async (path) => {
    const { page, errors } = await openPage(browser);
    await page.goto(path);
    await page.waitForURL('**/auth/404');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toMatch(/não encontrada/i);
    expect(errors).toEqual([]);
  });

  it('redirects to /auth/404 for a signed-in person too', async () => {
    const { page, errors } = await openPage(browser, { token: await signInToken() });
    await page.goto('/atividades/nada');
    await page.waitForURL('**/auth/404');
    expect(errors).toEqual([]);
  });
});

describe('signing in and out through the real pages', () => {
  it('sends a visitor to /login, brings them back to the page they asked for, and signs out to /login', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto('/meu-perfil');
    await page.waitForURL('**/login?voltar=%2Fmeu-perfil');
    await page.getByRole('textbox', { name: 'E-mail' }).fill(DEMO_ADMIN.email);
    await page.getByLabel('Senha', { exact: true }).fill(DEMO_ADMIN.password);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/meu-perfil');
    await page.getByRole('heading', { name: 'Meu perfil' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/.{20,}/);

    await page.getByRole('button', { name: 'Menu do usuário' }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.goto('/sites');
    await page.waitForURL('**/login?voltar=%2Fsites');
    expect(errors).toEqual([]);
  });

  it('shows the server message for a wrong password and stays on /login', async () => {
    const { page } = await openPage(browser);
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'E-mail' }).fill(DEMO_ADMIN.email);
    await page.getByLabel('Senha', { exact: true }).fill('senha-errada');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByRole('alert').filter({ hasText: 'E-mail ou senha inválidos.' }).first().waitFor();
    expect(page.url()).toMatch(/\/login$/);
  });

  it('takes a signed-in person from an auth page into the app', async () => {
    const { page } = await openPage(browser, { token: await signInToken() });
    await page.goto('/auth/register');
    await page.waitForURL('**/atividades/lista');
    await screenshot(page, 'atividades-1440');
  });
});

describe('the sidebar', () => {
  it('keeps the brand its full height on a short phone, where the menu scrolls', async () => {
    const { page, errors } = await openPage(browser, { token: await signInToken(), viewport: { width: 360, height: 480 } });
    await page.goto('/atividades/lista');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const menu = page.getByRole('navigation', { name: 'Navegação principal' });
    await menu.waitFor();
    const marca = (await page.getByRole('link', { name: 'Prumo', exact: true }).boundingBox())!;
    const primeiro = (await menu.getByRole('link').first().boundingBox())!;
    // The brand is centred in the topbar's 70 px and the first link starts below it.
    expect(marca.y).toBeGreaterThan(10);
    expect(primeiro.y).toBeGreaterThanOrEqual(70);
    expect(await menu.evaluate((nav) => nav.closest('.MuiDrawer-paper')!.scrollHeight > window.innerHeight)).toBe(true);
    expect(errors).toEqual([]);
  });
});

describe('the first page', () => {
  it('asks for every font the sign-in page draws along with the app, and for no icon', async () => {
    const { page, errors } = await openPage(browser);
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Entrar no Prumo' }).waitFor();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const preloaded = await page.$$eval('link[rel="preload"][as="font"]', (links) =>
      links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
    );
    // A font found only once the text is drawn is fetched after the app's code: the text is laid out again.
    expect(asked.filter((pathname) => pathname.endsWith('.woff2')).sort()).toEqual([...preloaded].sort());
    expect(asked).not.toContain('/favicon.ico');
    expect(await page.getAttribute('link[rel="icon"]', 'href')).toMatch(/^data:image\/svg\+xml,/);
    expect(errors).toEqual([]);
  });

  it('draws every weight of a signed-in page from the one font file the document preloads', async () => {
    const { page, errors } = await openPage(browser, { token: await signInToken() });
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto('/atividades/lista');
    await page.getByRole('heading', { name: 'Atividades', level: 1 }).waitFor();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    // The tabs and table heads are 500, the headings 600 and 700, the text 400.
    const pesos = await page.evaluate(() =>
      [...document.fonts].filter((fonte) => fonte.status === 'loaded').map((fonte) => `${fonte.family} ${fonte.weight}`),
    );
    expect(pesos).toEqual(['Plus Jakarta Sans Variable 200 800']);
    expect(asked.filter((pathname) => /\.woff2?$/.test(pathname))).toEqual([expect.stringMatching(/^\/plus-jakarta-sans-latin-wght-normal\.[0-9a-f]+\.woff2$/)]);
    expect(errors).toEqual([]);
  });
});
