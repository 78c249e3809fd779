import type { Browser } from 'playwright-core';
import { DEMO_GESTOR, choose, launchBrowser, openPage, screenshot, signInToken } from './support/browser';

jest.setTimeout(120_000);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('corrective actions', () => {
  it('a gestor opens them from the sidebar, raises one by hand, starts and resolves it, and reads it in the histórico', async () => {
    const token = await signInToken(DEMO_GESTOR);
    const { page, errors } = await openPage(browser, { token });
    await page.goto('/atividades/lista');
    await page.getByRole('navigation').getByRole('link', { name: 'Ações corretivas' }).click();
    await page.waitForURL(/\/acoes$/);
    await page.getByRole('heading', { level: 1, name: 'Ações corretivas' }).waitFor();

    await page.getByRole('button', { name: 'Nova ação' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Nova ação corretiva' });
    const titulo = `Trocar o extintor ${Date.now().toString(36)}`;
    await dialog.getByRole('textbox', { name: /^Título/ }).fill(titulo);
    await choose(page, 'Responsável', 'rafael');
    await choose(page, 'Site', 'loja');
    await dialog.getByRole('textbox', { name: 'Descrição' }).fill('Extintor da cozinha vencido.');
    await page.keyboard.press('Control+Enter');
    await page.waitForURL(/\/acoes\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { level: 1, name: titulo }).waitFor();

    await page.getByRole('button', { name: 'Iniciar' }).click();
    await page.getByText(/^Ação AC-\d{6} iniciada\.$/).waitFor();
    await page.getByRole('button', { name: 'Resolver' }).click();
    const resolver = page.getByRole('dialog', { name: /^Resolver AC-\d{6}\?$/ });
    await resolver.getByRole('textbox', { name: 'O que foi feito' }).fill('Extintor trocado por um novo, com lacre.');
    await resolver.getByRole('button', { name: 'Resolver' }).click();
    await page.getByText(/^Ação AC-\d{6} resolvida\. Falta verificar a correção\.$/).waitFor();

    const historico = page.getByRole('list', { name: 'Histórico da ação' });
    await historico.getByText('Resolveu a ação').waitFor();
    expect(await historico.locator('li > p:first-of-type').allTextContents()).toEqual([
      'Resolveu a ação',
      'Iniciou a ação',
      'Criou a ação',
    ]);
    await historico.getByText('O que foi feito: Extintor trocado por um novo, com lacre.').waitFor();
    // The gestor may now check the fix, or reopen or cancel it.
    expect(await page.getByRole('group', { name: 'Ações sobre a ação corretiva' }).getByRole('button').allTextContents()).toEqual([
      'Verificar',
      'Reabrir',
      'Cancelar ação',
    ]);
    await screenshot(page, 'acao-resolvida');

    // The palette finds it by its título.
    await page.keyboard.press('Control+k');
    await page.keyboard.type(titulo.split(' ').at(-1)!);
    await page.getByRole('option', { name: new RegExp(titulo) }).waitFor();
    expect(errors).toEqual([]);
  });
});
