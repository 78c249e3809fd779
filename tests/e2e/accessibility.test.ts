import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { PRIVATE_ROUTES, PUBLIC_ROUTES } from '../../src/app/routes';
import { launchBrowser, openPage, signInToken } from './support/browser';

jest.setTimeout(120_000);

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const LOOKS = [
  { activeMode: 'light', activeDir: 'ltr' },
  { activeMode: 'dark', activeDir: 'ltr' },
  { activeMode: 'light', activeDir: 'rtl' },
  { activeMode: 'dark', activeDir: 'rtl' },
] as const;

const concrete = (path: string) => path.replace(':atividade_id', '00000000-0000-4000-8000-000000000000');

let browser: Browser;
let token: string;
beforeAll(async () => {
  browser = await launchBrowser();
  token = await signInToken();
});
afterAll(() => browser.close());

/** Each violation as one readable line: rule, impact and the first offending elements. */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags([...WCAG_22_AA]).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  );
}

/** The page has drawn what it loads: no spinner (a meter with a value is no spinner) or busy region left, fonts in. */
async function settle(page: Page): Promise<void> {
  await page.getByRole('main').first().waitFor();
  await page.waitForFunction(
    () => !document.querySelector('[role="progressbar"]:not([aria-valuenow]), [aria-busy="true"]') && document.fonts.status === 'loaded',
  );
  // MUI's fades leave half-transparent colours for a moment.
  await page.waitForTimeout(200);
}

describe.each(LOOKS)('no WCAG 2.2 AA violation, $activeMode $activeDir', (look) => {
  it('on every public page', async () => {
    const { page } = await openPage(browser, { customizer: look });
    const found: Record<string, string[]> = {};
    for (const route of PUBLIC_ROUTES) {
      await page.goto(route.path);
      await settle(page);
      const problems = await violations(page);
      if (problems.length) found[route.path] = problems;
    }
    expect(found).toEqual({});
  });

  it('on every page of the signed-in shell', async () => {
    const { page } = await openPage(browser, { customizer: look, token });
    const found: Record<string, string[]> = {};
    for (const route of PRIVATE_ROUTES) {
      await page.goto(concrete(route.path));
      await settle(page);
      const problems = await violations(page);
      if (problems.length) found[route.path] = problems;
    }
    expect(found).toEqual({});
  });
});
