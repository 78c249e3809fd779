import type { Browser, Page } from 'playwright-core';
import { api, launchBrowser, openPage, screenshot, settled, signInToken } from './support/browser';
import { FIELD_MIN, squeezed } from './support/squeezed';

jest.setTimeout(120_000);

interface Ids {
  site: string;
  tipo: string;
  membro: string;
  atividade: string;
  questionario: string;
}

interface Editor {
  dialog: string | RegExp;
  path: (ids: Ids) => string;
  /** Opens the dialog once the page is drawn, for an editor the address alone does not open. */
  open?: (page: Page) => Promise<void>;
  /** Its fields sit at least this wide on a 1440 px screen. */
  wide?: number;
}

const EDITORES: Record<string, Editor> = {
  'Novo site': { dialog: 'Novo site', path: () => '/sites?novo=1', wide: 200 },
  'Novo tipo de serviço': { dialog: 'Novo tipo de serviço', path: () => '/tipos-servicos?novo=1' },
  'Convidar usuário': { dialog: 'Convidar usuário', path: () => '/usuarios?novo=1' },
  'Nova atividade': { dialog: 'Nova atividade', path: () => '/atividades/lista?novo=1' },
  'Novo questionário': { dialog: 'Novo questionário', path: () => '/questionarios?novo=1' },
  'Nova ação corretiva': { dialog: 'Nova ação corretiva', path: () => '/acoes?novo=1' },
  'Editar site': { dialog: /^Editar site: /, path: ({ site }) => `/sites?abrir=${site}`, wide: 200 },
  'Editar tipo de serviço': { dialog: /^Editar tipo de serviço: /, path: ({ tipo }) => `/tipos-servicos?abrir=${tipo}` },
  Membro: { dialog: 'Beatriz Souza', path: ({ membro }) => `/usuarios?abrir=${membro}` },
  'Editor de questionário': { dialog: 'Checklist de manutenção preventiva', path: ({ questionario }) => `/questionarios?editar=${questionario}` },
  'Editar atividade': {
    dialog: /^Editar AT-/,
    path: ({ atividade }) => `/atividades/detalhes/${atividade}`,
    open: (page) => page.getByRole('button', { name: 'Editar', exact: true }).click(),
  },
};

let browser: Browser;
let token: string;
let ids: Ids;
beforeAll(async () => {
  browser = await launchBrowser();
  token = await signInToken();
  const first = async (caminho: string) => (await api<{ items: { id: string }[] }>(token, 'GET', caminho)).items[0]!.id;
  ids = {
    site: await first('/sites?limite=1'),
    tipo: await first('/tipos-servicos?limite=1'),
    membro: await first('/usuarios?papel=leitor&limite=1'),
    atividade: await first('/atividades?status=agendada&limite=1'),
    questionario: await first(`/questionarios?limite=1&q=${encodeURIComponent('Checklist de manutenção preventiva')}`),
  };
});
afterAll(() => browser.close());

describe.each([
  { width: 360, height: 800 },
  { width: 1440, height: 900 },
])('every editor dialog at $width px: no field narrower than 120 px and nothing scrolling sideways', (viewport) => {
  let page: Page;
  let errors: string[];
  beforeAll(async () => {
    ({ page, errors } = await openPage(browser, { token, viewport }));
    await page.goto('/atividades/lista');
    await settled(page);
  });
  afterAll(() => page.context().close());

  it.each(Object.keys(EDITORES))('%s', async (nome) => {
    const editor = EDITORES[nome]!;
    // Moves as a link does, without loading the app again; each editor is on another page than the one before.
    await page.evaluate((to) => window.history.pushState(null, '', to), editor.path(ids));
    await editor.open?.(page);
    const dialog = page.getByRole('dialog', { name: editor.dialog });
    await settled(page, dialog);
    const min = viewport.width >= 1440 && editor.wide ? editor.wide : FIELD_MIN;
    expect(await squeezed(dialog, min)).toEqual([]);
    if (editor.wide) await screenshot(page, `${nome.toLowerCase().replace(/ /g, '-')}-${viewport.width}`);
    expect(errors).toEqual([]);
  });
});

describe('the questionnaire builder on a phone', () => {
  it('stacks the outline, the editor and the preview, none drawn over another', async () => {
    const { page, errors } = await openPage(browser, { token, viewport: { width: 360, height: 740 } });
    await page.goto(`/questionarios?editar=${ids.questionario}`);
    const dialog = page.getByRole('dialog', { name: 'Checklist de manutenção preventiva' });
    await settled(page, dialog);
    const caixas = await Promise.all(
      [dialog.getByRole('navigation', { name: 'Estrutura' }), dialog.getByRole('region', { name: 'Editor do item selecionado' }), dialog.getByRole('region', { name: /^Prévia/ })].map(
        async (parte) => (await parte.boundingBox())!,
      ),
    );
    for (const [acima, abaixo] of [[caixas[0]!, caixas[1]!], [caixas[1]!, caixas[2]!]] as const) {
      expect(acima.y + acima.height).toBeLessThanOrEqual(abaixo.y + 1);
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
