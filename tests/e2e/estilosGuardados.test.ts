import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, signInToken } from './support/browser';

jest.setTimeout(60_000);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const CHAVE = 'prumo.estilos.mui';

async function abrirALista(page: Page): Promise<void> {
  await page.goto('/atividades/lista');
  await page.getByRole('heading', { name: 'Atividades', level: 1 }).waitFor();
  await page.getByRole('row').nth(1).waitFor();
}

/**
 * What the page's frame, heading, filters and table head look like; not the rows, which another
 * test's writes on the shared server may change between the two visits.
 */
const aparencia = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('header *, nav *, h1, main input, main label, thead *')].map((elemento) => {
      const estilo = getComputedStyle(elemento);
      return [elemento.tagName, estilo.display, estilo.color, estilo.backgroundColor, estilo.font, estilo.padding, estilo.margin, estilo.border, estilo.width].join('|');
    }),
  );

/** Once it stops changing: the filters are drawn plain at first, and as MUI's fields when their code has come. */
async function aparenciaAssentada(page: Page): Promise<string[]> {
  let antes = await aparencia(page);
  for (;;) {
    await page.waitForTimeout(300);
    const agora = await aparencia(page);
    if (agora.join('\n') === antes.join('\n')) return agora;
    antes = agora;
  }
}

/** The rules Emotion worked out and inserted on this visit (its own style elements, not the kept one). */
const regrasInseridas = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion="mui"]')].reduce((soma, tag) => soma + (tag.sheet?.cssRules.length ?? 0), 0));

describe('the styles a returning browser kept', () => {
  it('draws the list again from the rules it kept, looking the same, and works out only what it had not drawn', async () => {
    const { page, errors } = await openPage(browser, { token: await signInToken() });
    await abrirALista(page);
    const primeira = await aparenciaAssentada(page);
    const inseridasNaPrimeira = await regrasInseridas(page);
    expect(await page.locator('style[data-emotion^="mui "]').count()).toBe(0);
    // Closed as a person closes the tab: the page keeps what it drew as it goes away.
    await Promise.all([page.waitForEvent('close'), page.close({ runBeforeUnload: true })]);

    const volta = await page.context().newPage();
    await abrirALista(volta);
    const guardada = volta.locator('style[data-emotion^="mui "]');
    expect(await guardada.count()).toBe(1);
    expect((await guardada.getAttribute('data-emotion'))?.split(' ').length).toBeGreaterThan(50);
    expect(await aparenciaAssentada(volta)).toEqual(primeira);
    expect(inseridasNaPrimeira).toBeGreaterThan(200);
    expect(await regrasInseridas(volta)).toBeLessThan(inseridasNaPrimeira / 10);
    expect(errors).toEqual([]);
  });

  it('drops what another version of the app kept', async () => {
    const { page, errors } = await openPage(browser, { token: await signInToken() });
    // A file of the app's origin that is not the app: nothing there keeps styles of its own meanwhile.
    await page.goto('/manifest.webmanifest');
    await page.evaluate((chave) => localStorage.setItem(chave, '/main.outra.js\nabc\n.mui-abc{color:red}'), CHAVE);
    await abrirALista(page);
    expect(await page.locator('style[data-emotion^="mui "]').count()).toBe(0);
    const guardado = await page.evaluate((chave) => localStorage.getItem(chave), CHAVE);
    expect(guardado === null || !guardado.startsWith('/main.outra.js')).toBe(true);
    expect(errors).toEqual([]);
  });
});
