import type { Browser } from 'playwright-core';
import { DEMO_GESTOR, launchBrowser, openPage, screenshot, settled, signInToken } from './support/browser';

jest.setTimeout(120_000);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const numero = (texto: string) => Number(texto.replace(/\D/g, ''));

describe('painel', () => {
  it('a gestor opens it from the palette, a figure opens the list with the same count, and a chart’s table holds its numbers', async () => {
    const { page, errors } = await openPage(browser, { token: await signInToken(DEMO_GESTOR) });
    await page.goto('/atividades/lista');
    await page.getByRole('heading', { level: 1, name: 'Atividades' }).waitFor();
    await page.keyboard.press('Control+k');
    // The palette's code comes with that first key: what is typed before its field shows goes elsewhere.
    await page.getByRole('dialog', { name: 'Paleta de comandos' }).getByRole('combobox').waitFor();
    await page.keyboard.type('painel');
    await page.getByRole('option', { name: /^Painel/, selected: true }).waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/painel$/);
    const figuras = page.getByRole('list', { name: 'Números do período' });
    await figuras.waitFor();
    await settled(page);
    await screenshot(page, 'painel');

    // The series' table: its concluded activities, step by step, add up to the figure.
    const concluidas = figuras.getByRole('link', { name: /^Concluídas/ });
    const naFigura = numero(await concluidas.locator('.MuiTypography-h4').innerText());
    expect(naFigura).toBeGreaterThan(0);
    const serie = page.getByRole('region', { name: 'Conformidade ao longo do tempo' });
    await serie.getByRole('button', { name: 'Tabela' }).click();
    const porPasso = await serie.getByRole('table').locator('tbody tr td:last-child').allInnerTexts();
    expect(porPasso.reduce((soma, texto) => soma + numero(texto), 0)).toBe(naFigura);

    // By site: one bar per row with a conformidade, named as the row (the axis may shorten a name).
    const porSite = page.getByRole('region', { name: 'Conformidade por site' });
    const barras = await porSite.locator('.MuiBarChart-element').count();
    const nomesNoEixo = await porSite.locator('.MuiChartsAxis-directionY .MuiChartsAxis-tickLabel').allTextContents();
    await porSite.getByRole('button', { name: 'Tabela' }).focus();
    await page.keyboard.press('Enter');
    const linhas = porSite.getByRole('table').locator('tbody tr');
    await linhas.first().waitFor();
    const nomes = await linhas.locator('th').allInnerTexts();
    const conformidades = await linhas.locator('td:last-child').allInnerTexts();
    expect(nomesNoEixo.length).toBe(nomes.length);
    nomesNoEixo.forEach((noEixo, indice) => expect(nomes[indice]).toContain(noEixo.replace(/…$/, '')));
    expect(barras).toBe(conformidades.filter((texto) => texto !== '—').length);

    await concluidas.click();
    await page.waitForURL(/\/atividades\/lista\?.*status=concluida/);
    // The list counts when its foot comes into view.
    await page.getByRole('status').filter({ hasText: /^Exibindo/ }).scrollIntoViewIfNeeded();
    await page.getByText(new RegExp(`^Exibindo \\d+ de ${naFigura}$`)).waitFor();
    expect(errors).toEqual([]);
  });
});
