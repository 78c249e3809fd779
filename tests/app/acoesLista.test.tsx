import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AcaoCorretiva } from '#contract/acoes';
import type { User } from '#contract/auth';
import type { Papel } from '#contract/papel';
import type { FakeCall } from '../support/app/fakeApi';
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

async function openLista(path = '/acoes', papel: Papel = 'gestor', acoes = ACOES) {
  const api = signedIn(fakeAcoes({ acoes, user: asPapel(papel) }), asPapel(papel));
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
