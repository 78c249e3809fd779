import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AcaoLoteBody } from '#contract/acaoLote';
import type { AcaoCorretiva } from '#contract/acoes';
import type { User } from '#contract/auth';
import type { Papel } from '#contract/papel';
import { REGISTRO_ALTERADO } from '#contract/registro';
import type { FakeCall, FakeReply } from '../support/app/fakeApi';
import { acaoFixture, fakeAcoes } from '../support/app/fakeAcoes';
import { demoUser } from '../support/app/fixtures';
import { heading, renderApp, waitForPath } from '../support/app/renderApp';
import { signedIn } from '../support/app/signedIn';

const asPapel = (papel: Papel): User => ({ ...demoUser, empresa: [{ id: 'e-1', nome: 'Construtora Prumo', cnpj: null, papel }] });

const ACOES: AcaoCorretiva[] = [
  acaoFixture(),
  acaoFixture({
    id: 'ac-2',
    numero: 8,
    codigo: 'AC-000008',
    titulo: 'Desobstruir a saída de emergência',
    status: 'resolvida',
    prioridade: 'urgente',
    atrasada: false,
    reincidente: true,
    origem: 'manual',
    responsavel: null,
    site: { id: 's-2', nome: 'Filial Campinas' },
  }),
  acaoFixture({ id: 'ac-3', numero: 3, codigo: 'AC-000003', titulo: 'Consertar a luz de emergência', status: 'em_andamento', atrasada: true }),
];

async function openLista(path = '/acoes', papel: Papel = 'gestor', acoes = ACOES, routes: Record<string, (call: FakeCall) => FakeReply> = {}) {
  const api = signedIn({ ...fakeAcoes({ acoes, user: asPapel(papel) }), ...routes }, asPapel(papel));
  renderApp(path);
  await heading('Ações corretivas');
  return { api, user: userEvent.setup() };
}

const rows = () => within(screen.getByRole('table', { name: 'Ações corretivas' })).getAllByRole('row').slice(1);
const search = () => new URLSearchParams(window.location.search);
const lastQuery = (api: { callsTo: (key: string) => FakeCall[] }) => api.callsTo('GET /api/acoes').at(-1)?.query;

describe('corrective actions: the list', () => {
  it('shows each action with its código, status, prioridade, prazo, responsável, site and origem, the latest first', async () => {
    await openLista();
    await screen.findByText('Desobstruir a saída de emergência');
    expect(rows().map((row) => within(row).getAllByText(/^AC-/)[0]!.textContent)).toEqual(['AC-000008', 'AC-000007', 'AC-000003']);
    const [reincidente, automatica, atrasada] = rows() as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(reincidente).getByText('Resolvida')).toBeInTheDocument();
    expect(within(reincidente).getAllByText('Reincidente').length).toBeGreaterThan(0);
    expect(within(reincidente).getByText('Manual')).toBeInTheDocument();
    expect(within(reincidente).getByText('Sem responsável')).toBeInTheDocument();
    expect(within(reincidente).getByText('Urgente')).toBeInTheDocument();
    expect(within(automatica).getByText('Automática')).toBeInTheDocument();
    // 12:00 UTC is 09:00 in São Paulo.
    expect(within(automatica).getByText('12/03/2026, 09:00')).toBeInTheDocument();
    expect(within(automatica).queryByText('Atrasada')).not.toBeInTheDocument();
    expect(within(atrasada).getAllByText('Atrasada').length).toBeGreaterThan(0);
    expect(within(atrasada).getByText('Em andamento')).toBeInTheDocument();
  });

  it('moves with j/k and opens the selected action\'s page with Enter', async () => {
    const { user } = await openLista();
    await screen.findByText('Desobstruir a saída de emergência');
    await user.keyboard('j');
    await waitFor(() => expect(rows()[0]).toHaveFocus());
    await user.keyboard('j');
    await waitFor(() => expect(rows()[1]).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitForPath('/acoes/ac-1');
    expect(await heading('Trocar o extintor vencido')).toBeInTheDocument();
  });

  it('reads its filters from a bookmarked address and writes new ones there, asking the server with them', async () => {
    const { api, user } = await openLista('/acoes?status=aberta,em_andamento&q=extintor');
    await screen.findByText('Trocar o extintor vencido');
    expect(api.callsTo('GET /api/acoes')[0]?.query).toEqual({ q: 'extintor', status: 'aberta,em_andamento' });
    expect(screen.getByRole('searchbox', { name: 'Buscar por código ou título' })).toHaveValue('extintor');

    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(status).toHaveTextContent('Aberta, Em andamento');
    act(() => status.focus());
    await user.keyboard('{Enter}');
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Resolvida' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(search().get('status')).toBe('aberta,em_andamento,resolvida'));
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ status: 'aberta,em_andamento,resolvida', q: 'extintor' }));

    await user.click(screen.getByRole('switch', { name: 'Só atrasadas' }));
    await waitFor(() => expect(search().get('atrasadas')).toBe('1'));
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ atrasadas: 'true' }));
  });

  it('says what the list is for when the company has none, and offers "Nova ação" only to whom may create', async () => {
    await openLista('/acoes', 'gestor', []);
    expect(await screen.findByText('Nenhuma ação corretiva ainda')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Nova ação' }).length).toBeGreaterThan(0);
  });

  it('offers no "Nova ação" to a técnico', async () => {
    await openLista('/acoes', 'tecnico');
    await screen.findByText('Trocar o extintor vencido');
    expect(screen.queryByRole('button', { name: 'Nova ação' })).not.toBeInTheDocument();
  });
});

const PESSOAS = [
  { id: 'u-1', nome: 'Ana Souza', papel: 'tecnico' },
  { id: 'u-7', nome: 'Paulo Reis', papel: 'tecnico' },
];
const RESPONSAVEIS = {
  'GET /api/atividades/responsaveis': ({ query }: FakeCall) => ({
    status: 200,
    data: { items: PESSOAS.filter((pessoa) => pessoa.nome.toLowerCase().includes((query.q ?? '').toLowerCase())) },
  }),
};
const barra = () => screen.queryByRole('region', { name: 'Ações marcadas' });

describe('corrective actions: reassigning in bulk', () => {
  it('marks rows with x and reassigns them by keyboard with a, showing each refusal with its reason', async () => {
    const pedidos: AcaoLoteBody[] = [];
    const { api, user } = await openLista('/acoes', 'gestor', ACOES, {
      ...RESPONSAVEIS,
      'POST /api/acoes/lote': ({ body }) => {
        const pedido = body as AcaoLoteBody;
        pedidos.push(pedido);
        // AC-000007 moved on meanwhile: the server refuses it alone.
        const itens = pedido.ids.map((id) => (id === 'ac-1' ? { id, resultado: 'recusada', motivo: REGISTRO_ALTERADO } : { id, resultado: 'alterada', motivo: null, status: 'resolvida', versao: 3 }));
        return { status: 200, data: { itens, alteradas: itens.length - 1, recusadas: 1 } };
      },
    });
    await screen.findByText('Desobstruir a saída de emergência');
    expect(barra()).not.toBeInTheDocument();
    await user.keyboard('j');
    await user.keyboard('x');
    await user.keyboard('j');
    await user.keyboard('x');
    expect(barra()).toHaveTextContent('2 selecionadas');
    expect(within(barra()!).getByRole('button', { name: 'Reatribuir' })).toHaveAttribute('aria-keyshortcuts', 'A');

    await user.keyboard('a');
    const dialog = await screen.findByRole('dialog', { name: 'Reatribuir 2 ações' });
    await user.keyboard('{Enter}');
    expect(await within(dialog).findByText('Campo obrigatório.')).toBeInTheDocument();
    // The field has the focus: type, take the first match with Enter, send with Enter.
    expect(within(dialog).getByRole('combobox', { name: /^Novo responsável/ })).toHaveFocus();
    await user.keyboard('pa');
    await screen.findByRole('option', { name: /Paulo Reis/ }, { timeout: 5000 });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /^Novo responsável/ })).toHaveValue('Paulo Reis'));
    const lidas = api.callsTo('GET /api/acoes').length;
    await user.keyboard('{Enter}');
    expect(await within(dialog).findByRole('status')).toHaveTextContent('1 ação alterada. 1 recusada.');
    expect(within(dialog).getByText('AC-000007 Trocar o extintor vencido')).toBeInTheDocument();
    expect(pedidos).toEqual([{ acao: 'reatribuir', ids: ['ac-2', 'ac-1'], responsavel_id: 'u-7' }]);

    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(barra()).not.toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET /api/acoes').length).toBeGreaterThan(lidas));
  }, 60_000);

  it('reassigns the selected row with a when none is marked, and says so when it already had that person', async () => {
    const { user } = await openLista('/acoes', 'gestor', ACOES, {
      ...RESPONSAVEIS,
      'POST /api/acoes/lote': () => ({ status: 200, data: { itens: [{ id: 'ac-2', resultado: 'sem_mudanca', motivo: null, status: 'resolvida', versao: 2 }], alteradas: 0, recusadas: 0 } }),
    });
    await screen.findByText('Desobstruir a saída de emergência');
    await user.keyboard('j');
    await user.keyboard('a');
    const dialog = await screen.findByRole('dialog', { name: 'Reatribuir 1 ação' });
    await user.keyboard('ana');
    await screen.findByRole('option', { name: /Ana Souza/ }, { timeout: 5000 });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /^Novo responsável/ })).toHaveValue('Ana Souza'));
    await user.keyboard('{Enter}');
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Nenhuma ação alterada. 1 já estava assim.');
  }, 30_000);

  it('gives a técnico neither marks nor bulk reassigning', async () => {
    const { user } = await openLista('/acoes', 'tecnico');
    await screen.findByText('Trocar o extintor vencido');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await user.keyboard('j');
    await user.keyboard('x');
    await user.keyboard('a');
    expect(barra()).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('corrective actions: the editor', () => {
  it('refuses a new action without título, responsável or site, saying so beside each field, and sends nothing', async () => {
    // The editor opens over the page at once: behind the modal, the page's heading is hidden.
    const api = signedIn(fakeAcoes({ acoes: ACOES, user: asPapel('gestor') }), asPapel('gestor'));
    renderApp('/acoes?novo=1');
    const user = userEvent.setup();
    const dialogo = await screen.findByRole('dialog', { name: 'Nova ação corretiva' });
    await user.click(within(dialogo).getByRole('button', { name: 'Salvar' }));
    const campo = (nome: string) => within(dialogo).getByRole(nome === 'Título' ? 'textbox' : 'combobox', { name: new RegExp(`^${nome}`) });
    await waitFor(() => expect(campo('Título')).toHaveAccessibleDescription('Campo obrigatório.'));
    expect(campo('Responsável')).toHaveAccessibleDescription('Campo obrigatório.');
    expect(campo('Site')).toHaveAccessibleDescription('Campo obrigatório.');
    expect(api.callsTo('POST /api/acoes')).toHaveLength(0);
  });
});
