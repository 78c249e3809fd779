import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, mailTo, openPage, screenshot, signInToken } from './support/browser';

jest.setTimeout(90_000);

const DEMO_LEITOR = { email: 'leitor@prumo.example', password: 'prumo-demo' };

let uniques = 0;
/** A word no other test (nor another run on the same server) uses, so each test finds only its own rows. */
const unique = () => `${Date.now().toString(36)}${process.pid.toString(36)}${(uniques += 1)}`;

interface SitePage {
  items: { id: string; nome: string; ativo: boolean }[];
  total?: number;
}

async function apiSites(token: string, query: Record<string, string>): Promise<SitePage> {
  const response = await fetch(`${baseUrl()}/api/sites?${new URLSearchParams(query)}`, { headers: { authorization: `Bearer ${token}` } });
  if (response.status !== 200) throw new Error(`GET /api/sites: ${response.status} ${await response.text()}`);
  return (await response.json()) as SitePage;
}

/** Leaves the search and filter fields with Tab, as a person would to reach the rows. */
async function tabOutOfFields(page: Page): Promise<void> {
  const inField = () => page.evaluate(() => ['INPUT', 'SELECT', 'TEXTAREA'].includes(document.activeElement?.tagName ?? ''));
  for (let presses = 0; (await inField()) && presses < 10; presses += 1) await page.keyboard.press('Tab');
  expect(await inField()).toBe(false);
}

const sitesTable = (page: Page) => page.getByRole('table', { name: 'Sites' });
/** Waits until the list shows just the row named `nome` (the previous page stays on screen while the next loads). */
const onlyRow = (page: Page, nome: string) =>
  page.waitForFunction((nome) => {
    const rows = [...document.querySelectorAll('table[aria-label="Sites"] tbody tr')];
    return rows.length === 1 && rows[0]?.textContent?.includes(nome);
  }, nome);
const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first();

/** Answers the confirmation dialog "Confirmar" by keyboard: the focus starts on "Não confirmar". */
async function confirmByKeyboard(page: Page, title: string): Promise<void> {
  const question = dialog(page, title);
  await question.getByRole('button', { name: 'Não confirmar' }).waitFor();
  await page.waitForFunction(() => document.activeElement?.textContent === 'Não confirmar');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await question.waitFor({ state: 'detached' });
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('sites by keyboard alone', () => {
  it('creates, finds without accents, edits, archives and restores a site', async () => {
    const token = await signInToken();
    const word = unique();
    const nome = `São Bento ${word}`;
    const editado = `${nome} Centro`;
    const { page, errors } = await openPage(browser, { token });
    await page.goto('/sites');
    await sitesTable(page).getByRole('row').nth(1).waitFor();

    // n: a new site; the name field has the focus; Tab walks the address; Ctrl+Enter saves.
    await page.keyboard.press('n');
    await dialog(page, 'Novo site').getByRole('textbox', { name: 'Nome', exact: true }).waitFor();
    await page.keyboard.type(nome);
    await page.keyboard.press('Tab');
    await page.keyboard.type(`E2E-${word}`);
    await page.keyboard.press('Tab');
    await page.keyboard.type('01001000');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Praça da Sé');
    await page.keyboard.press('Tab');
    await page.keyboard.type('1');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Sé');
    await page.keyboard.press('Tab');
    await page.keyboard.type('São Paulo');
    await page.keyboard.press('Tab');
    await page.keyboard.type('SP');
    await screenshot(page, 'site-novo-teclado');
    await page.keyboard.press('Control+Enter');
    await toast(page, `Site criado: ${nome}`).waitFor();
    await dialog(page, 'Novo site').waitFor({ state: 'detached' });
    const [created] = (await apiSites(token, { q: word })).items;
    expect(created).toMatchObject({ nome, codigo: `E2E-${word}`, cep: '01001000', cidade: 'São Paulo', uf: 'SP', bairro: 'Sé' });

    // /: the search, typed without accents or capitals.
    await page.keyboard.press('/');
    await page.keyboard.type(`sao bento ${word}`);
    await page.waitForURL((url) => url.searchParams.get('q') === `sao bento ${word}`);
    await onlyRow(page, nome);

    // j selects the row; e edits it.
    await tabOutOfFields(page);
    await page.keyboard.press('j');
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-selected') === 'true');
    await page.keyboard.press('e');
    const nomeField = dialog(page, `Editar site: ${nome}`).getByRole('textbox', { name: 'Nome', exact: true });
    await nomeField.waitFor();
    await page.waitForFunction(() => (document.activeElement as HTMLInputElement | null)?.name === 'nome');
    await page.keyboard.press('End');
    await page.keyboard.type(' Centro');
    await page.keyboard.press('Control+Enter');
    await toast(page, `Site salvo: ${editado}`).waitFor();
    await onlyRow(page, editado);

    // Delete archives after the confirmation; the active list no longer has it.
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-selected') === 'true');
    await page.keyboard.press('Delete');
    await confirmByKeyboard(page, `Arquivar “${editado}”?`);
    await toast(page, `Arquivado: ${editado}`).waitFor();
    await page.getByText('Nenhum resultado').waitFor();

    // Situação → Arquivados finds it; its row menu restores it.
    await page.keyboard.press('/');
    await page.keyboard.press('Tab');
    // The arrow opens the menu on the chosen option; the next arrow and Enter take the one below it.
    await page.keyboard.press('ArrowDown');
    await page.getByRole('listbox').waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('ativo') === 'false');
    await onlyRow(page, editado);
    await tabOutOfFields(page);
    await page.keyboard.press('k');
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-selected') === 'true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Restaurar' }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await confirmByKeyboard(page, `Restaurar “${editado}”?`);
    await toast(page, `Restaurado: ${editado}`).waitFor();
    await page.getByText('Nenhum resultado').waitFor();

    await page.keyboard.press('/');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowUp');
    await page.getByRole('listbox').waitFor();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => !url.searchParams.has('ativo'));
    await onlyRow(page, editado);
    await screenshot(page, 'site-restaurado');
    expect((await apiSites(token, { q: word })).items).toEqual([expect.objectContaining({ id: created?.id, nome: editado, ativo: true })]);
    expect(errors).toEqual([]);
  });
});

describe('importing sites', () => {
  const csv = (lines: string[]) => ({ name: 'sites.csv', mimeType: 'text/csv', buffer: Buffer.from(`${lines.join('\n')}\n`) });

  it('shows the refused line and writes nothing, then imports a clean file', async () => {
    const token = await signInToken();
    const word = unique();
    const header = 'nome,codigo,cidade,uf,cep';
    const good = [`Depósito Norte ${word},N-${word},Belém,PA,66010000`, `Depósito Sul ${word},S-${word},Porto Alegre,RS,90010000`];
    const { page, errors } = await openPage(browser, { token });
    await page.goto('/sites');
    await sitesTable(page).getByRole('row').nth(1).waitFor();

    await page.getByRole('button', { name: 'Importar', exact: true }).click();
    const importing = dialog(page, 'Importar sites');
    await importing.getByLabel('Arquivo de sites').setInputFiles(csv([header, good[0]!, `Depósito Leste ${word},L-${word},Recife,PE,123`]));
    const problems = importing.getByRole('table', { name: 'Problemas por linha' });
    await problems.waitFor();
    await importing.getByText('1 linha tem problemas. Nada foi gravado: corrija o arquivo e escolha-o de novo.').waitFor();
    const refused = problems.getByRole('row').nth(1).getByRole('cell');
    expect(await refused.allTextContents()).toEqual(['3', 'cep', 'CEP deve ter 8 dígitos.']);
    expect(await problems.getByRole('row').count()).toBe(2);
    expect(await importing.getByRole('button', { name: /^Importar \d+ sites?$/ }).isDisabled()).toBe(true);
    await screenshot(page, 'sites-importacao-erro');
    expect((await apiSites(token, { q: word, ativo: 'true' })).total).toBe(0);

    await importing.getByLabel('Arquivo de sites').setInputFiles(csv([header, ...good]));
    await importing.getByText('2 linhas prontas para importar.').waitFor();
    await importing.getByRole('button', { name: 'Importar 2 sites' }).click();
    await toast(page, '2 sites importados.').waitFor();
    await importing.waitFor({ state: 'detached' });
    const imported = await apiSites(token, { q: word, ordem: 'nome' });
    expect(imported.items.map((site) => site.nome)).toEqual([`Depósito Norte ${word}`, `Depósito Sul ${word}`]);
    expect(errors).toEqual([]);
  });
});

describe('inviting a member', () => {
  it('the admin invites a new e-mail; the person registers through the mailed link and enters the company', async () => {
    const email = `convidado-${unique()}@prumo.example`;
    const admin = await openPage(browser, { token: await signInToken() });
    await admin.page.goto('/usuarios');
    await admin.page.getByRole('table', { name: 'Usuários' }).waitFor();
    await admin.page.getByRole('button', { name: 'Convidar usuário' }).click();
    const invite = dialog(admin.page, 'Convidar usuário');
    await invite.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await invite.getByRole('radio', { name: /^Técnico/ }).check();
    await invite.getByRole('button', { name: 'Enviar convite' }).click();
    await toast(admin.page, `Convite enviado para ${email}.`).waitFor();
    await admin.page.getByText(email).first().waitFor();
    expect(admin.errors).toEqual([]);

    const mail = await mailTo(email);
    const link = /\/auth\/register\?convite=[^\s]+/.exec(mail)?.[0];
    expect(link).toBeDefined();

    const { page, errors } = await openPage(browser);
    await page.goto(link!);
    await page.getByText('Você foi convidado para Prumo Demonstração como Técnico. Crie sua conta para entrar.').waitFor();
    expect(await page.getByRole('textbox', { name: 'E-mail' }).inputValue()).toBe(email);
    await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Pessoa Convidada');
    await page.getByLabel('Senha', { exact: true }).fill('senha-do-convidado-42');
    await page.getByLabel('Confirme a senha', { exact: true }).fill('senha-do-convidado-42');
    await page.getByRole('button', { name: 'Criar conta e entrar na empresa' }).click();
    // A técnico lands on their own agenda.
    await page.waitForURL('**/meu-dia');
    await page.getByRole('banner').getByText('Prumo Demonstração').waitFor();
    const nav = page.getByRole('navigation', { name: 'Navegação principal' });
    await nav.getByRole('link', { name: 'Sites' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Usuários' }).count()).toBe(0);
    await screenshot(page, 'convite-aceito');
    expect(errors).toEqual([]);
  });
});

describe('a leitor', () => {
  it('sees sites and service types without any write action, and no Usuários', async () => {
    const { page, errors } = await openPage(browser, { token: await signInToken(DEMO_LEITOR) });
    await page.goto('/sites');
    await sitesTable(page).getByRole('row').nth(1).waitFor();
    const nav = page.getByRole('navigation', { name: 'Navegação principal' });
    await nav.getByRole('link', { name: 'Sites' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Usuários' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Novo site' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Importar', exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Ações de / }).count()).toBe(0);
    await page.getByRole('button', { name: 'Exportar CSV' }).waitFor();

    // n does nothing for a leitor; the next key shows the page did read the keys.
    await page.keyboard.press('n');
    await page.keyboard.press('/');
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-keyshortcuts') === '/');
    expect(new URL(page.url()).searchParams.has('novo')).toBe(false);
    expect(await page.getByRole('dialog').count()).toBe(0);

    // Opening a row shows the site read-only: no Salvar.
    await tabOutOfFields(page);
    await page.keyboard.press('j');
    await page.keyboard.press('Enter');
    const view = page.getByRole('dialog', { name: /^Site: / });
    await view.getByRole('textbox', { name: 'Nome', exact: true }).waitFor();
    expect(await view.getByRole('textbox', { name: 'Nome', exact: true }).getAttribute('readonly')).not.toBeNull();
    expect(await view.getByRole('button', { name: 'Salvar' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await view.waitFor({ state: 'detached' });
    await screenshot(page, 'sites-leitor');

    await page.goto('/tipos-servicos');
    const tipos = page.getByRole('table', { name: 'Tipos de serviço' });
    await tipos.getByRole('row').nth(1).waitFor();
    expect(await page.getByRole('button', { name: 'Novo tipo de serviço' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Ações de / }).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
