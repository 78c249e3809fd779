import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { Webhook as Verificador } from 'standardwebhooks';
import type { Questionario } from '#contract/questionario';
import { definicao, secao, simNao } from '../support/questionarios';
import { violacoes } from './support/acessibilidade';
import { api, baseUrl, launchBrowser, openPage, registerToken, screenshot, signInToken } from './support/browser';
import { squeezed } from './support/squeezed';

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
    expect(await violacoes(page, '#integracoes')).toEqual([]);

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

  it('points a webhook at a receiver, shows its secret once, and logs the signed delivery of an event', async () => {
    const recebidos: { headers: IncomingHttpHeaders; corpo: string }[] = [];
    const receptor = createServer((request, response) => {
      let corpo = '';
      request.on('data', (parte: Buffer) => (corpo += parte.toString('utf8')));
      request.on('end', () => {
        recebidos.push({ headers: request.headers, corpo });
        response.end('ok');
      });
    });
    await new Promise<void>((resolve) => receptor.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(receptor.address() as AddressInfo).port}/prumo`;
      // A company of its own: the demo company's events, from the other files, stay out of this log.
      const token = await registerToken();
      const { page, errors } = await openPage(browser, { token });
      await page.goto('/configuracoes/integracoes');
      await page.getByRole('heading', { name: 'Webhooks' }).waitFor();
      await page.getByText('Nenhum webhook criado.').waitFor();

      await page.keyboard.press('Control+k');
      await page.getByRole('dialog', { name: 'Paleta de comandos' }).getByRole('combobox').waitFor();
      await page.keyboard.type('novo webhook');
      await page.keyboard.press('Enter');
      const novo = dialog(page, 'Novo webhook');
      await novo.getByRole('textbox', { name: 'Endereço (URL)' }).waitFor();
      await page.keyboard.press('Control+Enter');
      await novo.getByText('Escolha ao menos um evento.').waitFor();
      await page.waitForFunction(() => (document.activeElement as HTMLInputElement | null)?.name === 'url');
      await page.keyboard.type(url);
      await novo.getByRole('checkbox', { name: /Questionário publicado/ }).check();
      await page.keyboard.press('Control+Enter');

      const criado = dialog(page, 'Webhook criado');
      const segredo = await criado.getByRole('textbox', { name: `Segredo de ${url}` }).inputValue();
      expect(segredo).toMatch(/^whsec_/);
      await page.keyboard.press('Escape');
      await criado.waitFor({ state: 'detached' });
      const linha = page.getByRole('row').filter({ hasText: url });
      await linha.waitFor();
      expect(await page.content()).not.toContain(segredo);
      expect(await violacoes(page, '#webhooks')).toEqual([]);

      const rascunho = await api<Questionario>(token, 'POST', '/questionarios', definicao([secao('s1', [simNao('luz')])], 'Vistoria do webhook'));
      await api(token, 'POST', `/questionarios/${rascunho.id}/publicar`);
      // The server's worker looks every 5 s.
      for (const limite = Date.now() + 15_000; recebidos.length === 0 && Date.now() < limite; ) await new Promise((resolve) => setTimeout(resolve, 200));
      const [recebido] = recebidos;
      expect(new Verificador(segredo).verify(recebido!.corpo, recebido!.headers as Record<string, string>)).toMatchObject({
        type: 'questionario.publicado',
        data: { id: rascunho.id, titulo: 'Vistoria do webhook', versao: 1 },
      });

      await page.setViewportSize({ width: 360, height: 740 });
      await page.getByRole('button', { name: `Ações de ${url}` }).click();
      await page.getByRole('menuitem', { name: 'Ver entregas' }).click();
      const log = dialog(page, `Entregas de ${url}`);
      const entrega = log.getByRole('listitem').filter({ hasText: 'Questionário publicado' });
      // Written once the receiver answered: read again until it says so.
      for (let vez = 0; !(await entrega.getByText('Entregue').isVisible()) && vez < 20; vez += 1) {
        await log.getByRole('button', { name: 'Atualizar' }).click();
        await page.waitForTimeout(250);
      }
      await entrega.getByText('HTTP 200').waitFor();
      expect(await squeezed(log)).toEqual([]);
      await screenshot(page, 'webhook-entregas');
      await entrega.getByRole('button', { name: /^Reenviar/ }).click();
      await log.getByRole('listitem').nth(1).waitFor();
      expect(errors).toEqual([]);
    } finally {
      receptor.closeAllConnections();
      await new Promise((resolve) => receptor.close(resolve));
    }
  });
});
