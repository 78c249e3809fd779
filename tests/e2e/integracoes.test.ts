import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, openPage, screenshot, signInToken } from './support/browser';

jest.setTimeout(90_000);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

async function statusDasSites(token: string): Promise<number> {
  const response = await fetch(`${baseUrl()}/api/sites`, { headers: { authorization: `Bearer ${token}` } });
  return response.status;
}

describe('Configurações → Integrações, by keyboard alone', () => {
  it('creates an API token from the palette, shows it once, and revokes it', async () => {
    const nome = `ERP ${Date.now().toString(36)}`;
    const { page, errors } = await openPage(browser, { token: await signInToken() });
    await page.goto('/configuracoes');
    await page.getByRole('heading', { name: 'Integrações' }).waitFor();

    await page.keyboard.press('Control+k');
    await page.getByRole('dialog', { name: 'Paleta de comandos' }).getByRole('combobox').waitFor();
    await page.keyboard.type('novo token de api');
    await page.keyboard.press('Enter');
    const novo = dialog(page, 'Novo token de API');
    await novo.getByRole('textbox', { name: 'Nome' }).waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute('type') === 'text');
    await page.keyboard.type(nome);
    await page.keyboard.press('Enter');

    const campo = dialog(page, 'Token criado').getByRole('textbox', { name: `Token de ${nome}` });
    await campo.waitFor();
    await dialog(page, 'Token criado').getByText('ele não será mostrado de novo').waitFor();
    const token = await campo.inputValue();
    expect(token).toMatch(/^prumo_/);
    await screenshot(page, 'token-criado');
    expect(await statusDasSites(token)).toBe(200);

    await page.keyboard.press('Escape');
    await dialog(page, 'Token criado').waitFor({ state: 'detached' });
    const linha = page.getByRole('row').filter({ hasText: nome });
    await linha.waitFor();
    expect(await linha.textContent()).toContain('Leitor');
    expect(await page.content()).not.toContain(token);
    const axe = await new AxeBuilder({ page }).include('#integracoes').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);

    await page.getByRole('button', { name: `Revogar o token ${nome}` }).focus();
    await page.keyboard.press('Enter');
    const pergunta = dialog(page, `Revogar o token ${nome}?`);
    await pergunta.getByRole('button', { name: 'Não confirmar' }).waitFor();
    await page.waitForFunction(() => document.activeElement?.textContent === 'Não confirmar');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await linha.waitFor({ state: 'detached' });
    expect(await statusDasSites(token)).toBe(401);
    expect(errors).toEqual([]);
  });
});
