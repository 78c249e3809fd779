import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Atividade, AtividadeResumo } from '#contract/atividade';
import type { AtividadeLoteBody } from '#contract/atividadeLote';
import type { User } from '#contract/auth';
import type { Papel } from '#contract/papel';
import { REGISTRO_ALTERADO } from '#contract/registro';
import { atividadeFixture, configuracoesFixture, fakeAtividade } from '../support/app/fakeAtividade';
import type { FakeCall, FakeReply } from '../support/app/fakeApi';
import { demoUser } from '../support/app/fixtures';
import { heading, renderApp } from '../support/app/renderApp';
import { campoData, digitarData, textoDoCampo } from '../support/app/campoData';
import { signedIn } from '../support/app/signedIn';

const asPapel = (papel: Papel): User => ({ ...demoUser, empresa: [{ id: 'e-1', nome: 'Construtora Prumo', cnpj: null, papel }] });

function completa(numero: number, fields: Partial<Atividade> = {}): Atividade {
  return atividadeFixture({
    id: `a-${numero}`,
    numero,
    codigo: `AT-${String(numero).padStart(6, '0')}`,
    responsavel: { id: 'u-9', nome: 'Rafael Lima' },
    prazo: null,
    versao: 2,
    ...fields,
  });
}

const resumo = ({ descricao, questionario_id, questionario_versao, respostas, comentarios, criado_em, atualizado_em, ...linha }: Atividade): AtividadeResumo => linha;

const TROCA = completa(1, { titulo: 'Troca de filtros' });
const INSPECAO = completa(2, { titulo: 'Inspeção elétrica', status: 'concluida' });
const VISTORIA = completa(3, { titulo: 'Vistoria do telhado', responsavel: { id: 'u-1', nome: 'Ana Souza' }, versao: 1 });

type Handler = (call: FakeCall) => FakeReply;

const CADASTROS: Record<string, Handler> = {
  'GET /api/configuracoes': () => ({ status: 200, data: configuracoesFixture }),
  'GET /api/atividades/responsaveis': () => ({
    status: 200,
    data: {
      items: [
        { id: 'u-9', nome: 'Rafael Lima', papel: 'tecnico' },
        { id: 'u-7', nome: 'Paulo Reis', papel: 'tecnico' },
      ],
    },
  }),
  'GET /api/tipos-servicos/t-1': () => ({
    status: 200,
    data: { id: 't-1', nome: 'Manutenção preventiva', descricao: null, cor: '#1E5AA8', duracao_minutos: 60, questionario_id: null, ativo: true, versao: 1 },
  }),
  'GET /api/sites/s-1': () => ({ status: 200, data: { id: 's-1', nome: 'Loja Paulista', codigo: 'SP-01', cidade: 'São Paulo', uf: 'SP', ativo: true, versao: 1 } }),
};

async function openLista(papel: Papel = 'gestor', routes: Record<string, Handler> = {}) {
  const api = signedIn(
    {
      ...CADASTROS,
      'GET /api/atividades': () => ({ status: 200, data: { items: [TROCA, INSPECAO, VISTORIA].map(resumo), next_cursor: null } }),
      ...routes,
    },
    asPapel(papel),
  );
  renderApp('/atividades/lista');
  await heading('Atividades');
  await screen.findByText('Troca de filtros');
  return { api, user: userEvent.setup() };
}

const barra = () => screen.queryByRole('region', { name: 'Atividades marcadas' });

describe('bulk actions on the activity list', () => {
  it('marks rows with x and with a checkbox, and cancels them with a required reason, showing each refusal with its reason', async () => {
    const { api, user } = await openLista('gestor', {
      'POST /api/atividades/lote': () => ({
        status: 200,
        data: {
          itens: [
            { id: 'a-1', resultado: 'alterada', motivo: null, status: 'cancelada', versao: 3 },
            { id: 'a-2', resultado: 'recusada', motivo: 'Não é possível cancelar uma atividade concluída.' },
          ],
          alteradas: 1,
          recusadas: 1,
        },
      }),
    });
    expect(barra()).not.toBeInTheDocument();
    await user.keyboard('j');
    await user.keyboard('x');
    await user.click(screen.getByRole('checkbox', { name: 'Marcar AT-000002 Inspeção elétrica' }));
    expect(barra()).toHaveTextContent('2 selecionadas');
    expect(screen.getByRole('checkbox', { name: 'Marcar todas as linhas' })).toBePartiallyChecked();

    await user.click(within(barra()!).getByRole('button', { name: 'Cancelar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar 2 atividades?' });
    // The lifecycle machine already knows the concluded one will be refused.
    expect(dialog).toHaveTextContent('1 das atividades escolhidas não pode ser cancelada');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar atividades' }));
    expect(within(dialog).getByText('Informe o motivo.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/atividades/lote')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /^Motivo/ }), 'Obra embargada');
    const lidas = api.callsTo('GET /api/atividades').length;
    await user.keyboard('{Enter}');
    expect(await within(dialog).findByText('Não é possível cancelar uma atividade concluída.')).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent('1 atividade alterada. 1 recusada.');
    expect(within(dialog).getByText('AT-000002 Inspeção elétrica')).toBeInTheDocument();
    expect(api.callsTo('POST /api/atividades/lote').map((call) => call.body)).toEqual([{ acao: 'cancelar', ids: ['a-1', 'a-2'], motivo: 'Obra embargada' }]);

    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(barra()).not.toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET /api/atividades').length).toBeGreaterThan(lidas));
  });

  it('assigns the selected row with a when none is marked, and reschedules the marked ones on the company clock', async () => {
    const pedidos: AtividadeLoteBody[] = [];
    const { user } = await openLista('gestor', {
      'POST /api/atividades/lote': ({ body }) => {
        const pedido = body as AtividadeLoteBody;
        pedidos.push(pedido);
        const itens = pedido.ids.map((id) => ({ id, resultado: 'alterada', motivo: null, status: 'agendada', versao: 3 }));
        return { status: 200, data: { itens, alteradas: itens.length, recusadas: 0 } };
      },
    });
    await user.keyboard('j');
    await user.keyboard('a');
    const reatribuir = await screen.findByRole('dialog', { name: 'Reatribuir 1 atividade' });
    await user.click(within(reatribuir).getByRole('button', { name: 'Reatribuir' }));
    expect(within(reatribuir).getByText('Campo obrigatório.')).toBeInTheDocument();
    await user.type(within(reatribuir).getByRole('combobox', { name: /^Novo responsável/ }), 'pa');
    await user.click(await screen.findByRole('option', { name: /Paulo Reis/ }, { timeout: 5000 }));
    await user.click(within(reatribuir).getByRole('button', { name: 'Reatribuir' }));
    expect(await within(reatribuir).findByRole('status')).toHaveTextContent('1 atividade alterada.');
    await user.click(within(reatribuir).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('checkbox', { name: 'Marcar todas as linhas' }));
    expect(barra()).toHaveTextContent('3 selecionadas');
    await user.click(within(barra()!).getByRole('button', { name: 'Reagendar' }));
    const reagendar = await screen.findByRole('dialog', { name: 'Reagendar 3 atividades' });
    await digitarData(user, await campoData(reagendar, /^Agendada para/), '010420260800');
    await user.click(within(reagendar).getByRole('button', { name: 'Reagendar' }));
    expect(await within(reagendar).findByRole('status')).toHaveTextContent('3 atividades alteradas.');
    expect(pedidos).toEqual([
      { acao: 'reatribuir', ids: ['a-1'], responsavel_id: 'u-7' },
      // 08:00 in São Paulo.
      { acao: 'reagendar', ids: ['a-1', 'a-2', 'a-3'], agendada_para: '2026-04-01T11:00:00.000Z' },
    ]);
  }, 60_000);

  it('lists x, a and s in the shortcut sheet, and a and s in the palette', async () => {
    const { user } = await openLista();
    await user.keyboard('?');
    const folha = await screen.findByRole('dialog', { name: 'Atalhos de teclado' });
    for (const nome of ['Marcar ou desmarcar a linha selecionada', 'Atribuir a linha selecionada ou as marcadas', 'Iniciar a atividade selecionada']) {
      expect(within(folha).getByText(nome)).toBeInTheDocument();
    }
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.keyboard('{Control>}k{/Control}');
    expect(await screen.findByRole('option', { name: /Atribuir a linha selecionada ou as marcadas/ })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: /Iniciar a atividade selecionada/ })).toBeInTheDocument();
  });

  it('lets a técnico start their own activity with s and says why not on another’s, without marks or bulk actions', async () => {
    const { api, user } = await openLista('tecnico', {
      'POST /api/atividades/a-3/transicoes': () => ({ status: 200, data: { ...VISTORIA, status: 'em_andamento', versao: 2 } }),
    });
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await user.keyboard('j');
    await user.keyboard('s');
    expect(await screen.findByText('Só o responsável pela atividade, um gestor ou um administrador pode fazer isso.')).toBeInTheDocument();
    await user.keyboard('x');
    expect(barra()).not.toBeInTheDocument();
    await user.keyboard('jj');
    await user.keyboard('s');
    await user.click(within(await screen.findByRole('dialog', { name: 'Iniciar AT-000003?' })).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Atividade AT-000003 iniciada.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/atividades/a-3/transicoes').map((call) => call.body)).toEqual([{ evento: 'iniciar', versao: 1 }]);
    expect(api.callsTo('POST /api/atividades/a-1/transicoes')).toHaveLength(0);
  });
});

describe('editing an activity', () => {
  it('opens with e on the row, saves over its versao, and offers Recarregar when someone else changed it first', async () => {
    let atual = TROCA;
    const { api, user } = await openLista('gestor', {
      'GET /api/atividades/a-1': () => ({ status: 200, data: atual }),
      'PATCH /api/atividades/a-1': ({ body }) => {
        const { versao, ...campos } = body as { versao: number; titulo: string };
        if (versao !== atual.versao) return { status: 409, data: { code: 'versao_desatualizada', message: REGISTRO_ALTERADO } };
        atual = { ...atual, titulo: campos.titulo, versao: versao + 1 };
        return { status: 200, data: atual };
      },
    });
    await user.keyboard('j');
    await user.keyboard('e');
    const dialog = await screen.findByRole('dialog', { name: 'Editar AT-000001' });
    const titulo = within(dialog).getByRole('textbox', { name: /^Título/ });
    expect(titulo).toHaveValue('Troca de filtros');
    expect(textoDoCampo(await campoData(dialog, /^Agendada para/))).toBe('10/03/2026 09:00');
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /^Responsável/ })).toHaveValue('Rafael Lima'));

    // Someone else saves first.
    atual = { ...atual, prioridade: 'urgente', versao: 3 };
    await user.clear(titulo);
    await user.type(titulo, 'Troca de filtros e correias');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('alterado por outra pessoa');
    await user.click(within(dialog).getByRole('button', { name: 'Recarregar' }));

    const relido = await within(dialog).findByRole('textbox', { name: /^Título/ });
    await user.clear(relido);
    await user.type(relido, 'Troca de filtros e correias');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Atividade alterada: AT-000001')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('PATCH /api/atividades/a-1').at(-1)?.body).toEqual({
      titulo: 'Troca de filtros e correias',
      tipo_servico_id: 't-1',
      site_id: 's-1',
      responsavel_id: 'u-9',
      prioridade: 'urgente',
      agendada_para: '2026-03-10T12:00:00.000Z',
      prazo: null,
      descricao: null,
      versao: 3,
    });
  }, 60_000);

  it('offers Editar on the details page to a gestor, and the page shows what was saved; the moments left as they were keep their seconds', async () => {
    const user = asPapel('gestor');
    // Made through the API, to the second: the fields show minutes.
    const atividade = completa(1, { titulo: 'Troca de filtros', agendada_para: '2026-03-10T12:00:37.412Z', prazo: '2026-03-11T21:00:05.000Z' });
    const rotas = fakeAtividade({ atividade, user });
    let atual = atividade;
    const api = signedIn(
      {
        ...CADASTROS,
        ...rotas,
        'GET /api/atividades/a-1': () => ({ status: 200, data: atual }),
        'PATCH /api/atividades/a-1': ({ body }) => {
          const { versao, ...campos } = body as Partial<Atividade> & { versao: number };
          atual = { ...atual, ...campos, tipo_servico: atual.tipo_servico, site: atual.site, versao: versao + 1 } as Atividade;
          return { status: 200, data: atual };
        },
      },
      user,
    );
    renderApp('/atividades/detalhes/a-1');
    await heading('Troca de filtros');
    const acao = userEvent.setup();
    await acao.click(screen.getByRole('button', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar AT-000001' });
    expect(textoDoCampo(await campoData(dialog, /^Prazo/))).toBe('11/03/2026 18:00');
    const titulo = within(dialog).getByRole('textbox', { name: /^Título/ });
    await acao.clear(titulo);
    await acao.type(titulo, 'Troca de filtros e correias');
    await acao.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await heading('Troca de filtros e correias')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/atividades/a-1')[0]?.body).toMatchObject({ agendada_para: '2026-03-10T12:00:37.412Z', prazo: '2026-03-11T21:00:05.000Z' });
  }, 60_000);

  it('asks which activities of a series an edit reaches, with the keyboard, and sends that scope', async () => {
    const user = asPapel('gestor');
    const recorrencia = { id: 'sr-1', regra: 'FREQ=WEEKLY;INTERVAL=1;COUNT=4', inicio: '2026-03-10T12:00:00.000Z', fuso: 'America/Sao_Paulo', frequencia: 'semanal' as const, intervalo: 1, vezes: 4, encerrada: false };
    const atividade = completa(1, { titulo: 'Troca de filtros', serie_id: 'sr-1', recorrencia });
    let atual = atividade;
    const api = signedIn(
      {
        ...CADASTROS,
        ...fakeAtividade({ atividade, user }),
        'GET /api/atividades/a-1': () => ({ status: 200, data: atual }),
        'PATCH /api/atividades/a-1': ({ body }) => {
          const { versao, escopo: _escopo, ...campos } = body as Partial<Atividade> & { versao: number; escopo?: string };
          atual = { ...atual, ...campos, versao: versao + 1 } as Atividade;
          return { status: 200, data: atual };
        },
      },
      user,
    );
    renderApp('/atividades/detalhes/a-1');
    await heading('Troca de filtros');
    const acao = userEvent.setup();
    await acao.click(screen.getByRole('button', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar AT-000001' });
    const titulo = within(dialog).getByRole('textbox', { name: /^Título/ });
    await acao.clear(titulo);
    await acao.type(titulo, 'Troca de correias{Enter}');
    const escopo = await screen.findByRole('dialog', { name: 'Alterar atividade da série' });
    expect(within(escopo).getByRole('radio', { name: 'Só esta' })).toHaveFocus();
    // "Voltar" sends nothing and leaves the form as it was.
    await acao.click(within(escopo).getByRole('button', { name: 'Voltar' }));
    expect(api.callsTo('PATCH /api/atividades/a-1')).toHaveLength(0);
    await acao.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    const denovo = await screen.findByRole('dialog', { name: 'Alterar atividade da série' });
    await acao.keyboard('{ArrowDown}{ArrowDown}');
    expect(within(denovo).getByRole('radio', { name: 'Todas' })).toBeChecked();
    await acao.keyboard('{Enter}');
    expect(await heading('Troca de correias')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/atividades/a-1')).toHaveLength(1);
    expect(api.callsTo('PATCH /api/atividades/a-1')[0]?.body).toMatchObject({ titulo: 'Troca de correias', escopo: 'todas', versao: atividade.versao });
  }, 60_000);

  it('does not offer Editar to a técnico', async () => {
    const user = asPapel('tecnico');
    signedIn({ ...CADASTROS, ...fakeAtividade({ atividade: completa(1, { titulo: 'Troca de filtros' }), user }) }, user);
    renderApp('/atividades/detalhes/a-1');
    await heading('Troca de filtros');
    expect(screen.queryByRole('button', { name: 'Editar' })).not.toBeInTheDocument();
  });
});
