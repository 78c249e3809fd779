import type { Browser } from 'playwright-core';
import { DEMO_GESTOR, api, launchBrowser, openPage, screenshot, signInToken } from './support/browser';

jest.setTimeout(120_000);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('activity calendar', () => {
  it('a gestor drags an activity to another day and hour of the week, then moves it a day with Alt+→; at 360 px the month is a list of days', async () => {
    const token = await signInToken(DEMO_GESTOR);
    // A week of its own, years ahead of the demo's activities: Wednesday, 11 June 2031, 10:00 in São Paulo.
    const tipo = (await api<{ items: { id: string }[] }>(token, 'GET', '/tipos-servicos')).items[0]!;
    const site = (await api<{ items: { id: string }[] }>(token, 'GET', '/sites')).items[0]!;
    const responsavel = (await api<{ items: { id: string }[] }>(token, 'GET', '/atividades/responsaveis')).items[0]!;
    // Longer than a day of the month is wide: its end gives way to an ellipsis.
    const titulo = `Calibração dos instrumentos de medição ${Date.now().toString(36)}`;
    const criada = await api<{ codigo: string }>(token, 'POST', '/atividades', {
      titulo,
      tipo_servico_id: tipo.id,
      site_id: site.id,
      responsavel_id: responsavel.id,
      prioridade: 'normal',
      agendada_para: '2031-06-11T13:00:00.000Z',
    });

    const { page, errors } = await openPage(browser, { token });
    await page.goto('/atividades/lista?visao=calendario&modo=semana&data=2031-06-11');
    const chip = page.getByRole('link', { name: new RegExp(titulo) });
    await page.getByRole('group', { name: 'quarta-feira, 11 de junho de 2031 às 10:00' }).getByRole('link', { name: new RegExp(titulo) }).waitFor();
    await screenshot(page, 'calendario-semana');

    const alvo = page.getByRole('group', { name: 'quinta-feira, 12 de junho de 2031 às 14:00' });
    const de = (await chip.boundingBox())!;
    const para = (await alvo.boundingBox())!;
    const salvo = page.waitForResponse((response) => response.request().method() === 'PATCH' && response.status() === 200);
    await page.mouse.move(de.x + de.width / 2, de.y + de.height / 2);
    await page.mouse.down();
    await page.mouse.move(de.x + de.width / 2 + 20, de.y + de.height / 2 + 20, { steps: 3 });
    await page.mouse.move(para.x + para.width / 2, para.y + para.height / 2, { steps: 10 });
    await page.mouse.up();
    await salvo;
    await alvo.getByRole('link', { name: new RegExp(titulo) }).waitFor();
    expect(page.url()).toContain('/atividades/lista');

    await chip.focus();
    const movido = page.waitForResponse((response) => response.request().method() === 'PATCH' && response.status() === 200);
    await page.keyboard.press('Alt+ArrowRight');
    await movido;
    await page.getByRole('group', { name: 'sexta-feira, 13 de junho de 2031 às 14:00' }).getByRole('link', { name: new RegExp(titulo) }).waitFor();
    await page.waitForFunction((codigo) => document.activeElement?.textContent?.includes(codigo), criada.codigo);

    await page.getByRole('button', { name: 'Mês' }).click();
    await page.waitForURL(/modo=mes/);
    const dia = page.getByRole('group', { name: 'sexta-feira, 13 de junho de 2031' });
    await dia.getByRole('link', { name: new RegExp(titulo) }).waitFor();
    const cartao = (await dia.getByRole('link', { name: new RegExp(titulo) }).boundingBox())!;
    const celula = (await dia.boundingBox())!;
    expect(cartao.x + cartao.width).toBeLessThanOrEqual(celula.x + celula.width);
    expect(await dia.getByText(titulo).evaluate((texto) => getComputedStyle(texto).textOverflow === 'ellipsis' && texto.scrollWidth > texto.clientWidth)).toBe(true);
    await screenshot(page, 'calendario-mes');

    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/atividades/lista?visao=calendario&modo=mes&data=2031-06-01');
    await page.getByRole('region', { name: 'sexta-feira, 13 de junho de 2031' }).getByRole('link', { name: new RegExp(titulo) }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(page, 'calendario-mes-360');
    expect(errors).toEqual([]);
  });
});
