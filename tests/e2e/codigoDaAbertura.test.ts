import type { Browser, Response } from 'playwright-core';
import { DEMO_GESTOR, DEMO_TECNICO, launchBrowser, openPage, signInToken } from './support/browser';

jest.setTimeout(60_000);

/** A string of TypeBox's own code (its kind symbol), kept by the minifier. */
const TYPEBOX = 'TypeBox.Kind';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/**
 * The pages a técnico and a gestor open most carry no schema builder: TypeBox is 15 KB of gzip and
 * its schemas' building at every start, on the way to the phone's first draw (docs/celular.md).
 * The screens read plain values from contract/limits.ts; the schemas serve the forms that check input.
 */
describe('the code of a signed-in start', () => {
  it.each([
    ['/atividades/lista', DEMO_GESTOR, 'table'],
    ['/meu-dia', DEMO_TECNICO, 'main h1'],
  ])('%s loads no TypeBox', async (pathname, account, drawn) => {
    const { page, errors } = await openPage(browser, { token: await signInToken(account), viewport: { width: 412, height: 823 } });
    const scripts: Promise<{ url: string; code: string }>[] = [];
    const read = (response: Response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text().then((code) => ({ url: response.url(), code })));
    };
    page.on('response', read);
    // The live stream's code comes after the page's, and the stream is the last thing a start opens.
    const stream = page.waitForRequest('**/api/atividades/eventos');
    await page.goto(pathname);
    await page.locator(drawn).first().waitFor();
    await stream;
    // What comes later is not the start's, and its body could still be on its way when the page closes.
    page.off('response', read);
    const loaded = await Promise.all(scripts);
    expect(loaded.length).toBeGreaterThan(3);
    expect(loaded.filter(({ code }) => code.includes(TYPEBOX)).map(({ url }) => url)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
