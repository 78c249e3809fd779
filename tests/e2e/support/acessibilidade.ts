import { readFileSync } from 'node:fs';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

/** The rules of WCAG 2.2 level AA, every level up to it. */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

let fonte: string | undefined;

/**
 * axe-core's checks of WCAG 2.2 AA on the page as it is now (or on `dentroDe`, a CSS selector),
 * each violation as one readable line: rule, impact and the first offending elements.
 *
 * axe runs in the page itself, added once per document: @axe-core/playwright added its 570 KB
 * again on every check and finished each in a new blank page, about a second a check whatever the
 * page held, which was most of the accessibility file's time. The app draws no frames, so axe's
 * own run over the document sees everything.
 */
export async function violacoes(page: Page, dentroDe?: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    fonte ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
    // Evaluated, not added as a script tag: the app's Content-Security-Policy refuses inline scripts.
    await page.evaluate(fonte);
  }
  const opcoes: RunOptions = { runOnly: { type: 'tag', values: WCAG_22_AA } };
  const resultado = await page.evaluate(
    ({ dentroDe, opcoes }) => (window as unknown as { axe: { run(contexto: unknown, opcoes: RunOptions): Promise<AxeResults> } }).axe.run(dentroDe ? { include: [dentroDe] } : document, opcoes),
    { dentroDe, opcoes },
  );
  return resultado.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  );
}
