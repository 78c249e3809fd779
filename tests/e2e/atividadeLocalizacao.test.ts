import type { Browser, Page } from 'playwright-core';
import type { Atividade } from '#contract/atividade';
import type { Questionario } from '#contract/questionario';
import { definicao, pergunta, secao } from '../support/questionarios';
import { DEMO_GESTOR, DEMO_TECNICO, api, baseUrl, launchBrowser, openPage, signInToken } from './support/browser';

jest.setTimeout(120_000);

const PHONE = { width: 360, height: 740 };

/**
 * An activity of the demo company in progress, for its técnico, whose questionnaire asks only
 * for a location. Years ahead of the demo's activities, so that no other test's list shows it.
 */
async function atividadeEmAndamento(gestor: string, tecnico: string): Promise<Atividade> {
  const sufixo = Date.now().toString(36);
  const criado = await api<Questionario>(gestor, 'POST', '/questionarios', {
    ...definicao([secao('ponto', [pergunta('local', { tipo: 'localizacao', enunciado: 'Localização do quadro', obrigatoria: true })], 'Ponto vistoriado')], `Localização ${sufixo}`),
  });
  await api(gestor, 'POST', `/questionarios/${criado.id}/publicar`);
  const tipo = (await api<{ items: { id: string }[] }>(gestor, 'GET', '/tipos-servicos')).items[0]!;
  const site = (await api<{ items: { id: string }[] }>(gestor, 'GET', '/sites')).items[0]!;
  const responsavel = (await api<{ items: { id: string; nome: string }[] }>(gestor, 'GET', '/atividades/responsaveis?q=Rafael')).items[0]!;
  const atividade = await api<Atividade>(gestor, 'POST', '/atividades', {
    titulo: `Vistoria do quadro ${sufixo}`,
    tipo_servico_id: tipo.id,
    site_id: site.id,
    responsavel_id: responsavel.id,
    prioridade: 'normal',
    agendada_para: '2032-03-10T13:00:00.000Z',
    questionario_id: criado.id,
  });
  return api<Atividade>(tecnico, 'POST', `/atividades/${atividade.id}/transicoes`, { evento: 'iniciar', versao: atividade.versao });
}

const respostasSalvas = async (token: string, id: string) => (await api<Atividade>(token, 'GET', `/atividades/${id}`)).respostas;

const salvo = (page: Page) => page.getByRole('status', { name: 'Andamento do questionário' }).getByText('Tudo salvo').waitFor();

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe("the questionnaire's location question", () => {
  it("records the browser's position with its accuracy, shows it, keeps it after a reload, and says in Portuguese when the browser refuses", async () => {
    const tecnico = await signInToken(DEMO_TECNICO);
    const atividade = await atividadeEmAndamento(await signInToken(DEMO_GESTOR), tecnico);
    const { page, errors } = await openPage(browser, { token: tecnico, viewport: PHONE });
    await page.context().grantPermissions(['geolocation'], { origin: baseUrl() });
    await page.context().setGeolocation({ latitude: -23.561684, longitude: -46.655981, accuracy: 12.4 });

    await page.goto(`/atividades/detalhes/${atividade.id}`);
    await page.getByRole('heading', { level: 1, name: atividade.titulo }).waitFor();
    const registrar = page.getByRole('button', { name: 'Registrar a localização' });
    // The button alone does not say what it records: it is described by the question.
    expect(await registrar.evaluate((botao) => document.getElementById(botao.getAttribute('aria-describedby') ?? '')?.textContent)).toContain('Localização do quadro');
    await registrar.click();
    // Portuguese numbers: a decimal comma, and the accuracy rounded to whole metres.
    await page.getByText('-23,561684, -46,655981 (precisão de 12 m)').waitFor();
    await salvo(page);
    expect(await respostasSalvas(tecnico, atividade.id)).toEqual({ local: { latitude: -23.561684, longitude: -46.655981, precisao: 12.4 } });

    await page.reload();
    await page.getByText('-23,561684, -46,655981 (precisão de 12 m)').waitFor();
    await page.getByRole('button', { name: 'Registrar de novo' }).waitFor();

    // On site again, somewhere else, with a poorer fix.
    await page.context().setGeolocation({ latitude: -22.906847, longitude: -43.172896, accuracy: 85 });
    await page.getByRole('button', { name: 'Registrar de novo' }).click();
    await page.getByText('-22,906847, -43,172896 (precisão de 85 m)').waitFor();
    await salvo(page);
    expect(await respostasSalvas(tecnico, atividade.id)).toEqual({ local: { latitude: -22.906847, longitude: -43.172896, precisao: 85 } });

    // Permission taken back: headless Chromium answers the prompt with a refusal. The answer
    // already saved stays as it was.
    await page.context().clearPermissions();
    await page.getByRole('button', { name: 'Registrar de novo' }).click();
    await page
      .getByText('O navegador não permitiu ler a localização. Libere o acesso nas configurações do site e tente de novo.')
      .waitFor();
    await page.getByText('-22,906847, -43,172896 (precisão de 85 m)').waitFor();
    expect(await respostasSalvas(tecnico, atividade.id)).toEqual({ local: { latitude: -22.906847, longitude: -43.172896, precisao: 85 } });
    expect(errors).toEqual([]);
  });

  it('says in Portuguese that the location could not be read when the browser was never allowed to, and saves nothing', async () => {
    const tecnico = await signInToken(DEMO_TECNICO);
    const atividade = await atividadeEmAndamento(await signInToken(DEMO_GESTOR), tecnico);
    const { page, errors } = await openPage(browser, { token: tecnico, viewport: PHONE });

    await page.goto(`/atividades/detalhes/${atividade.id}`);
    await page.getByRole('heading', { level: 1, name: atividade.titulo }).waitFor();
    await page.getByRole('button', { name: 'Registrar a localização' }).click();
    await page
      .getByText('O navegador não permitiu ler a localização. Libere o acesso nas configurações do site e tente de novo.')
      .waitFor();
    await page.getByRole('button', { name: 'Registrar a localização' }).waitFor();
    expect(await page.getByText(/precisão de/).count()).toBe(0);
    expect(await respostasSalvas(tecnico, atividade.id)).toEqual({});
    expect(errors).toEqual([]);
  });
});
