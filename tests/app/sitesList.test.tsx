import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { User } from '#contract/auth';
import type { Papel } from '#contract/papel';
import { demoUser } from '../support/app/fixtures';
import { fakeRecords, site } from '../support/app/fakeRecords';
import { heading, renderApp } from '../support/app/renderApp';
import { signedIn } from '../support/app/signedIn';
import { escolherNoSelect } from '../support/app/escolherNoSelect';

const SITES = [
  site({ id: 's-1', nome: 'Matriz São Paulo', codigo: 'SP-01', cidade: 'São Paulo', uf: 'SP', versao: 3 }),
  site({ id: 's-2', nome: 'Filial Campinas', codigo: 'SP-02', cidade: 'Campinas', uf: 'SP' }),
  site({ id: 's-3', nome: 'Depósito Recife', cidade: 'Recife', uf: 'PE' }),
];

const asPapel = (papel: Papel): User => ({ ...demoUser, empresa: [{ id: 'e-1', nome: 'Construtora Prumo', cnpj: null, papel }] });

async function openSites(path = '/sites', papel: Papel = 'admin', records = SITES.map((record) => ({ ...record }))) {
  const api = signedIn(fakeRecords('sites', records, ['nome', 'codigo', 'cidade']), asPapel(papel));
  renderApp(path);
  await heading('Sites');
  return { api, user: userEvent.setup() };
}

/** `/` puts the keyboard in the list's search box, once the first rows are on screen. */
async function intoSearch(user: UserEvent): Promise<HTMLElement> {
  await screen.findByText('Matriz São Paulo');
  await user.keyboard('/');
  const box = screen.getByRole('searchbox', { name: 'Buscar por nome, código ou cidade' });
  await waitFor(() => expect(box).toHaveFocus());
  return box;
}

const rows = () => within(screen.getByRole('table', { name: 'Sites' })).getAllByRole('row').slice(1);
const search = () => new URLSearchParams(window.location.search);

/** The rows that took the focus, by site id, from now until `stop()`. */
function focusedRows() {
  const ids: string[] = [];
  const byId = new Map(SITES.map((record) => [record.nome, record.id]));
  const onFocus = (event: FocusEvent) => {
    const row = event.target instanceof HTMLElement ? event.target.closest('tbody tr') : null;
    const id = row && [...byId].find(([nome]) => row.textContent?.includes(nome))?.[1];
    if (id) ids.push(id);
  };
  document.addEventListener('focusin', onFocus);
  return {
    ids,
    stop: () => {
      document.removeEventListener('focusin', onFocus);
      return ids;
    },
  };
}

describe('list page pattern (sites)', () => {
  it('moves the selection with j/k and the arrows, and opens the selected row with Enter', async () => {
    const { user } = await openSites();
    await screen.findByText('Matriz São Paulo');
    await user.keyboard('j');
    await waitFor(() => expect(rows()[0]).toHaveFocus());
    await user.keyboard('j');
    await waitFor(() => expect(rows()[1]).toHaveFocus());
    expect(rows()[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(rows()[2]).toHaveFocus());
    await user.keyboard('k');
    await waitFor(() => expect(rows()[1]).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Editar site: Filial Campinas' })).toBeInTheDocument();
    expect(search().get('abrir')).toBe('s-2');
  });

  it('goes from the search box to the first row with ↓, where j/k and Enter work at once', async () => {
    const { user } = await openSites();
    const box = await intoSearch(user);
    await user.keyboard('sp-0');
    await waitFor(() => expect(rows()).toHaveLength(2), { timeout: 5000 });

    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(rows()[0]).toHaveFocus());
    expect(rows()[0]).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveValue('sp-0');
    await user.keyboard('j');
    await waitFor(() => expect(rows()[1]).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Editar site: Filial Campinas' })).toBeInTheDocument();
  });

  it('goes to the first match with Enter in the search box, and Enter again opens it', async () => {
    const { user } = await openSites();
    const box = await intoSearch(user);
    await user.keyboard('recife{Enter}');
    await waitFor(() => expect(rows()[0]).toHaveFocus());
    expect(rows()).toHaveLength(1);
    expect(box).toHaveValue('recife');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Editar site: Depósito Recife' })).toBeInTheDocument();
  });

  it('takes ↓ typed before the search settles into the new results, never into the rows they replace', async () => {
    const { api, user } = await openSites();
    const focused = focusedRows();
    await intoSearch(user);

    await user.keyboard('recife{ArrowDown}');
    await waitFor(() => expect(rows()[0]).toHaveFocus());
    expect(rows()).toHaveLength(1);
    expect(rows()[0]).toHaveTextContent('Depósito Recife');
    expect(focused.stop()).toEqual(['s-3']);
    // ↓ sent the search at once; the pause in typing that follows has nothing left to send.
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(api.callsTo('GET /api/sites').filter((call) => call.query.q)).toHaveLength(1);
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Editar site: Depósito Recife' })).toBeInTheDocument();
  });

  it('grows with the next rows on "Carregar mais", keeping the filter, until every site is on screen', async () => {
    const muitos = Array.from({ length: 27 }, (_, indice) => site({ id: `s-${indice + 1}`, nome: `Loja ${String(indice + 1).padStart(2, '0')}`, uf: 'SP' }));
    const { api, user } = await openSites('/sites?uf=SP', 'admin', muitos);
    await screen.findByText('Loja 01');
    // The count comes apart from the page, for the list's filters alone.
    expect(await screen.findByText('Exibindo 25 de 27')).toBeInTheDocument();
    expect(api.callsTo('GET /api/sites/total').map((call) => call.query)).toEqual([{ uf: 'SP', ativo: 'true' }]);
    await user.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(await screen.findByText('Loja 27')).toBeInTheDocument();
    expect(rows()).toHaveLength(27);
    expect(api.callsTo('GET /api/sites').at(-1)?.query).toEqual({ uf: 'SP', ativo: 'true', pagina: '2' });
    expect(screen.getByText('Exibindo 27 de 27')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/sites/total')).toHaveLength(1);
  });

  it('says "mais de" when the server caps its count, and grows until the last page, which counts the rest', async () => {
    const muitos = Array.from({ length: 27 }, (_, indice) => site({ id: `s-${indice + 1}`, nome: `Loja ${String(indice + 1).padStart(2, '0')}` }));
    const records = fakeRecords('sites', muitos);
    // A cap of 25 for 27 sites, as the API counts at most TOTAL_MAX.
    signedIn({ ...records, 'GET /api/sites/total': () => ({ status: 200, data: { total: 25, total_limitado: true } }) }, asPapel('admin'));
    renderApp('/sites');
    await screen.findByText('Loja 01');
    expect(await screen.findByText('Exibindo 25 de mais de 25')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(await screen.findByText('Loja 27')).toBeInTheDocument();
    expect(screen.getByText('Exibindo 27 de 27')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();
  });

  it('keeps the row keys off the rows a new order is replacing, and moves into the new rows when they come', async () => {
    const records = fakeRecords('sites', SITES.map((record) => ({ ...record })), ['nome']);
    const list = records['GET /api/sites']!;
    let release = () => {};
    const api = signedIn({
      ...records,
      'GET /api/sites': (call) => {
        const answer = list(call);
        if (call.query.ordem !== '-nome') return answer;
        const { items } = answer.data as { items: unknown[] };
        return new Promise((resolve) => {
          release = () => resolve({ ...answer, data: { ...(answer.data as object), items: [...items].reverse() } });
        });
      },
    });
    renderApp('/sites');
    await screen.findByText('Matriz São Paulo');
    const user = userEvent.setup();
    const focused = focusedRows();

    await user.click(screen.getByRole('columnheader', { name: 'Nome' }).querySelector('span')!);
    await waitFor(() => expect(api.callsTo('GET /api/sites').at(-1)?.query.ordem).toBe('-nome'));
    await user.keyboard('je');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(focused.ids).toEqual([]);

    act(() => release());
    await waitFor(() => expect(rows()[0]).toHaveFocus());
    expect(rows()[0]).toHaveTextContent('Depósito Recife');
    expect(focused.stop()).toEqual(['s-3']);
  });

  it('keeps the search and the filters in the address, asks the server with them, and Back undoes a step', async () => {
    const { api, user } = await openSites();
    const box = await intoSearch(user);
    await user.keyboard('sao paulo');
    // The search waits for a pause in typing before it reaches the address.
    await waitFor(() => expect(search().get('q')).toBe('sao paulo'), { timeout: 5000 });
    await waitFor(() => expect(rows()).toHaveLength(1), { timeout: 5000 });
    expect(api.callsTo('GET /api/sites').at(-1)?.query).toMatchObject({ q: 'sao paulo', ativo: 'true' });

    await escolherNoSelect(user, screen.getByRole('combobox', { name: 'UF' }), /^PE\b/);
    await waitFor(() => expect(search().get('uf')).toBe('PE'));
    expect(await screen.findByText('Nenhum resultado', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(api.callsTo('GET /api/sites').at(-1)?.query).toMatchObject({ q: 'sao paulo', uf: 'PE' });

    act(() => window.history.back());
    await waitFor(() => expect(search().get('uf')).toBeNull());
    await screen.findByText('Matriz São Paulo');
    expect(screen.getByRole('searchbox', { name: 'Buscar por nome, código ou cidade' })).toHaveValue('sao paulo');

    await user.click(screen.getByRole('columnheader', { name: 'Nome' }).querySelector('span')!);
    await waitFor(() => expect(search().get('ordem')).toBe('-nome'));
  });

  it('lists its keys in the ? sheet while the page is open', async () => {
    const { user } = await openSites();
    await screen.findByText('Matriz São Paulo');
    await user.keyboard('?');
    const sheet = await screen.findByRole('dialog', { name: 'Atalhos de teclado' });
    expect(within(sheet).getByText('Próxima linha')).toBeInTheDocument();
    expect(within(sheet).getByLabelText('ou ↓')).toBeInTheDocument();
    expect(within(sheet).getByText('Novo site')).toBeInTheDocument();
    expect(within(sheet).getByText('Arquivar ou excluir a linha selecionada')).toBeInTheDocument();
  });

  it('opens a bookmarked address with its filters', async () => {
    const { api } = await openSites('/sites?uf=PE&ativo=todos');
    await screen.findByText('Depósito Recife');
    expect(rows()).toHaveLength(1);
    expect(api.callsTo('GET /api/sites')[0]?.query).toEqual({ uf: 'PE' });
    expect(screen.getByRole('combobox', { name: 'Situação' })).toHaveTextContent('Todos');
  });

  it('shows an empty company a way to create its first site', async () => {
    const { user } = await openSites('/sites', 'admin', []);
    expect(await screen.findByText('Nenhum site cadastrado ainda')).toBeInTheDocument();
    const create = screen.getAllByRole('button', { name: 'Novo site' });
    expect(create).toHaveLength(2);
    await user.keyboard('n');
    expect(await screen.findByRole('dialog', { name: 'Novo site' })).toBeInTheDocument();
    expect(search().get('novo')).toBe('1');
  });

  it('says when the list could not load and tries again', async () => {
    let fail = true;
    const records = fakeRecords('sites', SITES, ['nome']);
    signedIn({
      ...records,
      'GET /api/sites': (call) => (fail ? { status: 500, data: { message: 'Banco de dados indisponível.' } } : records['GET /api/sites']!(call)),
    });
    renderApp('/sites');
    expect(await screen.findByRole('alert')).toHaveTextContent('Banco de dados indisponível.');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Matriz São Paulo')).toBeInTheDocument();
  });

  it('says a list that got no answer at all is a lost connection, for the first rows and for "Carregar mais"', async () => {
    const SEM_CONEXAO = 'Sem conexão com o servidor. Verifique a conexão e tente de novo.';
    let rede = false;
    const muitos = Array.from({ length: 27 }, (_, indice) => site({ id: `s-${indice + 1}`, nome: `Loja ${String(indice + 1).padStart(2, '0')}` }));
    const records = fakeRecords('sites', muitos, ['nome']);
    signedIn({ ...records, 'GET /api/sites': (call) => (rede ? records['GET /api/sites']!(call) : { status: 0 }) });
    renderApp('/sites');
    expect(await screen.findByRole('alert')).toHaveTextContent(SEM_CONEXAO);
    const user = userEvent.setup();
    rede = true;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Loja 01')).toBeInTheDocument();
    rede = false;
    await user.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SEM_CONEXAO);
  });

  it('archives the selected row with Delete, after asking', async () => {
    const { api, user } = await openSites();
    await screen.findByText('Matriz São Paulo');
    await user.keyboard('j{Delete}');
    const dialog = await screen.findByRole('dialog', { name: 'Arquivar “Matriz São Paulo”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(api.callsTo('POST /api/sites/s-1/arquivar')).toHaveLength(1));
    expect(api.callsTo('POST /api/sites/s-1/arquivar')[0]?.body).toEqual({ versao: 3 });
    await waitFor(() => expect(screen.queryByText('Matriz São Paulo')).not.toBeInTheDocument());
  });

  it.each(['leitor', 'tecnico'] as const)('shows a %s the sites read-only', async (papel) => {
    const { api, user } = await openSites('/sites', papel);
    await screen.findByText('Matriz São Paulo');
    expect(screen.queryByRole('button', { name: 'Novo site' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Importar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Ações de/ })).not.toBeInTheDocument();
    await user.keyboard('n');
    await user.keyboard('j{Delete}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    const view = await screen.findByRole('dialog', { name: 'Site: Matriz São Paulo' });
    expect(within(view).queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
    expect(within(view).getByRole('textbox', { name: /^Nome\s*\*?$/ })).toHaveAttribute('readonly');
    expect(api.calls.filter((call) => call.method !== 'GET' && call.url !== '/api/auth/check')).toEqual([]);
  });
});

describe('list page and the company switcher', () => {
  it("reads the other company's sites after switching, without the search and the filters that named the first one's", async () => {
    const api = signedIn(fakeRecords('sites', SITES.map((record) => ({ ...record })), ['nome']));
    renderApp('/sites?q=matriz&uf=SP');
    await screen.findByText('Matriz São Paulo');
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Empresa' }));
    await user.click(await screen.findByRole('option', { name: 'Manutenção Aurora' }));
    await waitFor(() => expect(api.callsTo('GET /api/sites').at(-1)?.headers['X-Empresa-Id']).toBe('e-2'));
    expect(window.location.pathname + window.location.search).toBe('/sites');
    expect(api.callsTo('GET /api/sites').at(-1)?.query).not.toHaveProperty('q');
  });
});
