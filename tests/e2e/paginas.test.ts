import type { Browser, Page } from 'playwright-core';
import type { AcaoCreateBody, AcaoLista } from '#contract/acoes';
import type { AtividadeLista } from '#contract/atividade';
import type { User } from '#contract/auth';
import type { SiteLista } from '#contract/sites';
import { PRIVATE_ROUTES, PUBLIC_ROUTES, type AppRoute } from '../../src/app/routes';
import { MEU_DIA_PATH } from '../../src/app/caminhos';
import { api, DEMO_ADMIN, DEMO_TECNICO, launchBrowser, openPage, settled, signInToken, type TrackedPage } from './support/browser';
import { FIELD_MIN, squeezed } from './support/squeezed';

jest.setTimeout(120_000);

const VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 1440, height: 900 },
];

type Pessoa = 'ninguem' | 'admin' | 'tecnico';

/** Who opens the page: signed out for the public ones, the técnico their own agenda, the admin (who may open every page) the rest. */
const pessoaDa = (route: AppRoute): Pessoa => (route.access === 'public' ? 'ninguem' : route.path === MEU_DIA_PATH ? 'tecnico' : 'admin');

/** A record of the demo company for each of the route table's parameters (`:atividade_id`…). */
type Parametros = Record<string, (page: Page) => Promise<string>>;

/**
 * Moves as a link does, without loading the app again, and waits for the page's first drawing (its
 * code, or its data, busy): the app draws the new address a moment after it changes.
 */
async function irPara(page: Page, to: string): Promise<void> {
  await page.evaluate(async (to) => {
    window.history.pushState(null, '', to);
    await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
  }, to);
  await settled(page);
}

/** The first link of a demo list page, whose records the demo server makes up in the browser at each visit. */
const primeiroLink = (lista: string, prefixo: string) => async (page: Page) => {
  await irPara(page, lista);
  const link = page.locator(`main a[href^="${prefixo}"]`).first();
  await link.waitFor();
  return decodeURIComponent((await link.getAttribute('href'))!.slice(prefixo.length));
};

let browser: Browser;
let parametros: Parametros;
const abertas = new Map<Pessoa, Promise<TrackedPage>>();

/** The demo company's first corrective action, raised by the admin when it has none yet. */
async function umaAcao(token: string): Promise<string> {
  const [acao] = (await api<AcaoLista>(token, 'GET', '/acoes?limite=1')).items;
  if (acao) return acao.id;
  const { user } = await api<{ user: User }>(await signInToken(DEMO_TECNICO), 'POST', '/auth/check');
  const [site] = (await api<SiteLista>(token, 'GET', '/sites?limite=1')).items;
  const body: AcaoCreateBody = { titulo: 'Trocar o extintor da recepção', prioridade: 'normal', responsavel_id: user.id, site_id: site!.id };
  return (await api<{ id: string }>(token, 'POST', '/acoes', body)).id;
}

beforeAll(async () => {
  browser = await launchBrowser();
  const token = await signInToken(DEMO_ADMIN);
  const atividades = async (filtro: string) => (await api<AtividadeLista>(token, 'GET', `/atividades?limite=1${filtro}`)).items[0]!.id;
  const relatorio = await api<{ token: string }>(token, 'POST', `/atividades/${await atividades('&status=concluida')}/relatorio/links`, {});
  const valores = { atividade_id: await atividades(''), acao_id: await umaAcao(token), token: relatorio.token };
  parametros = {
    ...Object.fromEntries(Object.entries(valores).map(([nome, valor]) => [nome, async () => valor])),
    slug: primeiroLink('/apps/blog/posts', '/apps/blog/detail/'),
    id: primeiroLink('/apps/ecommerce/shop', '/apps/ecommerce/detail/'),
  };
});
afterAll(() => browser.close());

/** One tab per person for the whole file: each page is reached as a link reaches it, without loading the app again. */
function aberta(pessoa: Pessoa): Promise<TrackedPage> {
  let tab = abertas.get(pessoa);
  if (!tab) {
    tab = (async () => {
      const token = pessoa === 'ninguem' ? undefined : await signInToken(pessoa === 'admin' ? DEMO_ADMIN : DEMO_TECNICO);
      const tracked = await openPage(browser, { token, duraOArquivo: true });
      await tracked.page.goto(pessoa === 'ninguem' ? '/' : pessoa === 'tecnico' ? MEU_DIA_PATH : '/atividades/lista');
      await settled(tracked.page);
      return tracked;
    })();
    abertas.set(pessoa, tab);
  }
  return tab;
}

async function endereco(route: AppRoute, page: Page): Promise<string> {
  let path = route.path;
  for (const [, nome] of route.path.matchAll(/:(\w+)/g)) {
    const valor = parametros[nome!];
    if (!valor) throw new Error(`nenhum registro de demonstração para o parâmetro :${nome} de ${route.path}`);
    path = path.replace(`:${nome}`, encodeURIComponent(await valor(page)));
  }
  return path;
}

const ROTAS = [...PUBLIC_ROUTES, ...PRIVATE_ROUTES];

describe.each(VIEWPORTS)('every page at $width px: no form field narrower than 120 px, no sideways scrolling, no error', (viewport) => {
  it.each(ROTAS.map((route) => [route.path, route] as const))('%s', async (_, route) => {
    const { page, errors } = await aberta(pessoaDa(route));
    await page.setViewportSize(viewport);
    const antes = errors.length;
    const to = await endereco(route, page);
    await irPara(page, to);
    // The page itself, not the sign-in page or "not found" it could have been sent to.
    expect(new URL(page.url()).pathname).toBe(to);
    expect(await squeezed(page.locator('body'), FIELD_MIN, { caixas: false })).toEqual([]);
    expect(errors.slice(antes)).toEqual([]);
  });
});
