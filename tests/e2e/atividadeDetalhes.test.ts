import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import type { AtividadeLista } from '#contract/atividade';
import { violacoes } from './support/acessibilidade';
import { DEMO_GESTOR, DEMO_TECNICO, baseUrl, launchBrowser, openPage, screenshot, signInToken } from './support/browser';

jest.setTimeout(120_000);

const PHONE = { width: 360, height: 740 };

/** The demo activity with this título, which the seed schedules and assigns to the técnico. */
async function demoAtividade(token: string, titulo: string): Promise<string> {
  const response = await fetch(`${baseUrl()}/api/atividades?q=${encodeURIComponent(titulo)}&minhas=true`, { headers: { authorization: `Bearer ${token}` } });
  const { items } = (await response.json()) as AtividadeLista;
  const atividade = items.find((item) => item.titulo === titulo && item.status === 'agendada');
  if (!atividade) throw new Error(`a atividade de demonstração "${titulo}" não está agendada para o técnico`);
  return atividade.id;
}

async function respostasSalvas(page: Page, id: string, token: string): Promise<Record<string, unknown>> {
  return page.evaluate(async ({ id, token }) => {
    const response = await fetch(`/api/atividades/${id}`, { headers: { authorization: `Bearer ${token}` } });
    return ((await response.json()) as { respostas: Record<string, unknown> }).respostas;
  }, { id, token });
}

const statusChip = (page: Page, texto: string) => page.locator('header').getByText(texto, { exact: true }).waitFor();

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('activity details on a phone', () => {
  it('a técnico starts a scheduled activity, answers its questionnaire (saved as they go) and concludes what the machine allows', async () => {
    const token = await signInToken(DEMO_TECNICO);
    const splits = await demoAtividade(token, 'Manutenção preventiva dos splits');
    const treinamento = await demoAtividade(token, 'Treinamento da brigada');
    const { page, errors } = await openPage(browser, { token, viewport: PHONE });

    await page.goto(`/atividades/detalhes/${splits}`);
    await page.getByRole('heading', { level: 1, name: 'Manutenção preventiva dos splits' }).waitFor();
    await page.getByRole('button', { name: 'Iniciar' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmar', exact: true }).click();
    await statusChip(page, 'Em andamento');

    // The frozen version, filled in: a "não" reveals the question that depends on it.
    await page.getByRole('textbox', { name: /TAG ou número de série/ }).fill('SPLIT-07');
    const filtros = page.getByRole('radiogroup', { name: /Os filtros estavam limpos/ });
    await filtros.getByRole('radio', { name: 'Não', exact: true }).check();
    await page.getByRole('radiogroup', { name: /Os filtros foram limpos ou substituídos/ }).getByRole('radio', { name: 'Sim', exact: true }).check();
    await page.getByRole('status', { name: 'Andamento do questionário' }).getByText('Tudo salvo').waitFor();

    // With questions still unanswered, the machine refuses to conclude and says why.
    await page.getByRole('button', { name: 'Concluir' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmar', exact: true }).click();
    await page.getByRole('alert').getByText(/perguntas obrigatórias que faltam antes de concluir/).waitFor();
    const salvas = await respostasSalvas(page, splits, token);
    expect(salvas).toMatchObject({ tag: 'SPLIT-07', 'filtros-limpos': 'nao', 'filtros-trocados': 'sim' });

    // A 4000 × 3000 photo, as a phone takes it, goes out resized to a long side of 1600 px.
    const foto = await page.evaluate(async () => {
      const tela = new OffscreenCanvas(4000, 3000);
      const contexto = tela.getContext('2d')!;
      contexto.fillStyle = '#2e7d32';
      contexto.fillRect(0, 0, 4000, 3000);
      contexto.fillStyle = '#ffffff';
      contexto.fillRect(800, 600, 2000, 1200);
      const blob = await tela.convertToBlob({ type: 'image/jpeg', quality: 0.92 });
      return Array.from(new Uint8Array(await blob.arrayBuffer()));
    });
    await page.getByLabel('Fotos da galeria').setInputFiles({ name: 'placa.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(foto) });
    await page.locator('img[alt="Foto 1"]').waitFor();

    // The signature is drawn with the pointer on the canvas, then sent.
    const pad = page.getByRole('img', { name: 'Área para assinar com o dedo, uma caneta ou o mouse' });
    await pad.scrollIntoViewIfNeeded();
    const caixa = (await pad.boundingBox())!;
    await page.mouse.move(caixa.x + 20, caixa.y + caixa.height * 0.7);
    await page.mouse.down();
    for (const [x, y] of [[0.3, 0.2], [0.5, 0.8], [0.7, 0.3], [0.9, 0.6]] as const) {
      await page.mouse.move(caixa.x + caixa.width * x, caixa.y + caixa.height * y, { steps: 5 });
    }
    await page.mouse.up();
    await page.getByRole('button', { name: 'Confirmar assinatura' }).click();
    await page.locator('img[alt="Assinatura"]').waitFor();

    // The connection drops on site: the answers wait, marked as not sent, and go out when it returns.
    await page.context().setOffline(true);
    await page.getByRole('radiogroup', { name: /Tipo de equipamento/ }).getByRole('radio', { name: 'Split', exact: true }).check();
    await page.getByRole('status', { name: 'Andamento do questionário' }).getByText('Não enviado: sem conexão').waitFor();
    await page.getByRole('spinbutton', { name: /Corrente medida/ }).fill('12.5');
    expect(await respostasSalvas(page, splits, token).catch(() => 'sem conexão')).toBe('sem conexão');
    await page.context().setOffline(false);
    await page.getByRole('status', { name: 'Andamento do questionário' }).getByText('Tudo salvo').waitFor();
    expect(await respostasSalvas(page, splits, token)).toMatchObject({ equipamento: { opcoes: ['equipamento-split'] }, corrente: 12.5 });

    // The rating's stars are radios drawn over hidden inputs: the keyboard picks one.
    await page.getByRole('radio', { name: '4 de 5' }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('radiogroup', { name: /Há vazamento/ }).getByRole('radio', { name: 'Não', exact: true }).check();
    await page.getByRole('group', { name: /Ruídos ou vibrações/ }).getByRole('checkbox', { name: 'Nenhum' }).check();
    // Typed in the language's order, day first, into the date field's sections.
    await page.getByRole('group', { name: /Data sugerida para a próxima/ }).getByRole('spinbutton', { name: 'Dia' }).click();
    await page.keyboard.type('01122026');
    await page.getByRole('status', { name: 'Andamento do questionário' }).getByText('Nenhuma obrigatória sem resposta').waitFor();
    await page.getByRole('status', { name: 'Andamento do questionário' }).getByText('Tudo salvo').waitFor();

    const completas = await respostasSalvas(page, splits, token);
    const [placa] = completas['foto-placa'] as string[];
    const tamanho = await page.evaluate(async ({ caminho, token }) => {
      const imagem = await createImageBitmap(await (await fetch(caminho, { headers: { authorization: `Bearer ${token}` } })).blob());
      return [imagem.width, imagem.height];
    }, { caminho: `/api/atividades/${splits}/arquivos/${placa}`, token });
    expect(tamanho).toEqual([1600, 1200]);
    expect(typeof completas.assinatura).toBe('string');

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    // The shell's accessibility pass opens an id that does not exist; the filled-in page is checked here.
    expect(await violacoes(page)).toEqual([]);
    await screenshot(page, 'atividade-detalhes-celular');
    await page.getByRole('button', { name: 'Concluir' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmar', exact: true }).click();
    await statusChip(page, 'Concluída');

    // The gestor opens the report, with the photo and the signature, and downloads its PDF.
    const gestor = await openPage(browser, { token: await signInToken(DEMO_GESTOR) });
    await gestor.page.goto(`/atividades/detalhes/${splits}`);
    await statusChip(gestor.page, 'Concluída');
    await gestor.page.getByRole('link', { name: 'Relatório' }).click();
    await gestor.page.getByRole('heading', { level: 1, name: /· Manutenção preventiva dos splits/ }).waitFor();
    await gestor.page.getByText('SPLIT-07').first().waitFor();
    await gestor.page.locator('img[alt^="Foto"]').first().waitFor();
    const [download] = await Promise.all([gestor.page.waitForEvent('download'), gestor.page.getByRole('button', { name: 'Baixar PDF' }).click()]);
    const pdf = readFileSync((await download.path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(download.suggestedFilename()).toMatch(/^relatorio-.+\.pdf$/);
    await gestor.page.locator('img[alt^="Assinatura"]').first().waitFor();

    // An activity without a questionnaire goes from agendada to concluída, while the gestor, who
    // has it open in another browser, sees each change come in without reloading.
    await gestor.page.goto(`/atividades/detalhes/${treinamento}`);
    await gestor.page.getByRole('heading', { level: 1, name: 'Treinamento da brigada' }).waitFor();
    await statusChip(gestor.page, 'Agendada');
    // Wide, the site sits beside the activity, which keeps a readable width: its address, a call
    // to its contact and the address in a maps app.
    const site = gestor.page.getByRole('complementary', { name: 'Site' });
    expect(await site.getByRole('link', { name: /^Ligar para \(\d\d\) \d{5}-\d{4}$/ }).getAttribute('href')).toMatch(/^tel:/);
    expect(await site.getByRole('link', { name: 'Abrir no mapa' }).getAttribute('href')).toMatch(/^https:\/\/www\.google\.com\/maps\//);
    const abas = (await gestor.page.getByRole('tablist').boundingBox())!;
    const lado = (await site.boundingBox())!;
    expect(lado.x).toBeGreaterThanOrEqual(abas.x + abas.width);
    expect(abas.width).toBeLessThan(800);
    const lista = await gestor.page.context().newPage();
    await lista.goto(`/atividades/lista?q=${encodeURIComponent('Treinamento da brigada')}`);
    const linha = lista.getByRole('table', { name: 'Atividades' }).getByRole('row').filter({ hasText: 'Treinamento da brigada' });
    await linha.getByText('Agendada', { exact: true }).waitFor();
    await page.goto(`/atividades/detalhes/${treinamento}`);
    await page.getByRole('heading', { level: 1, name: 'Treinamento da brigada' }).waitFor();
    await page.getByRole('button', { name: 'Iniciar' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmar', exact: true }).click();
    await statusChip(page, 'Em andamento');
    await statusChip(gestor.page, 'Em andamento');
    await page.getByRole('button', { name: 'Concluir' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmar', exact: true }).click();
    await statusChip(page, 'Concluída');
    await statusChip(gestor.page, 'Concluída');
    await linha.getByText('Concluída', { exact: true }).waitFor();
    expect(gestor.errors).toEqual([]);
    await page.getByRole('tab', { name: 'Histórico' }).click();
    await page.getByRole('list', { name: 'Histórico da atividade' }).getByText('Concluiu a atividade').waitFor();
    // The one 409 is the refused conclusion above, which the browser logs as a failed request, and
    // the requests made while offline fail as they should.
    expect(errors.filter((error) => !error.includes('status of 409') && !error.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([]);
  });
});
