import type { Browser, Page } from 'playwright-core';
import type { Atividade, AtividadeLista, HistoricoLista } from '#contract/atividade';
import { DEMO_TECNICO, api, launchBrowser, openPage, screenshot, signInToken } from './support/browser';

jest.setTimeout(180_000);

const PHONE = { width: 360, height: 740 };
const TITULO = 'Manutenção preventiva da câmara fria';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** A 4000 × 3000 JPEG drawn in the page, as a phone's camera hands it over. */
async function fotoDoCelular(page: Page): Promise<Buffer> {
  const bytes = await page.evaluate(async () => {
    const tela = new OffscreenCanvas(4000, 3000);
    const contexto = tela.getContext('2d')!;
    contexto.fillStyle = '#1565c0';
    contexto.fillRect(0, 0, 4000, 3000);
    const blob = await tela.convertToBlob({ type: 'image/jpeg', quality: 0.92 });
    return Array.from(new Uint8Array(await blob.arrayBuffer()));
  });
  return Buffer.from(bytes);
}

async function assinar(page: Page) {
  const pad = page.getByRole('img', { name: 'Área para assinar com o dedo, uma caneta ou o mouse' });
  await pad.scrollIntoViewIfNeeded();
  const caixa = (await pad.boundingBox())!;
  await page.mouse.move(caixa.x + 20, caixa.y + caixa.height * 0.7);
  await page.mouse.down();
  for (const [x, y] of [[0.3, 0.2], [0.5, 0.8], [0.8, 0.4]] as const) {
    await page.mouse.move(caixa.x + caixa.width * x, caixa.y + caixa.height * y, { steps: 5 });
  }
  await page.mouse.up();
  await page.getByRole('button', { name: 'Confirmar assinatura' }).click();
}

it('sends what a técnico answered, photographed, signed and concluded offline once the connection returns, with no activity page open', async () => {
  const token = await signInToken(DEMO_TECNICO);
  const { items } = await api<AtividadeLista>(token, 'GET', `/atividades?q=${encodeURIComponent(TITULO)}&minhas=true`);
  const atividade = items.find((item) => item.titulo === TITULO && item.status === 'em_andamento');
  if (!atividade) throw new Error(`a atividade de demonstração "${TITULO}" não está em andamento para o técnico`);

  // One online visit, so that the app's worker holds every page for the offline ones.
  const { page, errors } = await openPage(browser, { token, viewport: PHONE, serviceWorkers: 'allow' });
  const context = page.context();
  await page.goto(`/atividades/detalhes/${atividade.id}`);
  await page.getByRole('heading', { level: 1, name: TITULO }).waitFor();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.locator('header').getByText('Em andamento', { exact: true }).waitFor();

  await context.setOffline(true);
  await page.getByRole('textbox', { name: /TAG ou número de série/ }).fill('CF-02');
  await page.getByRole('radiogroup', { name: /Tipo de equipamento/ }).getByRole('radio', { name: 'Split', exact: true }).check();
  await page.getByRole('status', { name: 'Andamento do questionário' }).getByText('Não enviado: sem conexão').waitFor();
  await page.getByLabel('Fotos da galeria').setInputFiles({ name: 'placa.jpg', mimeType: 'image/jpeg', buffer: await fotoDoCelular(page) });
  await page.getByText('placa.jpg: guardada neste aparelho, será enviada assim que possível.').waitFor();
  await page.getByRole('radio', { name: '4 de 5' }).focus();
  await page.keyboard.press('Space');
  await page.getByRole('radiogroup', { name: /Os filtros estavam limpos/ }).getByRole('radio', { name: 'Sim', exact: true }).check();
  await page.getByRole('radiogroup', { name: /Há vazamento/ }).getByRole('radio', { name: 'Não', exact: true }).check();
  await page.getByRole('spinbutton', { name: /Corrente medida/ }).fill('8.5');
  await page.getByRole('group', { name: /Ruídos ou vibrações/ }).getByRole('checkbox', { name: 'Nenhum' }).check();
  await page.getByRole('group', { name: /Data sugerida para a próxima/ }).getByRole('spinbutton', { name: 'Dia' }).click();
  await page.keyboard.type('01122026');
  await assinar(page);
  await page.getByText('assinatura.png: guardada neste aparelho, será enviada assim que possível.').waitFor();
  // Offline is not a failure: nothing says so.
  expect(await page.getByText(/não pôde ser enviada|falhou/i).count()).toBe(0);
  await screenshot(page, 'atividade-offline-celular');

  await page.getByRole('button', { name: 'Concluir' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar', exact: true }).click();
  await page.locator('header').getByText('Concluída', { exact: true }).waitFor();
  await page.getByRole('region', { name: 'Envios pendentes' }).getByText('Não enviado').waitFor();

  // Away from the activity, then the page closed: nothing is left open that knows about it.
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('link', { name: 'Meu dia' }).click();
  await page.waitForURL('**/meu-dia');
  await page.close();

  const depois = await context.newPage();
  await depois.goto('/meu-dia');
  const contagem = depois.getByRole('status', { name: /envios pendentes/ });
  await contagem.waitFor();
  await contagem.getByRole('button').click();
  const lista = depois.getByRole('dialog', { name: 'Envios pendentes' });
  for (const nome of ['Foto placa.jpg', 'Assinatura', 'Respostas do questionário', 'Concluir']) await lista.getByText(nome, { exact: true }).waitFor();
  await lista.getByText(/as fotos ocupam/).waitFor();
  // In the order they go: the photo chosen before the signature, the answers that name both, then the conclusion.
  expect(await lista.getByRole('listitem').evaluateAll((itens) => itens.map((item) => item.firstElementChild?.firstElementChild?.textContent))).toEqual([
    'Foto placa.jpg',
    'Assinatura',
    'Respostas do questionário',
    'Concluir',
  ]);
  await depois.waitForFunction(() => [...document.querySelectorAll('.MuiPopover-paper')].every((papel) => getComputedStyle(papel).opacity === '1'));
  await screenshot(depois, 'envios-pendentes-celular');
  await depois.setViewportSize({ width: 1440, height: 900 });
  await screenshot(depois, 'envios-pendentes-computador');
  await depois.keyboard.press('Escape');

  await context.setOffline(false);
  await contagem.waitFor({ state: 'detached' });

  const enviada = await api<Atividade>(token, 'GET', `/atividades/${atividade.id}`);
  expect(enviada.status).toBe('concluida');
  expect(enviada.respostas).toMatchObject({ tag: 'CF-02', equipamento: { opcoes: ['equipamento-split'] }, 'estado-geral': 4, 'filtros-limpos': 'sim', vazamento: 'nao', corrente: 8.5, proxima: '2026-12-01' });
  const fotos = enviada.respostas['foto-placa'] as string[];
  expect(fotos.length).toBeGreaterThan(0);
  expect(typeof enviada.respostas.assinatura).toBe('string');
  const { items: historico } = await api<HistoricoLista>(token, 'GET', `/atividades/${atividade.id}/historico`);
  // Newest first: the conclusion after the answers that came before it.
  const acoes = historico.map((item) => item.acao);
  expect(acoes[0]).toBe('concluir');
  expect(acoes.indexOf('respostas')).toBeGreaterThan(0);
  expect(errors.filter((error) => !error.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([]);
});
