import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '#contract/auth';
import type { Papel } from '#contract/papel';
import type { Pergunta, Questionario, QuestionarioUpdateBody, Secao } from '#contract/questionario';
import { compararDefinicoes } from '#contract/questionarioComparacao';
import { demoUser } from '../support/app/fixtures';
import { fakeQuestionarios, questionarioResumo, type FakeQuestionario } from '../support/app/fakeQuestionarios';
import type { FakeReply } from '../support/app/fakeApi';
import { renderApp, waitForPath } from '../support/app/renderApp';
import { signedIn } from '../support/app/signedIn';
import { escolherNoSelect } from '../support/app/escolherNoSelect';

const pergunta = (id: string, enunciado: string, campos: Partial<Pergunta> = {}): Pergunta => ({
  id,
  tipo: 'sim_nao',
  enunciado,
  ajuda: null,
  obrigatoria: true,
  opcoes: [],
  regra: null,
  pontos: null,
  critica: false,
  ...campos,
});
const opcoes = (...rotulos: string[]) => rotulos.map((rotulo, indice) => ({ id: `o${indice + 1}`, rotulo }));

const VERSAO_2: Secao[] = [
  {
    id: 's1',
    titulo: 'Área de trabalho',
    perguntas: [
      pergunta('p1', 'Piso limpo?'),
      pergunta('p2', 'Extintor no lugar?'),
      pergunta('p3', 'Sinalização', { tipo: 'escolha_unica', opcoes: opcoes('Boa', 'Ruim') }),
    ],
  },
];
const RASCUNHO: Secao[] = [
  {
    id: 's1',
    titulo: 'Área de trabalho',
    perguntas: [
      pergunta('p1', 'Piso limpo?'),
      pergunta('p3', 'Sinalização visível', { tipo: 'escolha_unica', opcoes: opcoes('Boa', 'Ruim', 'Ausente') }),
      pergunta('p4', 'Foto do local', { tipo: 'foto', obrigatoria: false }),
    ],
  },
];

function biblioteca(): FakeQuestionario[] {
  return [
    {
      resumo: questionarioResumo({
        id: 'q-1',
        titulo: 'Vistoria de segurança',
        status: 'publicado',
        versao_atual: 2,
        rascunho_aberto: true,
        total_perguntas: 12,
        versao: 5,
      }),
      secoes: RASCUNHO,
      versoes: { 1: VERSAO_2.slice(0, 1), 2: VERSAO_2 },
    },
    { resumo: questionarioResumo({ id: 'q-2', titulo: 'Inspeção de extintores', total_perguntas: 3 }), secoes: [] },
    {
      resumo: questionarioResumo({ id: 'q-3', titulo: 'Checklist antigo', status: 'arquivado', versao_atual: 1, rascunho_aberto: false, versao: 2 }),
      secoes: [],
      versoes: { 1: [] },
    },
  ];
}

const copia: Questionario = { ...questionarioResumo({ id: 'q-10', titulo: 'Cópia de Vistoria de segurança' }), secoes: RASCUNHO };

const asPapel = (papel: Papel): User => ({ ...demoUser, empresa: [{ id: 'e-1', nome: 'Construtora Prumo', cnpj: null, papel }] });
const definicao = (secoes: Secao[]) => ({ titulo: 'Vistoria de segurança', descricao: null, secoes });

/** The library at `path`, signed in with `papel`; a dialog the address opens hides the page's heading. */
function startLibrary(path: string, papel: Papel = 'gestor', rotas: Parameters<typeof signedIn>[0] = {}) {
  const records = biblioteca();
  let criado: Questionario | null = null;
  const api = signedIn(
    {
      ...fakeQuestionarios(records),
      'GET /api/questionarios/modelos': () => ({
        status: 200,
        data: {
          items: [
            { chave: 'manutencao-preventiva', titulo: 'Checklist de manutenção preventiva', descricao: 'Equipamentos e instalações.', total_perguntas: 14 },
            { chave: 'extintores', titulo: 'Inspeção de extintores', descricao: 'Validade, lacre e pressão.', total_perguntas: 9 },
          ],
        },
      }),
      'POST /api/questionarios': (call) => {
        criado = { ...questionarioResumo({ id: 'q-9', titulo: (call.body as { titulo: string }).titulo }), secoes: [] };
        return { status: 201, data: criado };
      },
      'GET /api/questionarios/q-9': () => (criado ? { status: 200, data: criado } : { status: 404, data: { message: 'Questionário não encontrado.' } }),
      'POST /api/questionarios/q-1/duplicar': () => ({ status: 201, data: copia }),
      'GET /api/questionarios/q-10': () => ({ status: 200, data: copia }),
      'GET /api/questionarios/q-1/comparar': ({ query }) => ({
        status: 200,
        data: {
          de: Number(query.de),
          para: null,
          mudancas: compararDefinicoes(definicao(query.de === '2' ? VERSAO_2 : VERSAO_2.slice(0, 1)), definicao(RASCUNHO)),
        },
      }),
      ...rotas,
    },
    asPapel(papel),
  );
  renderApp(path);
  return { api, user: userEvent.setup() };
}

async function openLibrary(path = '/questionarios', papel: Papel = 'gestor', rotas: Parameters<typeof signedIn>[0] = {}) {
  const opened = startLibrary(path, papel, rotas);
  // The first test of the file also waits for the page's code to load, on a busy machine too.
  await screen.findByRole('heading', { level: 1, name: 'Questionários' }, { timeout: 15_000 });
  return opened;
}

const rows = () => within(screen.getByRole('table', { name: 'Questionários' })).getAllByRole('row').slice(1);
const search = () => new URLSearchParams(window.location.search);

describe('questionnaire library', () => {
  it('lists each questionnaire with its status, question count and unpublished edits', async () => {
    await openLibrary();
    const vistoria = (await screen.findByText('Vistoria de segurança', {}, { timeout: 5000 })).closest('tr')!;
    expect(within(vistoria).getByText('Publicado v2')).toBeInTheDocument();
    expect(within(vistoria).getByText('alterações não publicadas')).toBeInTheDocument();
    expect(within(vistoria).getByText('12')).toBeInTheDocument();
    expect(within(screen.getByText('Inspeção de extintores').closest('tr')!).getByText('Rascunho')).toBeInTheDocument();
    expect(within(screen.getByText('Checklist antigo').closest('tr')!).getByText('Arquivado')).toBeInTheDocument();
  });

  it('keeps the search and the status filter in the address and asks the server with them', async () => {
    const { api, user } = await openLibrary();
    await screen.findByText('Vistoria de segurança', {}, { timeout: 5000 });
    await user.keyboard('/');
    await user.keyboard('extintor');
    await waitFor(() => expect(search().get('q')).toBe('extintor'), { timeout: 5000 });
    await waitFor(() => expect(rows()).toHaveLength(1), { timeout: 5000 });
    await escolherNoSelect(user, screen.getByRole('combobox', { name: 'Situação' }), 'Publicados');
    await waitFor(() => expect(search().get('status')).toBe('publicado'));
    expect(await screen.findByText('Nenhum resultado', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(api.callsTo('GET /api/questionarios').at(-1)?.query).toMatchObject({ q: 'extintor', status: 'publicado' });
  });

  it('shows an empty company how to create its first questionnaire', async () => {
    signedIn(fakeQuestionarios([]));
    renderApp('/questionarios');
    expect(await screen.findByText('Nenhum questionário criado ainda')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Novo questionário' })).toHaveLength(2);
  });

  it('opens the selected row in the builder with Enter, keeping it in the address, and closes it with Esc', async () => {
    const { api, user } = await openLibrary();
    await screen.findByText('Vistoria de segurança', {}, { timeout: 5000 });
    await user.keyboard('jj');
    await waitFor(() => expect(rows()[1]).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(search().get('editar')).toBe('q-2'));
    expect(await screen.findByRole('dialog', { name: 'Inspeção de extintores' }, { timeout: 5000 })).toBeInTheDocument();
    const lidas = api.callsTo('GET /api/questionarios').length;
    await user.click(screen.getByRole('button', { name: 'Fechar o construtor' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(search().get('editar')).toBeNull();
    // What the builder changed shows in the list at once.
    await waitFor(() => expect(api.callsTo('GET /api/questionarios').length).toBeGreaterThan(lidas));
  });

  it('opens a bookmarked builder address', async () => {
    startLibrary('/questionarios?editar=q-1');
    expect(await screen.findByRole('dialog', { name: 'Vistoria de segurança' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('starts a new questionnaire from a template by keyboard and opens it in the builder', async () => {
    const { api, user } = await openLibrary();
    await screen.findByText('Vistoria de segurança', {}, { timeout: 5000 });
    await user.keyboard('n');
    const dialog = await screen.findByRole('dialog', { name: 'Novo questionário' });
    expect(search().get('novo')).toBe('1');
    const modelo = await within(dialog).findByRole('radio', { name: /Checklist de manutenção preventiva/ });
    expect(modelo).toHaveAccessibleName(/14 perguntas/);
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /^Título/ })).toHaveFocus());
    await user.tab();
    expect(within(dialog).getByRole('radio', { name: /Em branco/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(modelo).toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: /^Título/ })).toHaveValue('Checklist de manutenção preventiva');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.callsTo('POST /api/questionarios')).toHaveLength(1));
    expect(api.callsTo('POST /api/questionarios')[0]?.body).toEqual({ titulo: 'Checklist de manutenção preventiva', modelo: 'manutencao-preventiva' });
    await waitFor(() => expect(search().get('editar')).toBe('q-9'));
    expect(search().get('novo')).toBeNull();
    expect(await screen.findByRole('dialog', { name: 'Checklist de manutenção preventiva' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('asks for a título before creating a blank one', async () => {
    const { api, user } = startLibrary('/questionarios?novo=1');
    const dialog = await screen.findByRole('dialog', { name: 'Novo questionário' }, { timeout: 5000 });
    await user.click(within(dialog).getByRole('button', { name: 'Criar e abrir' }));
    expect(await within(dialog).findByText('Campo obrigatório.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /^Título/ }), 'Ronda noturna{Enter}');
    await waitFor(() => expect(api.callsTo('POST /api/questionarios')[0]?.body).toEqual({ titulo: 'Ronda noturna' }));
  });

  it('duplicates from the row menu and opens the copy in the builder', async () => {
    const { api, user } = await openLibrary();
    await screen.findByText('Vistoria de segurança', {}, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Ações de Vistoria de segurança' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Duplicar' }));
    await waitFor(() => expect(api.callsTo('POST /api/questionarios/q-1/duplicar')).toHaveLength(1));
    expect(await screen.findByText('Cópia criada como rascunho: Cópia de Vistoria de segurança')).toBeInTheDocument();
    await waitFor(() => expect(search().get('editar')).toBe('q-10'));
    expect(await screen.findByRole('dialog', { name: 'Cópia de Vistoria de segurança' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('archives and deletes from the row menu, asking first', async () => {
    const { api, user } = await openLibrary();
    await screen.findByText('Vistoria de segurança', {}, { timeout: 5000 });
    const menu = async (titulo: string, acao: string) => {
      await user.click(screen.getByRole('button', { name: `Ações de ${titulo}` }));
      await user.click(await screen.findByRole('menuitem', { name: acao }));
    };

    await menu('Vistoria de segurança', 'Arquivar');
    const arquivar = await screen.findByRole('dialog', { name: 'Arquivar “Vistoria de segurança”?' });
    await user.click(within(arquivar).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(api.callsTo('POST /api/questionarios/q-1/arquivar')[0]?.body).toEqual({ versao: 5 }));

    await menu('Checklist antigo', 'Excluir');
    const excluir = await screen.findByRole('dialog', { name: 'Excluir “Checklist antigo”?' });
    await user.click(within(excluir).getByRole('button', { name: 'Não confirmar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE /api/questionarios/q-3')).toEqual([]);

    await menu('Checklist antigo', 'Excluir');
    await user.click(within(await screen.findByRole('dialog', { name: 'Excluir “Checklist antigo”?' })).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(api.callsTo('DELETE /api/questionarios/q-3')[0]?.query).toEqual({ versao: '2' }));
    await waitFor(() => expect(screen.queryByText('Checklist antigo')).not.toBeInTheDocument());
  });

  it('reads a version and compares the latest one with the open draft', async () => {
    const { api, user } = await openLibrary();
    await screen.findByText('Vistoria de segurança', {}, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Ações de Vistoria de segurança' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Ver versões' }));
    const dialog = await screen.findByRole('dialog', { name: 'Versões de “Vistoria de segurança”' });
    expect(search().get('versoes')).toBe('q-1');
    expect(within(dialog).getByRole('combobox', { name: 'Versão' })).toHaveTextContent('Versão 2');
    const versao = await within(dialog).findByRole('region', { name: 'Versão 2' });
    expect(within(versao).getByText('Extintor no lugar?')).toBeInTheDocument();
    expect(within(dialog).getByText(/^Publicada em 10\/01\/2026.* por Ana Souza\.$/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Comparar' }));
    const lados = await within(dialog).findByRole('group', { name: 'Lado a lado' });
    expect(api.callsTo('GET /api/questionarios/q-1/comparar').at(-1)?.query).toMatchObject({ de: '2' });
    const resumo = within(dialog).getByRole('region', { name: 'Diferenças' });
    expect(resumo).toHaveTextContent('Diferenças: 1 adicionada, 1 removida, 1 alterada');
    expect(within(resumo).getByText('Alterada · Pergunta “Sinalização visível” (enunciado, opções)')).toBeInTheDocument();

    const antes = within(lados).getByRole('region', { name: 'Versão 2' });
    const depois = within(lados).getByRole('region', { name: 'Rascunho não publicado' });
    expect(within(within(antes).getByText('Extintor no lugar?').closest('li')!).getByText('Removida')).toBeInTheDocument();
    expect(within(within(depois).getByText('Foto do local').closest('li')!).getByText('Adicionada')).toBeInTheDocument();
    expect(within(within(depois).getByText('Sinalização visível').closest('li')!).getByText('Alterada: enunciado, opções')).toBeInTheDocument();
    expect(within(antes).queryByText('Foto do local')).not.toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(search().get('versoes')).toBeNull();
  });

  it.each(['tecnico', 'leitor'] as const)('shows a %s the library read-only, each row opening its versions', async (papel) => {
    const { api, user } = await openLibrary('/questionarios', papel);
    await screen.findByText('Vistoria de segurança', {}, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: 'Novo questionário' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Ações de/ })).not.toBeInTheDocument();
    await user.keyboard('n');
    await user.keyboard('j{Delete}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Versões de “Vistoria de segurança”' })).toBeInTheDocument();
    expect(search().get('editar')).toBeNull();
    expect(api.calls.filter((call) => call.method !== 'GET' && call.url !== '/api/auth/check')).toEqual([]);
  });
});

describe('questionnaires in the palette', () => {
  it('offers Novo questionário to a gestor and opens a questionnaire found by its title', async () => {
    const { user } = await openLibrary('/questionarios', 'gestor');
    await user.keyboard('{Control>}k{/Control}');
    const palette = await screen.findByRole('dialog', { name: 'Paleta de comandos' });
    await user.type(within(palette).getByRole('combobox'), 'novo quest');
    await waitFor(() => expect(within(palette).getByRole('option', { selected: true })).toHaveTextContent('Novo questionário'));
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Novo questionário' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.keyboard('{Control>}k{/Control}');
    const again = await screen.findByRole('dialog', { name: 'Paleta de comandos' });
    await user.type(within(again).getByRole('combobox'), 'vistoria');
    await user.click(await within(again).findByRole('option', { name: /Vistoria de segurança/ }, { timeout: 5000 }));
    await waitFor(() => expect(search().get('editar')).toBe('q-1'));
  });

  it('does not offer Novo questionário to a técnico', async () => {
    const { user } = await openLibrary('/questionarios', 'tecnico');
    await user.keyboard('{Control>}k{/Control}');
    const palette = await screen.findByRole('dialog', { name: 'Paleta de comandos' });
    await user.type(within(palette).getByRole('combobox'), 'novo');
    expect(within(palette).queryByRole('option', { name: 'Novo questionário' })).not.toBeInTheDocument();
  });
});

describe('leaving the builder without closing it', () => {
  afterEach(() => jest.useRealTimers());

  const salvo = (body: QuestionarioUpdateBody): FakeReply => ({
    status: 200,
    data: { ...questionarioResumo({ id: 'q-2', titulo: body.titulo }), ...body, versao: body.versao + 1 } satisfies Questionario,
  });

  /**
   * Inspeção de extintores open in the builder, its título edited. With `relogioParado` the clock stops
   * once the builder is open and moves only while the test waits, never as far as the autosave's delay.
   */
  async function editarTitulo({ responder = salvo, relogioParado = true }: { responder?: (body: QuestionarioUpdateBody) => FakeReply; relogioParado?: boolean } = {}) {
    const { api, user: abrindo } = await openLibrary('/questionarios', 'gestor', {
      'PUT /api/questionarios/q-2': (call) => responder(call.body as QuestionarioUpdateBody),
    });
    await screen.findByText('Inspeção de extintores', {}, { timeout: 5000 });
    await abrindo.keyboard('jj{Enter}');
    const builder = await screen.findByRole('dialog', { name: 'Inspeção de extintores' }, { timeout: 5000 });
    await waitFor(() => expect(within(builder).getByRole('option', { selected: true })).toHaveFocus());
    if (relogioParado) jest.useFakeTimers();
    const user = relogioParado ? userEvent.setup({ advanceTimers: jest.advanceTimersByTime }) : abrindo;
    await user.keyboard('{Enter} mensal');
    expect(within(builder).getByRole('textbox', { name: 'Título' })).toHaveValue('Inspeção de extintores mensal');
    return { api, user };
  }

  it('saves the edits at once when Back takes the builder away', async () => {
    const { api } = await editarTitulo();
    const lidas = api.callsTo('GET /api/questionarios').length;
    act(() => window.history.back());
    await waitFor(() => expect(search().get('editar')).toBeNull());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(api.callsTo('PUT /api/questionarios/q-2')).toHaveLength(1));
    expect(api.callsTo('PUT /api/questionarios/q-2')[0]?.body).toMatchObject({ titulo: 'Inspeção de extintores mensal', versao: 1, secoes: [] });
    expect(screen.queryByText(/não foram salvas/)).not.toBeInTheDocument();
    // The library reads its rows again once that save is through, so they show the new título.
    await waitFor(() => expect(api.callsTo('GET /api/questionarios').length).toBeGreaterThan(lidas));
  });

  it('saves the edits at once when the palette goes to another page', async () => {
    // The palette's and the builder's focus traps take turns on a timer: a stopped clock would stall them.
    const { api, user } = await editarTitulo({ relogioParado: false });
    await user.keyboard('{Control>}k{/Control}');
    const paleta = await screen.findByRole('dialog', { name: 'Paleta de comandos' });
    await user.type(within(paleta).getByRole('combobox'), 'sites');
    await user.click(within(paleta).getByRole('option', { name: /^Sites/ }));
    await waitForPath('/sites');
    await waitFor(() => expect(api.callsTo('PUT /api/questionarios/q-2')).toHaveLength(1));
    expect(api.callsTo('PUT /api/questionarios/q-2')[0]?.body).toMatchObject({ titulo: 'Inspeção de extintores mensal', versao: 1 });
  });

  it('tells the person when the edits could not be saved on the way out', async () => {
    await editarTitulo({ responder: () => ({ status: 409, data: { code: 'versao_desatualizada', message: 'Este registro foi alterado por outra pessoa depois que você o abriu.' } }) });
    act(() => window.history.back());
    expect(
      await screen.findByText('As alterações em “Inspeção de extintores mensal” não foram salvas: Este registro foi alterado por outra pessoa depois que você o abriu.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Inspeção de extintores' })).not.toBeInTheDocument();
  });
});
