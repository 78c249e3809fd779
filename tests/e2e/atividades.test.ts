import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { proxyRodizio } from '../support/proxyRodizio';
import { DEMO_GESTOR, DEMO_TECNICO, api, baseUrl, choose, launchBrowser, openPage, screenshot, signInToken } from './support/browser';

jest.setTimeout(120_000);

/** Focus leaves any field, so the page's single-key shortcuts answer. */
const blur = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('activities', () => {
  it('a gestor filters the list by status by keyboard, schedules an activity and lands on its page', async () => {
    const token = await signInToken(DEMO_GESTOR);
    const { page, errors } = await openPage(browser, { token });
    await page.goto('/atividades/lista');
    const table = page.getByRole('table', { name: 'Atividades' });
    await table.getByRole('row').nth(1).waitFor();

    // Status: Enter opens the options, Space ticks the first (Agendada), Esc closes.
    await page.getByRole('combobox', { name: /^Status/ }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('listbox').waitFor();
    await page.keyboard.press('Space');
    await page.keyboard.press('Escape');
    await page.waitForURL(/status=agendada/);
    await page.waitForFunction(() => {
      const rows = [...document.querySelectorAll('table[aria-label="Atividades"] tbody tr')];
      return rows.length > 0 && rows.every((row) => row.textContent?.includes('Agendada'));
    });

    // The export, from the palette, takes the same filters: every row of the file is an Agendada one.
    await blur(page);
    await page.keyboard.press('Control+k');
    await page.keyboard.type('exportar ativ');
    await page.keyboard.press('Enter');
    const exportar = page.getByRole('dialog', { name: 'Exportar atividades' });
    const [download] = await Promise.all([page.waitForEvent('download'), exportar.getByRole('button', { name: 'Exportar' }).click()]);
    expect(download.suggestedFilename()).toBe('atividades.csv');
    const [cabecalho, ...linhas] = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '').trim().split('\r\n').map((linha) => linha.split(';'));
    expect(cabecalho!.slice(0, 4)).toEqual(['Número', 'Código', 'Título', 'Situação']);
    expect(linhas.length).toBeGreaterThan(0);
    expect([...new Set(linhas.map((linha) => linha[3]))]).toEqual(['Agendada']);

    await blur(page);
    await page.keyboard.press('n');
    await page.getByRole('dialog', { name: 'Nova atividade' }).waitFor();
    await page.keyboard.type(`Troca de filtros ${Date.now().toString(36)}`);
    await choose(page, 'Tipo de serviço', 'manut');
    await choose(page, 'Site', 'loja');
    await choose(page, 'Responsável', 'rafael');
    await screenshot(page, 'nova-atividade');
    await page.keyboard.press('Control+Enter');
    await page.waitForURL(/\/atividades\/detalhes\/[0-9a-f-]{36}$/);
    expect(errors).toEqual([]);
  });

  it('in Portuguese the dates read dd/mm/aaaa, and an activity scheduled through the picker keeps the company’s clock from a browser in another zone', async () => {
    const token = await signInToken(DEMO_GESTOR);
    const { page, errors } = await openPage(browser, { token, timezoneId: 'Asia/Tokyo' });
    await page.goto('/atividades/lista?novo=1');
    const dialog = page.getByRole('dialog', { name: 'Nova atividade' });
    const prazo = dialog.getByRole('group', { name: 'Prazo' });
    await prazo.waitFor();
    expect(await prazo.getByRole('spinbutton').allTextContents()).toEqual(['DD', 'MM', 'AAAA', 'hh', 'mm']);
    const titulo = `Vistoria ${Date.now().toString(36)}`;
    await dialog.getByRole('textbox', { name: /^Título/ }).fill(titulo);
    await choose(page, 'Tipo de serviço', 'manut');
    await choose(page, 'Site', 'loja');
    await choose(page, 'Responsável', 'rafael');

    // Typed in the language's order, day first.
    const agendada = dialog.getByRole('group', { name: /^Agendada para/ });
    const digitar = async (campo: typeof agendada, digitos: string) => {
      await campo.getByRole('spinbutton', { name: 'Dia' }).click();
      await page.keyboard.press('Control+a');
      await page.keyboard.press('Backspace');
      await page.keyboard.type(digitos);
    };
    await digitar(agendada, '150720310930');
    expect(await agendada.locator('input').inputValue()).toBe('15/07/2031 09:30');

    // Then picked from the calendar, which opens on that month, and the clock.
    await agendada.getByRole('button').click();
    const seletor = page.getByRole('dialog', { name: /^Agendada para/ });
    await seletor.getByRole('gridcell', { name: '20' }).click();
    await screenshot(page, 'nova-atividade-seletor-de-data', false);
    await seletor.getByRole('option', { name: '18 horas' }).click();
    await seletor.getByRole('option', { name: '15 minutos' }).click();
    await seletor.getByRole('button', { name: 'OK' }).click();
    expect(await agendada.locator('input').inputValue()).toBe('20/07/2031 18:15');
    await digitar(prazo, '210720311200');

    await page.keyboard.press('Control+Enter');
    await page.waitForURL(/\/atividades\/detalhes\/[0-9a-f-]{36}$/);
    const id = page.url().split('/').pop()!;
    const criada = await api<{ agendada_para: string; prazo: string }>(token, 'GET', `/atividades/${id}`);
    // São Paulo's clock, the demo company's zone, whatever the browser's.
    expect([criada.agendada_para, criada.prazo]).toEqual(['2031-07-20T21:15:00.000Z', '2031-07-21T15:00:00.000Z']);
    expect(errors).toEqual([]);
  });

  it('a técnico on a phone opens on their own activities, with the filters behind a button and nothing wider than 360 px', async () => {
    const { page, errors } = await openPage(browser, { token: await signInToken(DEMO_TECNICO), viewport: { width: 360, height: 740 } });
    await page.goto('/atividades/lista');
    const primeira = page.getByRole('table', { name: 'Atividades' }).getByRole('row').nth(1);
    await primeira.waitFor();
    // A fact on the card says what it is ("Site Loja …"); the status chip says it by itself.
    expect(await primeira.innerText()).toMatch(/(^|\n)Site\s+\S/);
    expect(await page.getByRole('switch', { name: 'Minhas atividades' }).isVisible()).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(page, 'atividades-lista-celular');
    // Each row is a card here, and the keys move over them as over a desktop's rows; the row's menu is the next Tab.
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    await page.waitForFunction(() => document.activeElement === document.querySelector('table[aria-label="Atividades"] tbody tr:nth-child(2)'));
    await page.keyboard.press('Tab');
    const menu = await page.evaluate(() => {
      const { left, right } = document.activeElement!.getBoundingClientRect();
      return { nome: document.activeElement!.getAttribute('aria-label'), dentro: left >= 0 && right <= window.innerWidth };
    });
    expect(menu).toEqual({ nome: expect.stringMatching(/^Ações de AT-\d+/), dentro: true });
    await page.getByRole('button', { name: 'Filtros' }).click();
    expect(await page.getByRole('switch', { name: 'Minhas atividades' }).isChecked()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(page, 'atividades-lista-celular-filtros');
    expect(errors).toEqual([]);
  });
});

describe('the activities table on a laptop', () => {
  /** How much wider the table is than the box that holds it: more than 0 means scrolling sideways. */
  const overflow = (page: Page) =>
    page.evaluate(() => {
      const table = document.querySelector('table[aria-label="Atividades"]') as HTMLElement;
      return table.scrollWidth - (table.parentElement as HTMLElement).clientWidth;
    });

  it('fits beside the sidebar at 1440 and 1536 px, with the overdue mark beside the status instead of a Prazo column; 1920 px shows the Prazo', async () => {
    const { page, errors } = await openPage(browser, { token: await signInToken(DEMO_GESTOR) });
    await page.goto('/atividades/lista?atrasadas=1');
    const table = page.getByRole('table', { name: 'Atividades' });
    const firstRow = table.getByRole('row').nth(1);
    const prazo = table.getByRole('columnheader', { name: 'Prazo' });
    // The status cell's mark comes first in the row, the Prazo cell's second.
    const [nextToStatus, inPrazo] = [firstRow.getByText('Atrasada').first(), firstRow.getByText('Atrasada').nth(1)];
    await firstRow.waitFor();
    for (const width of [1440, 1536]) {
      await page.setViewportSize({ width, height: 900 });
      await prazo.waitFor({ state: 'hidden' });
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      expect(await nextToStatus.isVisible()).toBe(true);
    }
    await screenshot(page, 'atividades-lista-1536');

    await page.setViewportSize({ width: 1920, height: 1000 });
    await prazo.waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await nextToStatus.isVisible()).toBe(false);
    expect(await inPrazo.isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('a list whose live stream was cut hears, once it reconnects, the change made meanwhile, without reloading', async () => {
    const servidor = new URL(baseUrl());
    const proxy = await proxyRodizio(() => [Number(servidor.port)]);
    try {
      const gestor = await signInToken(DEMO_GESTOR);
      // An activity of its own, alone on the list through the search: the other browser files
      // share this server and change the demo's activities meanwhile.
      const titulo = `Troca de filtros ${Date.now().toString(36)}`;
      const tipo = (await api<{ items: { id: string }[] }>(gestor, 'GET', '/tipos-servicos')).items[0]!;
      const site = (await api<{ items: { id: string }[] }>(gestor, 'GET', '/sites')).items[0]!;
      const responsavel = (await api<{ items: { id: string }[] }>(gestor, 'GET', '/atividades/responsaveis?q=Rafael')).items[0]!;
      const criada = await api<{ id: string; versao: number }>(gestor, 'POST', '/atividades', {
        titulo,
        tipo_servico_id: tipo.id,
        site_id: site.id,
        responsavel_id: responsavel.id,
        prioridade: 'normal',
        agendada_para: '2032-05-10T13:00:00.000Z',
      });
      const { page, errors } = await openPage(browser, { token: gestor, baseURL: proxy.url });
      await page.goto(`/atividades/lista?q=${encodeURIComponent(titulo)}`);
      await page.getByRole('main').getByText(titulo, { exact: true }).first().waitFor();
      await page.evaluate(() => ((window as unknown as { semRecarregar: boolean }).semRecarregar = true));

      // A first change heard on the row: the stream is open and the screen holds an event's id.
      const ouvida = await api<{ versao: number }>(gestor, 'PATCH', `/atividades/${criada.id}`, { titulo: `${titulo} (1)`, versao: criada.versao });
      await page.getByRole('main').getByText(`${titulo} (1)`, { exact: true }).first().waitFor({ timeout: 30_000 });

      // The signal is lost; meanwhile someone else renames the activity, straight on the server.
      proxy.cortar();
      const novoTitulo = `${titulo} (renomeada enquanto o stream caiu)`;
      await api(gestor, 'PATCH', `/atividades/${criada.id}`, { titulo: novoTitulo, versao: ouvida.versao });
      proxy.religar();

      // The stream comes back naming the last event it heard, and the server tells the one it missed.
      await page.getByRole('main').getByText(novoTitulo, { exact: true }).first().waitFor({ timeout: 30_000 });
      expect(await page.evaluate(() => (window as unknown as { semRecarregar?: boolean }).semRecarregar)).toBe(true);
      expect(errors.filter((erro) => !erro.includes('net::ERR'))).toEqual([]);
    } finally {
      await proxy.close();
    }
  });
});
