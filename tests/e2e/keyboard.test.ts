import type { Browser, Page } from 'playwright-core';
import { api, launchBrowser, openPage, registerToken, screenshot, settled, signInToken } from './support/browser';

jest.setTimeout(60_000);

const paletteInput = (page: Page) => page.getByRole('dialog', { name: 'Paleta de comandos' }).getByRole('combobox');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('the command palette and shortcuts, by keyboard alone', () => {
  it('opens with Ctrl+K, filters, and goes to the chosen page', async () => {
    const { page, errors } = await openPage(browser, { token: await signInToken() });
    await page.goto('/atividades/lista');
    await page.getByRole('heading', { name: 'Atividades' }).first().waitFor();
    await page.keyboard.press('Control+k');
    await paletteInput(page).waitFor();
    // "perfil" alone would pick the demo's Perfil, whose name starts with it.
    await page.keyboard.type('meu perfil');
    await screenshot(page, 'paleta');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/meu-perfil');
    await page.getByRole('heading', { name: 'Meu perfil' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('jumps with g then a letter, and ? lists the shortcuts', async () => {
    const { page, errors } = await openPage(browser, { token: await signInToken() });
    await page.goto('/meu-perfil');
    await page.getByRole('heading', { name: 'Meu perfil' }).waitFor();
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await page.keyboard.press('g');
    await page.keyboard.press('s');
    await page.waitForURL('**/sites');
    await page.keyboard.press('Shift+?');
    await page.getByRole('dialog').getByText('Abrir a paleta de comandos').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });
});

describe('languages and direction', () => {
  it('switches to Arabic from the palette: right to left, Arabic text, remembered on reload', async () => {
    const { page, errors } = await openPage(browser, { token: await registerToken() });
    await page.goto('/meu-perfil');
    await page.getByRole('heading', { name: 'Meu perfil' }).waitFor();
    await page.keyboard.press('Control+k');
    await paletteInput(page).waitFor();
    await page.keyboard.type('العربية');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.documentElement.dir === 'rtl' && document.documentElement.lang === 'ar');
    await page.getByRole('navigation').getByText('المواقع').first().waitFor();
    // The profile form open on screen follows the saved language too.
    await page.getByRole('combobox').filter({ hasText: 'العربية' }).waitFor();
    await screenshot(page, 'perfil-ar-rtl');
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl' && document.documentElement.lang === 'ar');
    expect(errors).toEqual([]);
  });

  it('keeps a phone number left to right inside an Arabic page', async () => {
    const token = await registerToken();
    await api(token, 'POST', '/sites', { nome: 'Loja Centro', contato_nome: 'Ana', contato_telefone: '(11) 98765-4321' });
    await api(token, 'PUT', '/user/atualizar', { idioma: 'ar' });
    const { page, errors } = await openPage(browser, { token });
    await page.goto('/sites');
    const telefone = page.getByText('(11) 98765-4321');
    await telefone.waitFor();
    // Where the browser draws the first character and the last: "(" must be on the left.
    const [first, last] = await telefone.evaluate((element) => {
      const text = element.firstChild as Text;
      const at = (index: number) => {
        const range = document.createRange();
        range.setStart(text, index);
        range.setEnd(text, index + 1);
        return range.getBoundingClientRect().left;
      };
      return [at(0), at(text.length - 1)];
    });
    expect(first).toBeLessThan(last);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(errors).toEqual([]);
  });
});

describe('layout at real widths', () => {
  it.each([
    [360, 740],
    [1440, 900],
  ])('fits %i px without sideways scrolling, with the sidebar as a drawer on small screens', async (width, height) => {
    const { page, errors } = await openPage(browser, { token: await signInToken(), viewport: { width, height } });
    for (const path of ['/atividades/lista', '/meu-perfil', '/sites']) {
      await page.goto(path);
      await settled(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await screenshot(page, `${path.slice(1).replace(/\//g, '-')}-${width}`);
    }
    // The list's foot, inside the screen: nobody scrolls a table sideways to find how many rows there are, or more of them.
    const foot = await page.getByRole('status').filter({ hasText: /^Exibindo/ }).boundingBox();
    expect(foot && foot.x + foot.width).toBeLessThanOrEqual(width);
    const sitesLink = page.getByRole('navigation').getByRole('link', { name: 'Sites' });
    // Below lg the sidebar is a drawer that the menu button opens; above, it is always there.
    if (width < 1200) {
      expect(await sitesLink.isVisible()).toBe(false);
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
    }
    await sitesLink.waitFor();
    await page.goto('/login');
    expect(errors).toEqual([]);
  });

  it("keeps a phone's topbar inside 360 px for a person in two companies, with the mode and the customizer in their menu", async () => {
    const token = await registerToken();
    await api(token, 'POST', '/empresas', { nome: 'Manutenção Industrial Nordeste Ltda' });
    const { page, errors } = await openPage(browser, { token, viewport: { width: 360, height: 740 } });
    await page.goto('/atividades/lista');
    await settled(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const empresa = await page.getByRole('combobox', { name: 'Empresa' }).boundingBox();
    expect(empresa && empresa.x + empresa.width).toBeLessThanOrEqual(360);
    await screenshot(page, 'topbar-duas-empresas-360');

    await page.getByRole('button', { name: 'Menu do usuário' }).click();
    await page.getByRole('menuitem', { name: 'Usar modo escuro' }).click();
    await page.waitForFunction(() => JSON.parse(localStorage.getItem('customizer') ?? '{}').activeMode === 'dark');
    await page.getByRole('button', { name: 'Menu do usuário' }).click();
    await page.getByRole('menuitem', { name: 'Personalizar aparência' }).click();
    await page.getByRole('dialog').getByText('Idioma').first().waitFor();
    expect(errors).toEqual([]);
  });
});
