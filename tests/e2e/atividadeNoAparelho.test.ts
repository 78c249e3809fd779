import type { Browser } from 'playwright-core';
import type { Atividade, AtividadeLista } from '#contract/atividade';
import type { User } from '#contract/auth';
import { DEMO_GESTOR, DEMO_TECNICO, api, launchBrowser, openPage, screenshot, signInToken } from './support/browser';

jest.setTimeout(180_000);

const PHONE = { width: 360, height: 740 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** A new activity for the técnico in two hours, with the demo splits' questionnaire, made by the gestor through the API. */
async function atividadeDeHoje(titulo: string): Promise<void> {
  const gestor = await signInToken(DEMO_GESTOR);
  const { user } = await api<{ user: User }>(await signInToken(DEMO_TECNICO), 'POST', '/auth/check');
  const { items } = await api<AtividadeLista>(gestor, 'GET', `/atividades?q=${encodeURIComponent('Manutenção preventiva dos splits')}`);
  const modelo = await api<Atividade>(gestor, 'GET', `/atividades/${items[0]!.id}`);
  await api(gestor, 'POST', '/atividades', {
    titulo,
    tipo_servico_id: modelo.tipo_servico.id,
    site_id: modelo.site.id,
    responsavel_id: user.id,
    prioridade: 'normal',
    agendada_para: new Date(Date.now() + 2 * 3_600_000).toISOString(),
    questionario_id: modelo.questionario_id,
  });
}

it('a técnico who opened Meu dia online opens an activity of it after an offline reload, starts it and answers its questionnaire', async () => {
  const titulo = `Vistoria sem sinal ${Date.now()}`;
  await atividadeDeHoje(titulo);
  const { page, errors } = await openPage(browser, { token: await signInToken(DEMO_TECNICO), viewport: PHONE, serviceWorkers: 'allow' });

  await page.goto('/meu-dia');
  await page.getByRole('heading', { name: titulo }).waitFor();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  await page.context().setOffline(true);
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
  await page.getByText('Não enviado: sem conexão').waitFor();
  expect(await filtros.getByRole('radio', { name: 'Sim', exact: true }).isChecked()).toBe(true);
  await screenshot(page, 'atividade-no-aparelho-iniciada-360');
  await page.setViewportSize({ width: 1440, height: 900 });
  await screenshot(page, 'atividade-no-aparelho-iniciada-1440');

  expect(errors.filter((error) => !/ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(error))).toEqual([]);
  await page.context().close();
});
