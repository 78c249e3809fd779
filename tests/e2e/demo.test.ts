import type { Browser, Page, Request } from 'playwright-core';
import { launchBrowser, openPage, screenshot, settled, signInToken } from './support/browser';

jest.setTimeout(120_000);

interface DemoScreen {
  /** What a person types in the palette: the page's name. */
  name: string;
  path: string;
  /** Waits until the screen shows the demo server's data. */
  showsData: (page: Page) => Promise<void>;
}

const atLeast = async (locator: ReturnType<Page['getByRole']>, count: number) => {
  await locator.nth(count - 1).waitFor();
  expect(await locator.count()).toBeGreaterThanOrEqual(count);
};

// The counts are the demo server's sample sizes (the template's where it gives them).
const SCREENS: DemoScreen[] = [
  { name: 'Chamados', path: '/apps/tickets', showsData: (page) => atLeast(page.getByRole('table', { name: 'Chamados' }).locator('tbody tr'), 8) },
  { name: 'Contatos', path: '/apps/contacts', showsData: (page) => atLeast(page.getByRole('list', { name: 'Contatos' }).getByRole('listitem'), 30) },
  { name: 'Notas', path: '/apps/notes', showsData: (page) => atLeast(page.getByRole('list', { name: 'Notas' }).getByRole('listitem'), 8) },
  { name: 'Loja', path: '/apps/ecommerce/shop', showsData: (page) => atLeast(page.getByRole('list', { name: 'Produtos' }).getByRole('article'), 12) },
  { name: 'Blog', path: '/apps/blog/posts', showsData: (page) => atLeast(page.getByRole('region', { name: 'Publicações' }).getByRole('article'), 9) },
  {
    name: 'Conversas',
    path: '/apps/chats',
    showsData: async (page) => {
      await atLeast(page.getByRole('list', { name: 'Conversas' }).getByRole('button'), 10);
      await atLeast(page.getByRole('log', { name: 'Mensagens' }).getByRole('listitem'), 3);
    },
  },
  {
    name: 'E-mail',
    path: '/apps/email',
    showsData: async (page) => {
      await atLeast(page.getByRole('list', { name: 'Mensagens' }).getByRole('listitem'), 1);
      await page.getByRole('list', { name: 'Mensagens' }).getByRole('button').first().click();
      await page.getByRole('document', { name: 'Conteúdo da mensagem' }).locator('p').first().waitFor();
    },
  },
  {
    name: 'Perfil',
    path: '/apps/user-profile',
    showsData: async (page) => {
      const posts = page.getByRole('region', { name: 'Publicações' }).getByRole('article');
      await atLeast(posts, 6);
      // The demo's first post always starts a discussion.
      await atLeast(posts.first().getByRole('list', { name: 'Comentários' }).getByRole('listitem'), 2);
    },
  },
  { name: 'Seguidores', path: '/apps/followers', showsData: (page) => atLeast(page.getByRole('list', { name: 'Seguidores' }).getByRole('listitem'), 20) },
  { name: 'Amigos', path: '/apps/friends', showsData: (page) => atLeast(page.getByRole('list', { name: 'Amigos' }).getByRole('listitem'), 20) },
  { name: 'Galeria', path: '/apps/gallery', showsData: (page) => atLeast(page.getByRole('list', { name: 'Galeria' }).getByRole('listitem'), 12) },
  { name: 'Idiomas', path: '/apps/languages', showsData: (page) => atLeast(page.getByRole('list', { name: 'Idiomas da demonstração' }).getByRole('listitem'), 6) },
];

const paletteInput = (page: Page) => page.getByRole('dialog', { name: 'Paleta de comandos' }).getByRole('combobox');

async function openByPalette(page: Page, name: string): Promise<void> {
  await page.keyboard.press('Control+k');
  await paletteInput(page).waitFor();
  await page.keyboard.type(name);
  // The option whose label starts with the name: typed 'Perfil' also finds 'Meu perfil', and the
  // palette lists its groups in a fixed order, so the first option is not always the one meant.
  await page.getByRole('option', { name: new RegExp(`^${name}`) }).click();
}

/** The address of every script the page loads from now on. */
function recordScripts(page: Page): Set<string> {
  const scripts = new Set<string>();
  page.on('request', (request: Request) => {
    if (request.resourceType() === 'script') scripts.add(request.url());
  });
  return scripts;
}

// Texts only Mirage (its error messages) and faker's Brazilian data carry.
const MIRAGE_MARK = 'Mirage: ';
const FAKER_MARK = 'Albuquerque';

// Each script is read again from the server: the browser drops a response's body once the page navigates away.
async function carries(scripts: Set<string>, mark: string): Promise<string[]> {
  const found: string[] = [];
  for (const url of scripts) {
    const response = await fetch(url);
    expect(response.status).toBe(200);
    if ((await response.text()).includes(mark)) found.push(url);
  }
  return found;
}

let browser: Browser;
let token: string;
beforeAll(async () => {
  browser = await launchBrowser();
  token = await signInToken();
});
afterAll(() => browser.close());

describe('the demo area in the browser', () => {
  it('opens each demo screen from the palette, each showing its data', async () => {
    const { page, errors } = await openPage(browser, { token });
    await page.goto('/atividades/lista');
    await page.getByRole('heading', { name: 'Atividades' }).first().waitFor();
    for (const screen of SCREENS) {
      await openByPalette(page, screen.name);
      await page.waitForURL(`**${screen.path}`);
      await page.getByRole('heading', { level: 1, name: screen.name }).waitFor();
      await screen.showsData(page);
      await screenshot(page, `demo${screen.path.replace(/\//g, '-')}`);
    }
    expect(errors).toEqual([]);
  });

  it('opens a product’s detail page from the shop, and the checkout from the palette shows it in the cart', async () => {
    const { page, errors } = await openPage(browser, { token });
    await page.goto('/apps/ecommerce/shop');
    const products = page.getByRole('list', { name: 'Produtos' }).getByRole('article');
    await atLeast(products, 12);
    // The demo data changes on each visit: any product in stock will do, since one sold out cannot go to the cart.
    const inStock = products.filter({ has: page.getByRole('button', { name: /^Adicionar ao carrinho/, disabled: false }) }).first();
    const link = inStock.getByRole('heading').getByRole('link');
    const title = (await link.textContent()) ?? '';
    expect(title).not.toBe('');
    await link.click();
    await page.waitForURL('**/apps/ecommerce/detail/**');

    const detail = page.getByRole('article', { name: title });
    await detail.getByRole('heading', { level: 2, name: title }).waitFor();
    await detail.getByText('Em estoque').waitFor();
    await detail.getByText(/R\$\s*\d/).first().waitFor();
    await screenshot(page, 'demo-apps-ecommerce-detail');
    await detail.getByRole('button', { name: `Adicionar ao carrinho: ${title}` }).click();

    await openByPalette(page, 'Finalizar compra');
    await page.waitForURL('**/apps/ecommerce/checkout');
    await page.getByRole('heading', { level: 1, name: 'Finalizar compra' }).waitFor();
    await page.getByRole('list', { name: 'Itens do carrinho' }).getByRole('listitem').filter({ hasText: title }).waitFor();
    await page.getByRole('region', { name: 'Resumo do pedido' }).getByText(/R\$\s*\d/).first().waitFor();
    await screenshot(page, 'demo-apps-ecommerce-checkout');
    expect(errors).toEqual([]);
  });

  it('keeps Mirage and faker out of the first page, loading them with the first demo screen', async () => {
    const { page, errors } = await openPage(browser, { token });
    const scripts = recordScripts(page);
    // Signed in, /login goes on to the first page of the app: everything it loads is recorded.
    await page.goto('/login');
    await page.waitForURL('**/atividades/lista');
    await settled(page);
    expect(scripts.size).toBeGreaterThan(0);
    expect(await carries(scripts, MIRAGE_MARK)).toEqual([]);
    expect(await carries(scripts, FAKER_MARK)).toEqual([]);
    await page.goto('/apps/tickets');
    await SCREENS[0]?.showsData(page);
    expect(await carries(scripts, MIRAGE_MARK)).not.toEqual([]);
    expect(await carries(scripts, FAKER_MARK)).not.toEqual([]);
    expect(errors).toEqual([]);
  });

  it('adds a blog comment and sends a chat message, while the app’s own API still answers beside the demo', async () => {
    const { page, errors } = await openPage(browser, { token });
    await page.goto('/apps/blog/posts');
    const firstPost = page.getByRole('region', { name: 'Publicações' }).getByRole('article').first().getByRole('link');
    const title = (await firstPost.textContent()) ?? '';
    await firstPost.click();
    await page.waitForURL('**/apps/blog/detail/**');
    const article = page.getByRole('article', { name: title });
    await article.getByRole('textbox', { name: 'Seu comentário' }).fill('Comentário pelo navegador');
    await page.keyboard.press('Control+Enter');
    await article.getByRole('list', { name: 'Comentários' }).getByRole('listitem').first().filter({ hasText: 'Comentário pelo navegador' }).waitFor();

    await openByPalette(page, 'Conversas');
    const box = page.getByRole('textbox', { name: /^Mensagem para / });
    await box.fill('Chego às 14h');
    await page.keyboard.press('Enter');
    await page.getByRole('log', { name: 'Mensagens' }).getByRole('listitem').last().filter({ hasText: 'Chego às 14h' }).waitFor();

    // The demo server answers /api/data only: the sites still come from the API host.
    await openByPalette(page, 'Sites');
    await page.getByRole('table', { name: 'Sites' }).locator('tbody tr').first().waitFor();
    expect(errors).toEqual([]);
  });
});
