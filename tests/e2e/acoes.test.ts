import type { Browser } from 'playwright-core';
import type { AcaoCorretiva, AcaoLista } from '#contract/acoes';
import type { Atividade, AtividadeCriada } from '#contract/atividade';
import type { User } from '#contract/auth';
import type { Questionario } from '#contract/questionario';
import type { Site } from '#contract/sites';
import { FOTO_JPEG } from '../support/imagens';
import { definicao, secao, simNao } from '../support/questionarios';
import { DEMO_GESTOR, DEMO_TECNICO, api, choose, launchBrowser, openPage, screenshot, signInToken } from './support/browser';

jest.setTimeout(120_000);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('corrective actions', () => {
  it('a gestor opens them from the sidebar, raises one by hand, starts and resolves it, and reads it in the histórico', async () => {
    const token = await signInToken(DEMO_GESTOR);
    const { page, errors } = await openPage(browser, { token });
    await page.goto('/atividades/lista');
    await page.getByRole('navigation').getByRole('link', { name: 'Ações corretivas' }).click();
    await page.waitForURL(/\/acoes$/);
    await page.getByRole('heading', { level: 1, name: 'Ações corretivas' }).waitFor();

    await page.getByRole('button', { name: 'Nova ação' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Nova ação corretiva' });
    const titulo = `Trocar o extintor ${Date.now().toString(36)}`;
    await dialog.getByRole('textbox', { name: /^Título/ }).fill(titulo);
    await choose(page, 'Responsável', 'rafael');
    await choose(page, 'Site', 'loja');
    await dialog.getByRole('textbox', { name: 'Descrição' }).fill('Extintor da cozinha vencido.');
    await page.keyboard.press('Control+Enter');
    await page.waitForURL(/\/acoes\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { level: 1, name: titulo }).waitFor();

    await page.getByRole('button', { name: 'Iniciar' }).click();
    await page.getByText(/^Ação AC-\d{6} iniciada\.$/).waitFor();
    await page.getByRole('button', { name: 'Resolver' }).click();
    const resolver = page.getByRole('dialog', { name: /^Resolver AC-\d{6}\?$/ });
    await resolver.getByRole('textbox', { name: 'O que foi feito' }).fill('Extintor trocado por um novo, com lacre.');
    await resolver.getByRole('button', { name: 'Resolver' }).click();
    await page.getByText(/^Ação AC-\d{6} resolvida\. Falta verificar a correção\.$/).waitFor();

    const historico = page.getByRole('list', { name: 'Histórico da ação' });
    await historico.getByText('Resolveu a ação').waitFor();
    expect(await historico.locator('li > p:first-of-type').allTextContents()).toEqual([
      'Resolveu a ação',
      'Iniciou a ação',
      'Criou a ação',
    ]);
    await historico.getByText('O que foi feito: Extintor trocado por um novo, com lacre.').waitFor();
    // The gestor may now check the fix, or reopen or cancel it.
    expect(await page.getByRole('group', { name: 'Ações sobre a ação corretiva' }).getByRole('button').allTextContents()).toEqual([
      'Verificar',
      'Reabrir',
      'Cancelar ação',
    ]);
    await screenshot(page, 'acao-resolvida');

    // The palette finds it by its título.
    await page.keyboard.press('Control+k');
    await page.keyboard.type(titulo.split(' ').at(-1)!);
    await page.getByRole('option', { name: new RegExp(titulo) }).waitFor();
    expect(errors).toEqual([]);
  });

  it("a failed critical item raises an action for the person the builder named, whose bell tells her; the next visit to the site shows it, its técnico verifies it with a photo, and the visit's report closes the loop", async () => {
    const gestor = await signInToken(DEMO_GESTOR);
    const tecnico = await signInToken(DEMO_TECNICO);
    const marca = Date.now().toString(36);
    const { user } = await api<{ user: User }>(tecnico, 'POST', '/auth/check');
    const { user: daGestora } = await api<{ user: User }>(gestor, 'POST', '/auth/check');
    const site = await api<Site>(gestor, 'POST', '/sites', { nome: `Loja ${marca}` });
    const tipo = (await api<{ items: { id: string }[] }>(gestor, 'GET', '/tipos-servicos')).items[0]!;
    // The builder names the gestora as who fixes a failed extintor.
    const vistoria = definicao(
      [secao('s1', [simNao('extintor', { enunciado: 'O extintor está no lugar?', critica: true, acao_responsavel_id: daGestora.id })])],
      `Vistoria ${marca}`,
    );
    const rascunho = await api<Questionario>(gestor, 'POST', '/questionarios', vistoria);
    const questionario = await api<Questionario>(gestor, 'POST', `/questionarios/${rascunho.id}/publicar`);
    const visita = (titulo: string) =>
      api<AtividadeCriada>(gestor, 'POST', '/atividades', {
        titulo,
        tipo_servico_id: tipo.id,
        site_id: site.id,
        responsavel_id: user.id,
        prioridade: 'normal',
        agendada_para: new Date(Date.now() + 3_600_000).toISOString(),
        questionario_id: questionario.id,
      });
    const concluir = async (atividade: Pick<Atividade, 'id' | 'versao'>, extintor: 'sim' | 'nao') => {
      const iniciada = await api<Atividade>(tecnico, 'GET', `/atividades/${atividade.id}`);
      const emCurso = iniciada.status === 'em_andamento' ? iniciada : await api<Atividade>(tecnico, 'POST', `/atividades/${atividade.id}/transicoes`, { evento: 'iniciar', versao: iniciada.versao });
      const comentarios = extintor === 'nao' ? { extintor: 'Extintor fora do suporte' } : {};
      const respondida = await api<Atividade>(tecnico, 'PUT', `/atividades/${atividade.id}/respostas`, { respostas: { extintor }, comentarios, versao: emCurso.versao });
      await api<Atividade>(tecnico, 'POST', `/atividades/${atividade.id}/transicoes`, { evento: 'concluir', versao: respondida.versao });
    };

    // The earlier visit fails the critical item: the rule raises an action for the gestora, whose bell tells her; she resolves it.
    const anterior = await visita(`Vistoria anterior ${marca}`);
    await concluir(anterior, 'nao');
    const [levantada] = (await api<AcaoLista>(gestor, 'GET', `/acoes?atividade_id=${anterior.id}`)).items;
    const codigo = levantada!.codigo;
    const naMesa = await openPage(browser, { token: gestor });
    await naMesa.page.goto('/meu-perfil');
    await naMesa.page.getByRole('button', { name: /^Notificações: \d+ não lidas?$/ }).click();
    await naMesa.page.getByRole('link', { name: new RegExp(`Ação corretiva atribuída a você.*${codigo}`) }).click();
    await naMesa.page.waitForURL(new RegExp(`/acoes/${levantada!.id}$`));
    await naMesa.page.getByRole('heading', { level: 1, name: levantada!.titulo }).waitFor();
    expect(naMesa.errors).toEqual([]);
    await naMesa.page.close();
    const iniciada = await api<AcaoCorretiva>(gestor, 'POST', `/acoes/${levantada!.id}/transicoes`, { evento: 'iniciar', versao: levantada!.versao });
    await api<AcaoCorretiva>(gestor, 'POST', `/acoes/${levantada!.id}/transicoes`, { evento: 'resolver', comentario: 'Extintor recolocado', versao: iniciada.versao });

    // On the phone, Meu dia's card of the next visit counts the site's finding; its page shows it before the questionnaire.
    const proxima = await visita(`Vistoria seguinte ${marca}`);
    const { page, errors } = await openPage(browser, { token: tecnico, viewport: { width: 360, height: 780 } });
    await page.goto('/meu-dia');
    const cartao = page.getByRole('link', { name: new RegExp(`Vistoria seguinte ${marca}`) });
    await cartao.getByText('1 pendência do site a conferir').waitFor();
    await cartao.click();
    const pendencias = page.getByRole('region', { name: 'Pendências deste site' });
    await pendencias.getByRole('link', { name: new RegExp(`^${codigo} · `) }).waitFor();
    await pendencias.getByText('Inicie a atividade para conferir a correção.').waitFor();
    await page.getByRole('button', { name: 'Iniciar' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmar', exact: true }).click();

    // Under way, the técnico checks the fix with what they saw and a photo.
    await pendencias.getByRole('button', { name: 'Verificar' }).click();
    const verificar = page.getByRole('dialog', { name: `Verificar ${codigo}?` });
    await verificar.getByRole('textbox', { name: 'O que você viu' }).fill('Extintor no suporte, lacrado.');
    await verificar.getByLabel('Fotos da verificação').setInputFiles({ name: 'extintor.jpg', mimeType: 'image/jpeg', buffer: FOTO_JPEG });
    await verificar.locator('img[alt="Foto 1"]').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(page, 'pendencia-verificar-360');
    await verificar.getByRole('button', { name: 'Verificar' }).click();
    await pendencias.getByText(`Ação ${codigo} verificada.`).waitFor();
    await pendencias.getByText('Verificada', { exact: true }).waitFor();
    const [entrada] = (await api<{ items: { acao: string; depois: Record<string, unknown> }[] }>(gestor, 'GET', `/acoes/${levantada!.id}/historico`)).items;
    expect(entrada).toMatchObject({ acao: 'verificar', depois: { comentario: 'Extintor no suporte, lacrado.', atividade_id: proxima.id, fotos: [{ atividade_id: proxima.id }] } });

    // Once the visit is concluded, its report says the fix of the earlier visit was checked here.
    await concluir(proxima, 'sim');
    await page.goto(`/atividades/detalhes/${proxima.id}?relatorio`);
    const relatorio = page.locator('article#relatorio');
    const noRelatorio = relatorio.getByRole('region', { name: 'Ações corretivas' });
    await noRelatorio.getByText(new RegExp(`^${codigo} · `)).waitFor();
    await noRelatorio.getByText(/^Correção verificada nesta visita · /).waitFor();
    await noRelatorio.getByText('Observado: Extintor no suporte, lacrado.').waitFor();
    // With the photo the check was made with, drawn. Its grey stand-in carries the same name while the file is read,
    // so the element waited on is the real <img>, not the stand-in it replaces.
    const fotoDaVerificacao = noRelatorio.locator('img').and(noRelatorio.getByRole('img', { name: `Foto 1 de ${codigo}` }));
    await fotoDaVerificacao.waitFor();
    await page.waitForFunction((imagem) => imagem instanceof HTMLImageElement && imagem.complete && imagem.naturalWidth > 0, await fotoDaVerificacao.elementHandle());
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await noRelatorio.scrollIntoViewIfNeeded();
    await screenshot(page, 'relatorio-acao-verificada-360', false);
    expect(errors).toEqual([]);
  });
});
