import type { Browser, Page } from 'playwright-core';
import type { Atividade, HistoricoLista } from '#contract/atividade';
import { atividadeDoTecnico } from './support/atividadeDoTecnico';
import { DEMO_GESTOR, DEMO_TECNICO, api, launchBrowser, openPage, screenshot, signInToken } from './support/browser';

jest.setTimeout(120_000);

const PHONE = { width: 360, height: 740 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function abrirQuestionario(page: Page, atividade: Atividade) {
  await page.goto(`/atividades/detalhes/${atividade.id}`);
  await page.getByRole('heading', { level: 1, name: atividade.titulo }).waitFor();
  await page.getByRole('status', { name: 'Andamento do questionário' }).getByText('Tudo salvo').waitFor();
}

const tag = (page: Page) => page.getByRole('textbox', { name: /TAG ou número de série/ });
const corrente = (page: Page) => page.getByRole('spinbutton', { name: /Corrente medida/ });

it('when the técnico and the gestor both change the same answers, the técnico sees both values of each, chooses, and the server keeps the choice and the rest of that save', async () => {
  const atividade = await atividadeDoTecnico(`Respostas cruzadas ${Date.now()}`);
  const tecnicoToken = await signInToken(DEMO_TECNICO);
  const iniciada = await api<Atividade>(tecnicoToken, 'POST', `/atividades/${atividade.id}/transicoes`, { evento: 'iniciar', versao: atividade.versao });

  const tecnico = await openPage(browser, { token: tecnicoToken, viewport: PHONE });
  const gestor = await openPage(browser, { token: await signInToken(DEMO_GESTOR) });
  await abrirQuestionario(tecnico.page, iniciada);
  await abrirQuestionario(gestor.page, iniciada);

  // The técnico's phone loses its signal: what it writes now is written over what it read, before the gestor's save.
  await tecnico.page.context().setOffline(true);
  await tag(tecnico.page).fill('SPLIT-07');
  await corrente(tecnico.page).fill('12.5');
  await tecnico.page.getByRole('radiogroup', { name: /Há vazamento/ }).getByRole('radio', { name: 'Não', exact: true }).check();
  await tecnico.page.getByRole('status', { name: 'Andamento do questionário' }).getByText('Não enviado: sem conexão').waitFor();

  // Meanwhile the gestor, online, answers two of the same questions; the save that carries the last of them is the one to wait for.
  const salvoPeloGestor = gestor.page.waitForResponse(
    (resposta) => resposta.request().method() === 'PUT' && resposta.url().endsWith('/respostas') && (resposta.request().postData() ?? '').includes('"corrente"'),
  );
  await tag(gestor.page).fill('SPLIT-01');
  await corrente(gestor.page).fill('9');
  expect((await salvoPeloGestor).status()).toBe(200);
  await gestor.page.getByRole('status', { name: 'Andamento do questionário' }).getByText('Tudo salvo').waitFor();

  await tecnico.page.context().setOffline(false);
  const aviso = tecnico.page.getByRole('alert').filter({ hasText: 'Outra pessoa alterou estas respostas depois que você as leu.' });
  await aviso.waitFor();
  const itemDaTag = aviso.getByRole('listitem', { name: /TAG ou número de série/ });
  await itemDaTag.getByText('Sua resposta: SPLIT-07').waitFor();
  await itemDaTag.getByText('Resposta atual: SPLIT-01').waitFor();
  const itemDaCorrente = aviso.getByRole('listitem', { name: /Corrente medida/ });
  await itemDaCorrente.getByText('Sua resposta: 12,5').waitFor();
  await itemDaCorrente.getByText('Resposta atual: 9').waitFor();
  // Only the answers both changed are in question; the técnico's own values stay on screen until chosen.
  expect(await aviso.getByRole('listitem').count()).toBe(2);
  expect(await tag(tecnico.page).inputValue()).toBe('SPLIT-07');
  await tecnico.page.getByRole('status', { name: 'Andamento do questionário' }).getByText('Não salvo').waitFor();
  await aviso.scrollIntoViewIfNeeded();
  await screenshot(tecnico.page, 'respostas-em-conflito-celular');

  await itemDaTag.getByRole('button', { name: 'Manter a minha' }).click();
  await itemDaCorrente.getByRole('button', { name: 'Usar a atual' }).click();
  await aviso.waitFor({ state: 'detached' });
  await tecnico.page.getByRole('status', { name: 'Andamento do questionário' }).getByText('Tudo salvo').waitFor();
  expect(await tag(tecnico.page).inputValue()).toBe('SPLIT-07');
  expect(await corrente(tecnico.page).inputValue()).toBe('9');

  const salva = await api<Atividade>(tecnicoToken, 'GET', `/atividades/${atividade.id}`);
  expect(salva.respostas).toEqual({ tag: 'SPLIT-07', corrente: 9, vazamento: 'nao' });
  // The técnico's save wrote what they kept and the answer nobody else touched; the gestor's current stayed as the gestor wrote it.
  const { items: historico } = await api<HistoricoLista>(tecnicoToken, 'GET', `/atividades/${atividade.id}/historico`);
  const [ultima, anterior] = historico.filter((item) => item.acao === 'respostas');
  expect(ultima?.depois).toEqual({ respostas: { tag: 'SPLIT-07', vazamento: 'nao' } });
  expect(anterior?.depois).toMatchObject({ respostas: { corrente: 9 } });

  expect(tecnico.errors.filter((error) => !/ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(error))).toEqual([]);
  expect(gestor.errors).toEqual([]);
  await tecnico.page.context().close();
  await gestor.page.context().close();
});
