import type { Browser } from 'playwright-core';
import type { Atividade } from '#contract/atividade';
import { BATIMENTO_MS } from '#contract/limits';
import { proxyRodizio, type Proxy } from '../support/proxyRodizio';
import { atividadeDoTecnico } from './support/atividadeDoTecnico';
import { DEMO_GESTOR, DEMO_TECNICO, api, baseUrl, launchBrowser, openPage, signInToken } from './support/browser';

jest.setTimeout(120_000);

const STREAM = '/api/atividades/eventos';

let browser: Browser;
// Between the browser and the server, as the phone's network is: cutting it drops the connections for real.
let rede: Proxy;
beforeAll(async () => {
  browser = await launchBrowser();
  rede = await proxyRodizio(() => [Number(new URL(baseUrl()).port)]);
});
afterAll(async () => {
  await browser.close();
  await rede.close();
});

/**
 * The gestor's page of a new activity of the técnico's, through the network between them, once
 * its live stream is open and has heard where the company's events stand (the id its
 * reconnection names). With `relogio`, the page's timers are Playwright's, to be moved ahead.
 * The stream's return through a proxy that cut it, and what it hears then, are in
 * tests/e2e/atividades.test.ts; these are the two ways a screen notices it must open it again.
 */
async function aberta({ relogio = false } = {}) {
  const atividade = await atividadeDoTecnico(`Ronda ao vivo ${Date.now().toString(36)}`);
  const gestor = await signInToken(DEMO_GESTOR);
  const { page, errors } = await openPage(browser, { token: gestor, baseURL: rede.url });
  if (relogio) await page.clock.install();
  const aberto = page.waitForRequest((pedido) => new URL(pedido.url()).pathname === STREAM);
  await page.goto(`/atividades/detalhes/${atividade.id}`);
  await page.getByRole('heading', { level: 1, name: atividade.titulo }).waitFor();
  // The status chip in the page's header.
  const status = (texto: string) => page.locator('header').getByText(texto, { exact: true });
  await status('Agendada').waitFor();
  await aberto;
  await page.waitForTimeout(500);
  /** The técnico starts the activity, elsewhere. */
  const iniciar = async () => {
    const iniciada = await api<Atividade>(await signInToken(DEMO_TECNICO), 'POST', `/atividades/${atividade.id}/transicoes`, { evento: 'iniciar', versao: atividade.versao });
    expect(iniciada.status).toBe('em_andamento');
  };
  return { page, errors, status, iniciar };
}

// A refused connection, not a page that broke.
const semOutrosErros = (errors: string[]) => expect(errors.filter((erro) => !erro.includes('net::ERR_'))).toEqual([]);

it('a screen that lost the network opens its stream again as soon as the device is back online, not after its growing wait', async () => {
  const { page, errors, status, iniciar } = await aberta();

  rede.cortar();
  await page.context().setOffline(true);
  await iniciar();
  // Failed at once, then after 2 and 4 s: the next try would wait 8 s more, till about 14 s.
  await page.waitForTimeout(7_000);

  rede.religar();
  await page.context().setOffline(false);
  await status('Em andamento').waitFor({ timeout: 5_000 });
  semOutrosErros(errors);
});

it('a stream that goes silent, with no error, longer than the server\'s heartbeat allows is opened again, and tells the change it held back', async () => {
  // The page's timers, to pass the heartbeat's minute without waiting it.
  const { page, errors, status, iniciar } = await aberta({ relogio: true });

  rede.congelar();
  await iniciar();
  await page.waitForTimeout(1_000);
  expect(await status('Agendada').isVisible()).toBe(true);

  await page.clock.fastForward(2 * BATIMENTO_MS + 10_000);
  await status('Em andamento').waitFor({ timeout: 10_000 });
  semOutrosErros(errors);
});

it('a change heard while the device could not read the activity is read once the device is back online', async () => {
  const { page, errors, status, iniciar } = await aberta();

  // The stream may outlive the signal (here Chromium keeps it open offline): the change is heard,
  // and the page's read of it fails.
  const lida = page.waitForEvent('requestfailed', (pedido) => new URL(pedido.url()).pathname.startsWith('/api/atividades/') && !pedido.url().includes('eventos'));
  await page.context().setOffline(true);
  await iniciar();
  await lida;
  expect(await status('Agendada').isVisible()).toBe(true);

  await page.context().setOffline(false);
  await status('Em andamento').waitFor({ timeout: 10_000 });
  semOutrosErros(errors);
});
