import type { Browser, Page } from 'playwright-core';
import { PRIVATE_ROUTES, PUBLIC_ROUTES } from '../../src/app/routes';
import type { Questionario } from '#contract/questionario';
import { violacoes } from './support/acessibilidade';
import { api, launchBrowser, openPage, registerToken, settled, signInToken } from './support/browser';

jest.setTimeout(120_000);

// Each mode, each direction and each width once: light ltr on a desktop and dark rtl on a phone,
// where the lists' rows are cards (src/ui/list/cartaoNoCelular.ts). The colours of every theme and
// mode are checked for contrast without a browser (tests/app/themeContrast.test.ts), and CI has
// twenty minutes in all.
const LOOKS = [
  { activeMode: 'light', activeDir: 'ltr', viewport: { width: 1440, height: 900 } },
  { activeMode: 'dark', activeDir: 'rtl', viewport: { width: 360, height: 740 } },
] as const;

const concrete = (path: string) => path.replace(':atividade_id', '00000000-0000-4000-8000-000000000000');

/** In a company of its own: a questionnaire from a template, published as version 1, with a draft that changes it. */
async function questionarioComRascunho(token: string): Promise<string> {
  const [modelo] = (await api<{ items: Array<{ chave: string }> }>(token, 'GET', '/questionarios/modelos')).items;
  const criado = await api<Questionario>(token, 'POST', '/questionarios', { modelo: modelo?.chave });
  const publicado = await api<Questionario>(token, 'POST', `/questionarios/${criado.id}/publicar`);
  const [primeira, ...resto] = publicado.secoes;
  await api(token, 'PUT', `/questionarios/${criado.id}`, {
    titulo: publicado.titulo,
    descricao: publicado.descricao,
    secoes: primeira ? [{ ...primeira, perguntas: primeira.perguntas.slice(1).reverse() }, ...resto] : [],
    versao: publicado.versao,
  });
  return criado.id;
}

let browser: Browser;
let token: string;
let biblioteca: { token: string; id: string };
beforeAll(async () => {
  browser = await launchBrowser();
  token = await signInToken();
  const proprio = await registerToken();
  biblioteca = { token: proprio, id: await questionarioComRascunho(proprio) };
});
afterAll(() => browser.close());

/** The customizer's settings and the window's size of a look. */
const aparencia = ({ viewport, ...customizer }: (typeof LOOKS)[number]) => ({ customizer, viewport });

describe.each(LOOKS)('no WCAG 2.2 AA violation, $activeMode $activeDir at $viewport.width px', (look) => {
  it('on every public page', async () => {
    const { page } = await openPage(browser, aparencia(look));
    const found: Record<string, string[]> = {};
    for (const route of PUBLIC_ROUTES) {
      await page.goto(route.path);
      await settled(page);
      const problems = await violacoes(page);
      if (problems.length) found[route.path] = problems;
    }
    expect(found).toEqual({});
  });

  it('in the questionnaire library: a new one from a template, the versions, their comparison and the builder', async () => {
    const { page } = await openPage(browser, { ...aparencia(look), token: biblioteca.token });
    const found: Record<string, string[]> = {};
    // A modal dialog hides the page's main region from the accessibility tree.
    const check = async (name: string) => {
      await settled(page, page.getByRole('dialog'));
      const problems = await violacoes(page);
      if (problems.length) found[name] = problems;
    };
    await page.goto('/questionarios?novo=1');
    await page.getByRole('radio').nth(1).waitFor();
    await check('novo');
    await page.goto(`/questionarios?versoes=${biblioteca.id}`);
    await page.getByRole('region', { name: 'Versão 1' }).waitFor();
    await check('versoes');
    await page.getByRole('button', { name: 'Comparar' }).click();
    await page.getByRole('group', { name: 'Lado a lado' }).waitFor();
    await check('comparar');
    await page.goto(`/questionarios?editar=${biblioteca.id}`);
    await page.getByRole('navigation', { name: 'Estrutura' }).waitFor();
    await check('construtor');
    expect(found).toEqual({});
  });
});

// The shell's pages are the bulk of this file's time: every page is checked in light ltr, and the
// product's own pages again in dark rtl; the demo area's pages share their components and are
// checked in one look.
describe.each(LOOKS)('no WCAG 2.2 AA violation on the signed-in shell, $activeMode $activeDir at $viewport.width px', (look) => {
  const routes = look === LOOKS[0] ? PRIVATE_ROUTES : PRIVATE_ROUTES.filter((route) => route.secao !== 'demo');
  let page: Page;
  beforeAll(async () => {
    ({ page } = await openPage(browser, { ...aparencia(look), token }));
    await page.goto('/atividades/lista');
    await settled(page);
  });
  afterAll(() => page.context().close());

  it.each(routes.map((route) => route.path))('%s', async (path) => {
    // Moves as a link does, without loading the app again: each check costs the page's own drawing.
    await page.evaluate((to) => window.history.pushState(null, '', to), concrete(path));
    await page.waitForFunction((to) => window.location.pathname === to || window.location.pathname.startsWith('/auth/'), concrete(path));
    await settled(page);
    expect(await violacoes(page)).toEqual([]);
  });
});
