import type { Browser, Page } from 'playwright-core';
import type { Atividade, HistoricoLista } from '#contract/atividade';
import { atividadeDoTecnico } from './support/atividadeDoTecnico';
import { DEMO_GESTOR, DEMO_TECNICO, api, baseUrl, launchBrowser, openPage, screenshot, signInToken, type TrackedPage } from './support/browser';

jest.setTimeout(180_000);

const PHONE = { width: 360, height: 740 };
const DESCRICAO = 'Levar escada de 6 m: o split fica sobre a porta da doca.';

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

/** The type of a photo or signature the server keeps for the activity, read as the report reads it. */
async function tipoDoArquivo(token: string, atividadeId: string, arquivoId: string): Promise<string | null> {
  const resposta = await fetch(`${baseUrl()}/api/atividades/${atividadeId}/arquivos/${arquivoId}`, { headers: { authorization: `Bearer ${token}` } });
  expect(resposta.status).toBe(200);
  expect((await resposta.arrayBuffer()).byteLength).toBeGreaterThan(0);
  return resposta.headers.get('content-type');
}

/** The gestor, at the desk and online, with the activity's page open. */
async function abrirNaMesaDoGestor(atividade: Atividade): Promise<TrackedPage> {
  const gestor = await openPage(browser, { token: await signInToken(DEMO_GESTOR) });
  await gestor.page.goto(`/atividades/detalhes/${atividade.id}`);
  await gestor.page.getByRole('heading', { level: 1, name: atividade.titulo }).waitFor();
  return gestor;
}

/** The gestor changes only the activity's description, through its "Editar" dialog. */
async function mudarADescricao({ page, errors }: TrackedPage, atividade: Atividade) {
  await page.getByRole('button', { name: 'Editar', exact: true }).click();
  const dialogo = page.getByRole('dialog', { name: `Editar ${atividade.codigo}` });
  await dialogo.getByRole('textbox', { name: 'Descrição' }).fill(DESCRICAO);
  await dialogo.getByRole('button', { name: 'Salvar', exact: true }).click();
  await page.getByText(`Atividade alterada: ${atividade.codigo}`).waitFor();
  await page.locator('header').getByText(DESCRICAO).waitFor();
  expect(errors).toEqual([]);
  await page.context().close();
}

it('a técnico works a whole day offline — reload, start, every answer, photo, signature, conclude, the page closed — and the server gets it all, with the gestor’s edit of meanwhile kept', async () => {
  const atividade = await atividadeDoTecnico(`Vistoria sem sinal ${Date.now()}`);
  const { titulo } = atividade;
  const token = await signInToken(DEMO_TECNICO);
  // Opened while the técnico's phone gets ready, which takes the app's worker a while.
  const mesaDoGestor = abrirNaMesaDoGestor(atividade);

  // One online visit, so that the app's worker holds every page and the device keeps the agenda.
  const { page, errors } = await openPage(browser, { token, viewport: PHONE, serviceWorkers: 'allow' });
  const context = page.context();
  await page.goto('/meu-dia');
  await page.getByRole('heading', { name: titulo }).waitFor();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  await context.setOffline(true);
  await page.reload();
  await page.getByText(/^Sem conexão: mostrando o que foi guardado em/).waitFor();
  await page.getByRole('link', { name: new RegExp(titulo) }).first().click();

  await page.getByRole('heading', { level: 1, name: titulo }).waitFor();
  await page.getByText(/^Cópia do aparelho, atualizada às \d\d:\d\d$/).waitFor();
  await page.getByText(/^Prévia da versão publicada agora/).waitFor();
  const filtros = page.getByRole('radiogroup', { name: /Os filtros estavam limpos/ });
  await filtros.waitFor();
  await screenshot(page, 'atividade-no-aparelho-360');

  await page.getByRole('button', { name: 'Iniciar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar', exact: true }).click();
  await page.locator('header').getByText('Em andamento', { exact: true }).waitFor();
  await page.getByText(/^Prévia da versão publicada agora/).waitFor({ state: 'detached' });
  await filtros.getByRole('radio', { name: 'Sim', exact: true }).check();
  await page.getByRole('status', { name: 'Andamento do questionário' }).getByText('Não enviado: sem conexão').waitFor();
  expect(await filtros.getByRole('radio', { name: 'Sim', exact: true }).isChecked()).toBe(true);

  // Meanwhile, online, the gestor changes another field of the activity: not one of the answers.
  await mudarADescricao(await mesaDoGestor, atividade);

  await page.getByRole('textbox', { name: /TAG ou número de série/ }).fill('CF-02');
  await page.getByRole('radiogroup', { name: /Tipo de equipamento/ }).getByRole('radio', { name: 'Split', exact: true }).check();
  await page.getByLabel('Fotos da galeria').setInputFiles({ name: 'placa.jpg', mimeType: 'image/jpeg', buffer: await fotoDoCelular(page) });
  await page.getByText('placa.jpg: guardada neste aparelho, será enviada assim que possível.').waitFor();
  await page.getByRole('radio', { name: '4 de 5' }).focus();
  await page.keyboard.press('Space');
  await page.getByRole('radiogroup', { name: /Há vazamento/ }).getByRole('radio', { name: 'Não', exact: true }).check();
  await page.getByRole('spinbutton', { name: /Corrente medida/ }).fill('8.5');
  await page.getByRole('group', { name: /Ruídos ou vibrações/ }).getByRole('checkbox', { name: 'Nenhum' }).check();
  await page.getByRole('textbox', { name: /Observações e pendências/ }).fill('Dreno da bandeja com limo: limpar na próxima.');
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
  await page.getByRole('region', { name: 'Envios pendentes' }).getByText('Não enviado').first().waitFor();

  // Away from the activity, then the page closed: nothing is left open that knows about it.
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('link', { name: 'Meu dia' }).click();
  await page.waitForURL('**/meu-dia');
  await page.close();

  const depois = await context.newPage();
  depois.on('pageerror', (error) => errors.push(error.message));
  depois.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await depois.goto('/meu-dia');
  // The agenda shows what the técnico did, not the copy's status from before.
  const cartao = depois.getByRole('link', { name: new RegExp(titulo) });
  await cartao.getByText('Concluída', { exact: true }).waitFor();
  const contagem = depois.getByRole('status', { name: /envios pendentes/ });
  await contagem.waitFor();
  await contagem.getByRole('button').click();
  const lista = depois.getByRole('dialog', { name: 'Envios pendentes' });
  // In the order they go: the start, which the answers need first; the photo chosen before the signature; the answers that name both; then the conclusion.
  const ordem = ['Iniciar', 'Foto placa.jpg', 'Assinatura', 'Respostas do questionário', 'Concluir'];
  for (const nome of ordem) await lista.getByText(nome, { exact: true }).waitFor();
  await lista.getByText(/as fotos ocupam/).waitFor();
  expect(await lista.getByRole('listitem').evaluateAll((itens) => itens.map((item) => item.firstElementChild?.firstElementChild?.textContent))).toEqual(ordem);
  await depois.waitForFunction(() => [...document.querySelectorAll('.MuiPopover-paper')].every((papel) => getComputedStyle(papel).opacity === '1'));
  await screenshot(depois, 'envios-pendentes-celular');
  await depois.setViewportSize({ width: 1440, height: 900 });
  await screenshot(depois, 'envios-pendentes-computador');
  await depois.keyboard.press('Escape');

  await context.setOffline(false);
  await contagem.waitFor({ state: 'detached' });
  // Back online, the técnico's page reads the server: the gestor's description is there, next to the work done.
  await cartao.click();
  await depois.locator('header').getByText(DESCRICAO).waitFor();
  await depois.locator('header').getByText('Concluída', { exact: true }).waitFor();

  const enviada = await api<Atividade>(token, 'GET', `/atividades/${atividade.id}`);
  expect(enviada.status).toBe('concluida');
  expect(enviada.descricao).toBe(DESCRICAO);
  expect(enviada.respostas).toEqual({
    tag: 'CF-02',
    equipamento: { opcoes: ['equipamento-split'], outro: null },
    'foto-placa': [expect.any(String)],
    'estado-geral': 4,
    'filtros-limpos': 'sim',
    vazamento: 'nao',
    corrente: 8.5,
    ruidos: { opcoes: ['ruidos-nenhum'], outro: null },
    observacoes: 'Dreno da bandeja com limo: limpar na próxima.',
    proxima: '2026-12-01',
    assinatura: expect.any(String),
  });
  const { items: historico } = await api<HistoricoLista>(token, 'GET', `/atividades/${atividade.id}/historico`);
  // Newest first. The gestor's edit reached the server first; the técnico's day arrived in the order it was made.
  expect(historico.map((item) => item.acao)).toEqual(['concluir', 'respostas', 'iniciar', 'edicao', 'criacao']);
  expect(historico.find((item) => item.acao === 'edicao')?.campos).toEqual(['descricao']);
  expect(await tipoDoArquivo(token, atividade.id, (enviada.respostas['foto-placa'] as string[])[0]!)).toBe('image/jpeg');
  expect(await tipoDoArquivo(token, atividade.id, enviada.respostas.assinatura as string)).toBe('image/png');
  expect(errors.filter((error) => !/ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(error))).toEqual([]);
});
