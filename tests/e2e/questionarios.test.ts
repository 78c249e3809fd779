import type { Browser, Page } from 'playwright-core';
import type { QuestionarioResumo, QuestionarioVersao } from '#contract/questionario';
import { DEMO_GESTOR, api, launchBrowser, openPage, screenshot, signInToken } from './support/browser';

jest.setTimeout(120_000);

const focusRole = (page: Page, role: string) => page.waitForFunction((role) => document.activeElement?.getAttribute('role') === role, role);
const focusLabel = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    const byFor = active?.id ? document.querySelector(`label[for="${active.id}"]`)?.textContent : null;
    return byFor ?? active?.closest('label')?.textContent ?? active?.textContent ?? '';
  });

/** Presses Tab until the focused field's label reads `label` (the editor's fields come in the order they show). */
async function tabTo(page: Page, label: string | RegExp): Promise<void> {
  for (let presses = 0; presses < 12; presses += 1) {
    await page.keyboard.press('Tab');
    const current = await focusLabel(page);
    if (typeof label === 'string' ? current.startsWith(label) : label.test(current)) return;
  }
  throw new Error(`o foco não chegou a "${label}" (está em "${await focusLabel(page)}")`);
}

/** q, then the type chosen in the menu with the arrows: the new question's enunciado gets the focus. */
async function addQuestion(page: Page, tipo: string, enunciado: string): Promise<void> {
  await page.keyboard.press('q');
  const menu = page.getByRole('menu');
  await menu.getByRole('menuitem').first().waitFor();
  for (let presses = 0; presses < 12 && (await focusLabel(page)) !== tipo; presses += 1) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.activeElement?.tagName === 'TEXTAREA');
  await page.keyboard.type(enunciado);
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('questionnaire builder by keyboard alone', () => {
  it('builds a questionnaire with a critical scored question and a visibility rule, sees the preview follow, and publishes it', async () => {
    const token = await signInToken(DEMO_GESTOR);
    const titulo = `Vistoria de extintores ${Date.now().toString(36)}`;
    const { page, errors } = await openPage(browser, { token });
    await page.goto('/questionarios');
    await page.getByRole('table').getByRole('row').nth(1).waitFor();

    // n: a new questionnaire, blank by default; Enter creates it and opens the builder.
    await page.keyboard.press('n');
    await page.getByRole('dialog', { name: 'Novo questionário' }).waitFor();
    await page.keyboard.type(titulo);
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Publicar' }).waitFor();
    await focusRole(page, 'option');

    // A sim/não question, required, scored 1 for Sim and 0 for Não, and critical.
    await addQuestion(page, 'Sim/Não/N.A.', 'O extintor está no lugar?');
    await tabTo(page, 'Obrigatória');
    await page.keyboard.press('Space');
    await tabTo(page, 'Pontuar esta pergunta');
    await page.keyboard.press('Space');
    await tabTo(page, 'Pontos para “Sim”');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('1');
    await tabTo(page, 'Pontos para “Não”');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('0');
    await tabTo(page, 'Crítica');
    await page.keyboard.press('Space');
    await page.keyboard.press('Escape');
    await focusRole(page, 'option');

    // A second question, shown only when the first is answered Não.
    await addQuestion(page, 'Texto curto', 'Por que o extintor não está no lugar?');
    await tabTo(page, 'Mostrar somente quando');
    await page.keyboard.press('Space');
    await tabTo(page, /^1\. O extintor/);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    await page.getByRole('option', { name: 'Não', exact: true }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.textContent === 'Não');

    // The preview, as the field person sees it: the rule and the scoring at work.
    const previa = page.getByRole('region', { name: /Prévia/ });
    const segunda = previa.getByText('Por que o extintor não está no lugar?');
    // The preview follows the editor a moment later (a deferred render), so wait for the rule to hide it.
    await segunda.waitFor({ state: 'detached' });
    await tabTo(page, 'Sim');
    await page.keyboard.press('Space');
    await previa.getByText('Conformidade: 100%').waitFor();
    expect(await segunda.count()).toBe(0);
    await page.keyboard.press('ArrowRight');
    await previa.getByText('Conformidade: 0%').waitFor();
    await previa.getByText('Reprovado').waitFor();
    await segunda.waitFor();
    await screenshot(page, 'questionario-construtor');

    // The section still needs a title: back into the editor, Esc to the outline, up to the section, Enter edits it.
    for (let presses = 0; presses < 5 && (await focusLabel(page)) !== 'Adicionar condição'; presses += 1) await page.keyboard.press('Shift+Tab');
    expect(await focusLabel(page)).toBe('Adicionar condição');
    await page.keyboard.press('Escape');
    await focusRole(page, 'option');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.tagName === 'INPUT' || document.activeElement?.tagName === 'TEXTAREA');
    await page.keyboard.type('Equipamentos');
    await page.keyboard.press('Escape');
    await focusRole(page, 'option');

    // Ctrl+Shift+P publishes after asking; the focus starts on 'Não confirmar'.
    await page.keyboard.press('Control+Shift+P');
    await page.waitForFunction(() => document.activeElement?.textContent === 'Não confirmar');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await screenshot(page, 'questionario-publicado');
    await page.getByRole('dialog', { name: titulo }).getByText('Publicado v1').waitFor();

    const { items } = await api<{ items: QuestionarioResumo[] }>(token, 'GET', `/questionarios?q=${encodeURIComponent(titulo)}`);
    expect(items.map((item) => [item.titulo, item.status, item.versao_atual, item.total_perguntas])).toEqual([[titulo, 'publicado', 1, 2]]);
    const salvo = await api<QuestionarioVersao>(token, 'GET', `/questionarios/${items[0]!.id}/versoes/1`);
    const [extintor, motivo] = salvo.secoes[0]!.perguntas;
    expect(salvo.secoes.map((secao) => secao.titulo)).toEqual(['Equipamentos']);
    expect(extintor).toMatchObject({ tipo: 'sim_nao', obrigatoria: true, critica: true, pontos: { sim: 1, nao: 0 } });
    expect(motivo).toMatchObject({
      tipo: 'texto_curto',
      regra: { combinar: 'todas', condicoes: [{ pergunta: extintor!.id, operador: 'igual', valor: 'nao' }] },
    });
    expect(errors).toEqual([]);
  });
});
