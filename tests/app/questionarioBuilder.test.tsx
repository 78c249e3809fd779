import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { motivo } from '#contract/mensagensDoCampo';
import type { Questionario, QuestionarioUpdateBody } from '#contract/questionario';
import { problemasDaDefinicao, problemasPorCampo } from '#contract/questionarioProblemas';
import { AUTOSAVE_MS } from '../../src/features/questionarios/builder/questionarioBuilderMachine';
import { QuestionarioBuilder } from '../../src/features/questionarios/builder/QuestionarioBuilder';
import { activateIdioma } from '../../src/i18n/i18n';
import type { FakeCall, FakeReply } from '../support/app/fakeApi';
import { renderWithProviders } from '../support/app/renderWithProviders';
import { signedIn } from '../support/app/signedIn';
import { questionarioLido } from '../support/questionarioBuilder';
import { pergunta, secao, simNao } from '../support/questionarios';
import { ditos } from '#server/http/textoDoCampo';
import { problema } from '../support/app/respostasDoServidor';

type Rotas = Parameters<typeof signedIn>[0];

// Each test drives the whole builder through jsdom, many keystrokes each: twice the usual room.
jest.setTimeout(60_000);

function Biblioteca() {
  const [aberto, setAberto] = useState(true);
  return aberto ? <QuestionarioBuilder id="q-1" onClose={() => setAberto(false)} /> : <p>Construtor fechado</p>;
}

/** The builder on `lido`, against a server that keeps the draft, checks `versao` and publishes with the contract's checks. */
async function abrir(lido: Questionario = questionarioLido(), rotas: Rotas = {}, opcoes: Parameters<typeof userEvent.setup>[0] = {}) {
  let atual = lido;
  const servidor: Rotas = {
    'GET /api/questionarios/q-1': () => ({ status: 200, data: atual }),
    'PUT /api/questionarios/q-1': (call) => {
      const { versao, ...definicao } = call.body as QuestionarioUpdateBody;
      if (versao !== atual.versao) return { status: 409, data: { code: 'versao_desatualizada', message: 'Este registro foi alterado por outra pessoa depois que você o abriu.' } };
      atual = { ...atual, ...definicao, versao: versao + 1, rascunho_aberto: true };
      return { status: 200, data: atual };
    },
    'POST /api/questionarios/q-1/publicar': () => {
      const problemas = problemasDaDefinicao(atual);
      if (problemas.length > 0) return { status: 422, data: { code: 'validacao', message: 'O rascunho tem problemas que impedem a publicação.', errors: ditos(problemasPorCampo(problemas)) } };
      atual = { ...atual, status: 'publicado', versao_atual: (atual.versao_atual ?? 0) + 1, rascunho_aberto: false, versao: atual.versao + 1 };
      return { status: 200, data: atual };
    },
    ...rotas,
  };
  // Answers come on a later turn of the clock, as over a network (and on the fake clock when a test runs it).
  const api = signedIn(
    Object.fromEntries(
      Object.entries(servidor).map(([rota, responder]) => [rota, (call: FakeCall) => new Promise<FakeReply>((resolve) => setTimeout(async () => resolve(await responder(call)), 0))]),
    ),
  );
  renderWithProviders(<Biblioteca />);
  const user = userEvent.setup(opcoes);
  const dialog = await screen.findByRole('dialog', { name: lido.titulo }, { timeout: 5000 });
  const contorno = await within(dialog).findByRole('listbox', { name: 'Estrutura do questionário' });
  await waitFor(() => expect(within(contorno).getByRole('option', { selected: true })).toHaveFocus());
  return { api, user, dialog, contorno };
}

/** Tab until `alvo` has the focus, as a person reaching a field by keyboard; fails when it is not on the way. */
async function tabAte(user: ReturnType<typeof userEvent.setup>, alvo: HTMLElement) {
  for (let vez = 0; vez < 40 && document.activeElement !== alvo; vez += 1) await user.tab();
  expect(alvo).toHaveFocus();
}

const linhas = (contorno: HTMLElement) => within(contorno).getAllByRole('option').map((option) => option.querySelector('p')?.textContent);
const previa = (dialog: HTMLElement) => within(dialog).getByRole('region', { name: 'Prévia: como a equipe de campo verá' });

/** The builder's own clock: autosave waits a few seconds after the last edit, and these tests decide when they pass. */
function relogioFalso() {
  jest.useFakeTimers();
  return { advanceTimers: jest.advanceTimersByTime };
}

describe('questionnaire builder', () => {
  afterEach(() => jest.useRealTimers());

  it('adds a section and questions by keyboard, each after the selection', async () => {
    const { user, dialog, contorno } = await abrir();
    await user.keyboard('s');
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Título da seção' })).toHaveFocus());
    await user.keyboard('NR-23{Escape}');
    await waitFor(() => expect(within(contorno).getByRole('option', { name: /Seção 1: NR-23/ })).toHaveFocus());

    await user.keyboard('q');
    const tipos = await screen.findByRole('menu', { name: 'Tipo da nova pergunta' });
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(within(tipos).getByRole('menuitem', { name: 'Sim/Não/N.A.' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Enunciado' })).toHaveFocus());
    await user.keyboard('Há?{Escape}q');
    await screen.findByRole('menu', { name: 'Tipo da nova pergunta' });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Enunciado' })).toHaveFocus());
    await user.keyboard('Onde?{Escape}');
    expect(linhas(contorno).slice(0, 5)).toEqual(['Vistoria', 'Seção 1: NR-23', '1. Há?', '2. Onde?', 'Seção 2: Área externa']);
    expect(within(contorno).getByRole('option', { name: /2\. Onde\?/ })).toHaveFocus();
  });

  it('moves the selected question with Alt+↓, across into the next section, saying where it went', async () => {
    const { user, dialog, contorno } = await abrir();
    await user.keyboard('{ArrowDown}{ArrowDown}{Alt>}{ArrowDown}{/Alt}');
    expect(linhas(contorno).slice(2, 4)).toEqual(['1. Observações', '2. Extintor no lugar?']);
    expect(dialog).toHaveTextContent('Pergunta Extintor no lugar? movida para a posição 2 de 2 na seção Área externa.');
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(linhas(contorno).slice(2)).toEqual(['1. Observações', 'Seção 2: Sinalização', '2. Extintor no lugar?', '3. Estado da sinalização']);
    expect(within(contorno).getByRole('option', { name: /Extintor no lugar/ })).toHaveFocus();
    expect(dialog).toHaveTextContent('Pergunta Extintor no lugar? movida para a posição 1 de 2 na seção Sinalização.');
  });

  it('moves a question by dragging it onto another row', async () => {
    const { dialog, contorno } = await abrir();
    const dados = new Map<string, string>();
    const dataTransfer = {
      setData: (tipo: string, valor: string) => dados.set(tipo, valor),
      getData: (tipo: string) => dados.get(tipo) ?? '',
      get types() {
        return [...dados.keys()];
      },
      effectAllowed: 'all',
      dropEffect: 'move',
    };
    const alvo = within(contorno).getByRole('option', { name: /1\. Extintor no lugar/ });
    fireEvent.dragStart(within(contorno).getByRole('option', { name: /3\. Estado da sinalização/ }), { dataTransfer });
    fireEvent.dragOver(alvo, { dataTransfer });
    fireEvent.drop(alvo, { dataTransfer });
    expect(linhas(contorno)).toEqual(['Vistoria', 'Seção 1: Área externa', '1. Extintor no lugar?', '2. Estado da sinalização', '3. Observações', 'Seção 2: Sinalização']);
    expect(dialog).toHaveTextContent('Pergunta Estado da sinalização movida para a posição 2 de 3 na seção Área externa.');
  });

  it('gives a question a rule by keyboard, and the preview shows it only while the rule holds', async () => {
    const { user, dialog, contorno } = await abrir();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(within(contorno).getByRole('option', { name: /2\. Observações/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Enunciado' })).toHaveFocus());
    const regra = within(dialog).getByRole('switch', { name: 'Mostrar somente quando as respostas anteriores pedirem' });
    await tabAte(user, regra);
    await user.keyboard(' ');
    expect(regra).toBeChecked();
    expect(within(dialog).getByRole('combobox', { name: 'Pergunta da condição 1' })).toHaveTextContent('1. Extintor no lugar?');
    expect(within(dialog).getByRole('combobox', { name: 'Valor da condição 1' })).toHaveTextContent('Sim');

    const naPrevia = previa(dialog);
    await waitFor(() => expect(within(naPrevia).queryByText('2. Observações')).not.toBeInTheDocument());
    const extintor = within(naPrevia).getByRole('radiogroup', { name: '1. Extintor no lugar?' });
    await tabAte(user, within(extintor).getByRole('radio', { name: 'Sim' }));
    await user.keyboard(' ');
    await waitFor(() => expect(within(naPrevia).getByText('2. Observações')).toBeInTheDocument());
    await user.keyboard('{ArrowRight}');
    expect(within(extintor).getByRole('radio', { name: 'Não' })).toBeChecked();
    await waitFor(() => expect(within(naPrevia).queryByText('2. Observações')).not.toBeInTheDocument());
  });

  it('duplicates the selected question with Ctrl+D, right below it, and saves the copy under an id of its own', async () => {
    const { api, user, dialog, contorno } = await abrir();
    await user.keyboard('{ArrowDown}{ArrowDown}{Control>}d{/Control}');
    expect(linhas(contorno).slice(2, 5)).toEqual(['1. Extintor no lugar?', '2. Extintor no lugar?', '3. Observações']);
    await waitFor(() => expect(within(contorno).getByRole('option', { name: /2\. Extintor no lugar/ })).toHaveFocus());
    expect(dialog).toHaveTextContent('Extintor no lugar? duplicado logo abaixo; a cópia está selecionada.');

    await user.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(api.callsTo('PUT /api/questionarios/q-1')).toHaveLength(1));
    const [enviada] = (api.callsTo('PUT /api/questionarios/q-1')[0]?.body as QuestionarioUpdateBody).secoes;
    const [original, copia] = enviada?.perguntas ?? [];
    expect(copia).toEqual({ ...original, id: expect.not.stringMatching(/^p1$/) });
  });

  it('removes the selected question with Delete only once confirmed, Enter on the question keeping it', async () => {
    const { api, user, dialog, contorno } = await abrir();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Delete}');
    const pergunta = await screen.findByRole('dialog', { name: 'Remover a pergunta?' });
    expect(pergunta).toHaveTextContent('A pergunta Observações será removida do rascunho.');
    // Not confirming has the focus: Enter on an unread question removes nothing.
    await waitFor(() => expect(within(pergunta).getByRole('button', { name: 'Não confirmar' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Remover a pergunta?' })).not.toBeInTheDocument());
    expect(linhas(contorno).slice(2, 4)).toEqual(['1. Extintor no lugar?', '2. Observações']);
    await waitFor(() => expect(within(contorno).getByRole('option', { name: /2\. Observações/ })).toHaveFocus());

    await user.keyboard('{Delete}');
    const denovo = await screen.findByRole('dialog', { name: 'Remover a pergunta?' });
    await waitFor(() => expect(within(denovo).getByRole('button', { name: 'Não confirmar' })).toHaveFocus());
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(within(denovo).getByRole('button', { name: 'Confirmar' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(linhas(contorno).slice(2)).toEqual(['1. Extintor no lugar?', 'Seção 2: Sinalização', '2. Estado da sinalização']));
    expect(dialog).toHaveTextContent('Pergunta Observações removida.');

    await user.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(api.callsTo('PUT /api/questionarios/q-1')).toHaveLength(1));
    const enviado = api.callsTo('PUT /api/questionarios/q-1')[0]?.body as QuestionarioUpdateBody;
    expect(enviado.secoes.map((secao) => secao.perguntas.map((item) => item.id))).toEqual([['p1'], ['p3']]);
  });

  it('scores the preview: conformidade of what was answered, and a critical answer fails it', async () => {
    const { user, dialog, contorno } = await abrir();
    await user.click(within(contorno).getByRole('option', { name: /3\. Estado da sinalização/ }));
    await user.click(within(dialog).getByRole('switch', { name: 'Pontuar esta pergunta' }));
    expect(within(dialog).getByRole('spinbutton', { name: 'Pontos para “Bom”' })).toHaveValue(1);

    const naPrevia = previa(dialog);
    const resultado = within(naPrevia).getByRole('status', { name: 'Resultado da prévia' });
    expect(resultado).toHaveTextContent('Conformidade: sem perguntas pontuadas respondidas');
    await user.click(within(naPrevia).getByRole('radio', { name: 'Sim' }));
    await waitFor(() => expect(resultado).toHaveTextContent('Conformidade: 100%'));
    await user.click(within(within(naPrevia).getByRole('radiogroup', { name: '3. Estado da sinalização' })).getByRole('radio', { name: 'Ruim' }));
    await waitFor(() => expect(resultado).toHaveTextContent('Conformidade: 50%'));

    await user.click(within(contorno).getByRole('option', { name: /1\. Extintor no lugar/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Crítica: uma resposta sem pontos reprova o questionário' }));
    await user.click(within(naPrevia).getByRole('radio', { name: 'Não' }));
    await waitFor(() => expect(resultado).toHaveTextContent('Conformidade: 0%'));
    expect(resultado).toHaveTextContent('Reprovado');
  });

  it('names who fixes a critical failure by keyboard: the activity’s responsável, a papel or a person, one at a time', async () => {
    const critica = questionarioLido({ secoes: [secao('s1', [simNao('p1', { enunciado: 'Extintor no lugar?', critica: true })])] });
    const { api, user, dialog } = await abrir(critica, {
      'GET /api/atividades/responsaveis': () => ({ status: 200, data: { items: [{ id: 'u-9', nome: 'Marina Costa', papel: 'gestor' }] } }),
    });
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Enunciado' })).toHaveFocus());
    const quem = within(dialog).getByRole('combobox', { name: 'Responsável pela ação corretiva' });
    expect(quem).toHaveTextContent('O responsável da atividade');
    await tabAte(user, quem);
    await user.keyboard('{ArrowDown}');
    const opcoes = await screen.findByRole('listbox', { name: 'Responsável pela ação corretiva' });
    expect(within(opcoes).getAllByRole('option').map((opcao) => opcao.textContent)).toEqual([
      'O responsável da atividade',
      'Uma pessoa escolhida',
      'Um administrador (o com menos ações abertas)',
      'Um gestor (o com menos ações abertas)',
      'Um técnico (o com menos ações abertas)',
    ]);
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(quem).toHaveTextContent('Um gestor (o com menos ações abertas)'));
    expect(dialog).toHaveTextContent('se ninguém tiver, o responsável da atividade');
    // The last save sent, by Ctrl+S or by the autosave a slow run lets pass first.
    const enviada = () => (api.callsTo('PUT /api/questionarios/q-1').at(-1)?.body as QuestionarioUpdateBody | undefined)?.secoes[0]?.perguntas[0];
    await user.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(enviada()).toMatchObject({ acao_responsavel_id: null, acao_responsavel_papel: 'gestor' }));

    // A person instead: the papel goes, and the picker asks who.
    await waitFor(() => expect(quem).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{ArrowUp}{ArrowUp}{Enter}');
    const pessoa = await within(dialog).findByRole('combobox', { name: 'Pessoa responsável pela ação' });
    await tabAte(user, pessoa);
    await user.keyboard('Mar');
    await user.click(await screen.findByRole('option', { name: /Marina Costa/ }));
    await user.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(enviada()).toMatchObject({ acao_responsavel_id: 'u-9', acao_responsavel_papel: null }));
  });

  it('says on the control that a question naming a person and a papel cannot be published', async () => {
    const osDois = questionarioLido({
      secoes: [secao('s1', [simNao('p1', { enunciado: 'Extintor no lugar?', critica: true, acao_responsavel_id: 'u-9', acao_responsavel_papel: 'gestor' })])],
    });
    const { user, dialog } = await abrir(osDois, {
      'GET /api/atividades/responsaveis': () => ({ status: 200, data: { items: [{ id: 'u-9', nome: 'Marina Costa', papel: 'gestor' }] } }),
    });
    expect(await within(dialog).findByRole('region', { name: '1 problema impede a publicação' })).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    const quem = await within(dialog).findByRole('combobox', { name: 'Responsável pela ação corretiva' });
    await waitFor(() => expect(quem).toHaveAccessibleDescription('Escolha uma pessoa ou um papel para a ação corretiva, não os dois.'));
    await tabAte(user, quem);
    await user.keyboard('{ArrowDown}');
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Um técnico (o com menos ações abertas)' }));
    await waitFor(() => expect(within(dialog).getByRole('region', { name: 'Pronto para publicar' })).toBeInTheDocument());
  });

  it('saves with Ctrl+S, sending the versao it read and then the one the server answered', async () => {
    const { api, user, dialog } = await abrir();
    await user.keyboard('{Enter}');
    const titulo = within(dialog).getByRole('textbox', { name: 'Título' });
    await waitFor(() => expect(titulo).toHaveFocus());
    await user.keyboard(' semanal');
    await user.keyboard('{Control>}s{/Control}');
    await waitFor(() => expect(within(dialog).getByText('Rascunho salvo')).toBeInTheDocument());
    const [primeiro] = api.callsTo('PUT /api/questionarios/q-1');
    expect(primeiro?.body).toMatchObject({ titulo: 'Vistoria semanal', versao: 3, secoes: questionarioLido().secoes });

    await user.keyboard('!{Control>}s{/Control}');
    await waitFor(() => expect(api.callsTo('PUT /api/questionarios/q-1')).toHaveLength(2));
    expect(api.callsTo('PUT /api/questionarios/q-1')[1]?.body).toMatchObject({ titulo: 'Vistoria semanal!', versao: 4 });
  });

  it('shows a stale save instead of dropping it, and reloads only when asked', async () => {
    const { user, dialog } = await abrir(questionarioLido(), {
      'PUT /api/questionarios/q-1': () => ({ status: 409, data: { code: 'versao_desatualizada', message: 'Este registro foi alterado por outra pessoa depois que você o abriu.' } }),
    });
    await user.keyboard('{Enter}!{Control>}s{/Control}');
    const aviso = await within(dialog).findByRole('alert');
    expect(aviso).toHaveTextContent('Este registro foi alterado por outra pessoa depois que você o abriu.');
    expect(within(dialog).getByRole('textbox', { name: 'Título' })).toHaveValue('Vistoria!');
    expect(within(aviso).getByRole('button', { name: 'Recarregar' })).toBeInTheDocument();
  });

  it('refuses to publish while the draft has problems and links each one to its item', async () => {
    const comProblema = questionarioLido({ secoes: [secao('s1', [simNao('p1', { enunciado: 'Extintor no lugar?' }), pergunta('p2', { enunciado: '' })])] });
    const { api, user, dialog } = await abrir(comProblema);
    await user.keyboard('{Control>}{Shift>}p{/Shift}{/Control}');
    const painel = within(dialog).getByRole('region', { name: '1 problema impede a publicação' });
    await waitFor(() => expect(painel).toHaveFocus());
    expect(api.callsTo('POST /api/questionarios/q-1/publicar')).toEqual([]);
    await user.click(within(painel).getByRole('button', { name: 'Pergunta 2: Informe o enunciado da pergunta.' }));
    const enunciado = within(dialog).getByRole('textbox', { name: 'Enunciado' });
    await waitFor(() => expect(enunciado).toHaveFocus());
    await user.keyboard('Observações');
    await waitFor(() => expect(within(dialog).getByRole('region', { name: 'Pronto para publicar' })).toBeInTheDocument());
  });

  it('lists the problems in the person’s language, while the API keeps the Portuguese', async () => {
    // The language a person chose is kept by the customizer.
    // The language a person chose is kept by the customizer.
    localStorage.setItem('customizer', JSON.stringify({ isLanguage: 'en' }));
    try {
      const semEnunciado = questionarioLido({ secoes: [secao('s1', [simNao('p1', { enunciado: 'Extintor no lugar?' }), pergunta('p2', { enunciado: '' })])] });
      signedIn({ 'GET /api/questionarios/q-1': () => ({ status: 200, data: semEnunciado }) });
      renderWithProviders(<Biblioteca />);
      const dialog = await screen.findByRole('dialog', { name: semEnunciado.titulo }, { timeout: 5000 });
      const painel = await within(dialog).findByRole('region', { name: '1 problem blocks publishing' });
      expect(within(painel).getByRole('button', { name: 'Question 2: Enter the question text.' })).toBeInTheDocument();
      expect(problemasPorCampo(problemasDaDefinicao(semEnunciado))).toEqual({ 'p2.enunciado': [motivo('sem_enunciado')] });
    } finally {
      localStorage.removeItem('customizer');
      await act(() => activateIdioma('pt-BR'));
    }
  });

  it('publishes after asking, saving first what was not saved, and lists what the server refused', async () => {
    const { api, user, dialog } = await abrir(questionarioLido(), {
      'POST /api/questionarios/q-1/publicar': () => ({
        status: 422,
        data: { code: 'validacao', message: 'O rascunho tem problemas que impedem a publicação.', errors: { 'p3.opcoes': [problema('opcoes_repetidas', { rotulo: 'Ruim' })] } },
      }),
    });
    await user.keyboard('{Enter}!');
    await user.click(within(dialog).getByRole('button', { name: 'Publicar' }));
    await user.click(await screen.findByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(api.callsTo('POST /api/questionarios/q-1/publicar')).toHaveLength(1));
    expect(api.callsTo('PUT /api/questionarios/q-1')).toHaveLength(1);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('O rascunho tem problemas que impedem a publicação.');
    expect(within(dialog).getByRole('button', { name: 'Pergunta 3: Duas opções têm o mesmo texto: "Ruim".' })).toBeInTheDocument();
  });

  it('saves a draft by itself a few seconds after the last edit', async () => {
    const { api, user, dialog } = await abrir(questionarioLido(), {}, relogioFalso());
    await user.keyboard('{Enter} anual');
    await act(async () => jest.advanceTimersByTime(AUTOSAVE_MS - 1));
    expect(api.callsTo('PUT /api/questionarios/q-1')).toEqual([]);
    await act(async () => jest.advanceTimersByTime(1));
    await waitFor(() => expect(within(dialog).getByText('Rascunho salvo')).toBeInTheDocument());
    expect(api.callsTo('PUT /api/questionarios/q-1')[0]?.body).toMatchObject({ titulo: 'Vistoria anual', versao: 3 });
  });

  it('asks before closing with unsaved edits: keep editing, or save and close', async () => {
    const { api, user, dialog } = await abrir(questionarioLido(), {}, relogioFalso());
    await user.keyboard('{Enter} mensal{Escape}');
    await user.keyboard('{Escape}');
    const pergunta = await screen.findByRole('dialog', { name: 'Fechar com alterações não salvas?' });
    await user.click(within(pergunta).getByRole('button', { name: 'Continuar editando' }));
    expect(dialog).toBeInTheDocument();
    expect(api.callsTo('PUT /api/questionarios/q-1')).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Fechar o construtor' }));
    const denovo = await screen.findByRole('dialog', { name: 'Fechar com alterações não salvas?' });
    await waitFor(() => expect(within(denovo).getByRole('button', { name: 'Salvar e fechar' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Construtor fechado')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/questionarios/q-1')[0]?.body).toMatchObject({ titulo: 'Vistoria mensal', versao: 3 });
  });

  it('lists its commands in the palette while open', async () => {
    const { user } = await abrir();
    await user.keyboard('{Control>}k{/Control}');
    const paleta = await screen.findByRole('dialog', { name: 'Paleta de comandos' });
    expect(within(paleta).getByRole('option', { name: /Adicionar pergunta após a seleção/ })).toHaveTextContent('Q');
    expect(within(paleta).getByRole('option', { name: /Publicar o questionário/ })).toHaveTextContent('Ctrl Shift P');
    await user.type(within(paleta).getByRole('combobox'), 'adicionar seção');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Título da seção' })).toHaveFocus());
  });

  it('takes its commands out of the palette once closed', async () => {
    const { user, dialog } = await abrir();
    await user.click(within(dialog).getByRole('button', { name: 'Fechar o construtor' }));
    await screen.findByText('Construtor fechado');
    await user.keyboard('{Control>}k{/Control}');
    const paleta = await screen.findByRole('dialog', { name: 'Paleta de comandos' });
    expect(within(paleta).getByRole('option', { name: 'Sair' })).toBeInTheDocument();
    expect(within(paleta).queryByRole('option', { name: /Adicionar pergunta após a seleção/ })).not.toBeInTheDocument();
  });
});
