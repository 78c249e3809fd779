import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { demoUser } from '../support/app/fixtures';
import { fakeRecords, site, tipoServico } from '../support/app/fakeRecords';
import { heading, renderApp, waitForPath } from '../support/app/renderApp';
import { signedIn } from '../support/app/signedIn';

/** Ctrl+K (or another chord), then `typed` in the palette: resolves once `option` is the one selected. */
async function choose(user: UserEvent, typed: string, option: string | RegExp, chord = '{Control>}k{/Control}') {
  await user.keyboard(chord);
  const palette = await screen.findByRole('dialog', { name: 'Paleta de comandos' });
  await user.type(within(palette).getByRole('combobox'), typed);
  await waitFor(() => expect(within(palette).getByRole('option', { selected: true })).toHaveTextContent(option));
  return palette;
}

async function openApp() {
  signedIn({ 'POST /api/auth/logout': () => ({ status: 204 }) });
  renderApp('/atividades/lista');
  await heading('Atividades');
  return userEvent.setup();
}

describe('command palette and shortcuts', () => {
  it('opens with Ctrl+K, filters as one types and opens the chosen page', async () => {
    const user = await openApp();
    await user.keyboard('{Control>}k{/Control}');
    const palette = await screen.findByRole('dialog', { name: 'Paleta de comandos' });
    const input = within(palette).getByRole('combobox');
    await waitFor(() => expect(input).toHaveFocus());
    expect(within(palette).getByText('Ir para')).toBeInTheDocument();
    expect(within(palette).getByText('Sair')).toBeInTheDocument();
    // The plural: "questio" also starts a word of "Novo questionário", listed first under Criar.
    await user.type(input, 'questionarios');
    await waitFor(() => expect(within(palette).queryByText('Sair')).not.toBeInTheDocument());
    expect(within(palette).getByRole('option', { name: /Questionários/ })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    await heading('Questionários');
    expect(window.location.pathname).toBe('/questionarios');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Paleta de comandos' })).not.toBeInTheDocument());
  });

  it("selects the page whose name is typed whole before another group's page that only contains it", async () => {
    const user = await openApp();
    const palette = await choose(user, 'perfil', /^Perfil/);
    expect(within(palette).getByRole('option', { name: /Meu perfil/ })).toBeInTheDocument();
  });

  it('keeps what is typed right after Ctrl+K, before the palette has loaded, instead of taking it as shortcuts', async () => {
    const user = await openApp();
    await user.keyboard('{Control>}k{/Control}gs');
    const palette = await screen.findByRole('dialog', { name: 'Paleta de comandos' });
    await waitFor(() => expect(within(palette).getByRole('combobox')).toHaveValue('gs'));
    expect(window.location.pathname).toBe('/atividades/lista');
    await user.type(within(palette).getByRole('combobox'), '{Backspace}{Backspace}sair');
    await waitFor(() => expect(within(palette).getByRole('option', { selected: true })).toHaveTextContent('Sair'));
    await user.keyboard('{Escape}');
    await user.keyboard('{Control>}k{/Control}');
    expect(within(await screen.findByRole('dialog', { name: 'Paleta de comandos' })).getByRole('combobox')).toHaveValue('');
  });

  it('runs an action: dark mode, remembered for the next visit', async () => {
    const user = await openApp();
    await choose(user, 'escuro', 'Usar modo escuro', '{Meta>}k{/Meta}');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(JSON.parse(localStorage.getItem('customizer') ?? '{}')).toMatchObject({ activeMode: 'dark' }));
    expect(screen.getByRole('button', { name: 'Usar modo claro' })).toBeInTheDocument();
  });

  it('finds dark mode by "tema escuro" and the password by "senha"', async () => {
    const user = await openApp();
    await choose(user, 'tema escuro', 'Usar modo escuro');
    await user.keyboard('{Escape}');
    await choose(user, 'senha', 'Alterar senha');
    await user.keyboard('{Enter}');
    await waitForPath('/meu-perfil');
  });

  it('finds a language by its name in the language on screen, and switching to Arabic turns the page right to left', async () => {
    const user = await openApp();
    const palette = await choose(user, 'arabe', 'Idioma: العربية');
    expect(within(palette).getAllByRole('option')).toHaveLength(1);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.dir).toBe('rtl'));
    expect(document.documentElement.lang).toBe('ar');
  });

  it('signs out from the palette', async () => {
    const user = await openApp();
    await choose(user, 'sair', 'Sair');
    await user.keyboard('{Enter}');
    await waitForPath('/login');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('jumps with g then a letter', async () => {
    const user = await openApp();
    await user.keyboard('gs');
    await heading('Sites');
    await user.keyboard('gm');
    await heading('Meu perfil');
    await user.keyboard('gt');
    await heading('Tipos de serviço');
  });

  it('lists the shortcuts with ?', async () => {
    const user = await openApp();
    await user.keyboard('?');
    const sheet = await screen.findByRole('dialog', { name: 'Atalhos de teclado' });
    expect(within(sheet).getByText('Sites')).toBeInTheDocument();
    expect(within(sheet).getByText('Abrir a paleta de comandos')).toBeInTheDocument();
  });

  it('ignores shortcuts while typing in a field', async () => {
    const user = await openApp();
    await user.keyboard('gm');
    await heading('Meu perfil');
    const nome = screen.getByLabelText('Nome');
    await user.clear(nome);
    await user.type(nome, 'gs');
    expect(window.location.pathname).toBe('/meu-perfil');
    expect(nome).toHaveValue('gs');
  });
});

describe('palette: creating and finding records', () => {
  it('finds sites and tipos de serviço on the server as one types and opens the chosen one', async () => {
    const api = signedIn({
      ...fakeRecords('sites', [site({ id: 's-1', nome: 'Matriz São Paulo', codigo: 'SP-01', cidade: 'São Paulo', uf: 'SP' })], ['nome', 'codigo']),
      ...fakeRecords('tipos-servicos', [tipoServico({ id: 't-1', nome: 'Manutenção preventiva' })]),
    });
    renderApp('/atividades/lista');
    await heading('Atividades');
    const user = userEvent.setup();
    await user.keyboard('{Control>}k{/Control}');
    const palette = await screen.findByRole('dialog', { name: 'Paleta de comandos' });
    await user.type(within(palette).getByRole('combobox'), 'sp-01');
    const found = await within(palette).findByRole('option', { name: /Matriz São Paulo/ }, { timeout: 5000 });
    expect(found).toHaveTextContent('SP-01 · São Paulo/SP');
    // "sp" already finds it; on a busy machine the search for the whole text may still be on its way.
    await waitFor(() => expect(api.callsTo('GET /api/sites').at(-1)?.query).toEqual({ q: 'sp-01', limite: '5' }));
    await waitFor(() => expect(api.callsTo('GET /api/tipos-servicos').at(-1)?.query).toEqual({ q: 'sp-01', limite: '5' }));
    await waitFor(() => expect(within(palette).getByRole('option', { selected: true })).toHaveTextContent('Matriz São Paulo'));
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Editar site: Matriz São Paulo' })).toBeInTheDocument();
    expect(window.location.pathname + window.location.search).toBe('/sites?abrir=s-1');
  });

  it('finds people by name for an admin and opens the chosen one', async () => {
    const api = signedIn({
      'GET /api/usuarios': ({ query }) => ({
        status: 200,
        data: {
          items: query.q === 'beatriz' ? [{ id: 'm-1', nome: 'Beatriz Souza', email: 'beatriz@prumo.example', papel: 'leitor', desde: '2026-01-05T12:00:00.000Z', versao: 1 }] : [],
          total: query.q === 'beatriz' ? 1 : 0,
        },
      }),
    });
    renderApp('/atividades/lista');
    await heading('Atividades');
    const user = userEvent.setup();
    await user.keyboard('{Control>}k{/Control}');
    const palette = await screen.findByRole('dialog', { name: 'Paleta de comandos' });
    await user.type(within(palette).getByRole('combobox'), 'beatriz');
    const found = await within(palette).findByRole('option', { name: /Beatriz Souza/ }, { timeout: 5000 });
    expect(found).toHaveTextContent('beatriz@prumo.example');
    expect(api.callsTo('GET /api/usuarios').at(-1)?.query).toEqual({ q: 'beatriz', limite: '5' });
    await waitFor(() => expect(within(palette).getByRole('option', { selected: true })).toHaveTextContent('Beatriz Souza'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(window.location.pathname + window.location.search).toBe('/usuarios?abrir=m-1'));
  });

  it('does not search people for a papel that may not read them', async () => {
    const api = signedIn({}, { ...demoUser, empresa: [{ id: 'e-1', nome: 'Construtora Prumo', cnpj: null, papel: 'gestor' }] });
    renderApp('/atividades/lista');
    await heading('Atividades');
    const user = userEvent.setup();
    await choose(user, 'sair', 'Sair');
    // The other kinds were searched for the same text.
    await waitFor(() => expect(api.callsTo('GET /api/sites').at(-1)?.query).toEqual({ q: 'sair', limite: '5' }));
    expect(api.callsTo('GET /api/usuarios')).toEqual([]);
  });

  it('exports the sites from anywhere', async () => {
    const api = signedIn({ 'GET /api/sites/exportar': () => ({ status: 200, data: new Blob(['nome\n'], { type: 'text/csv' }) }) });
    renderApp('/atividades/lista');
    await heading('Atividades');
    const user = userEvent.setup();
    await choose(user, 'exportar sites', 'Exportar sites (CSV)');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.callsTo('GET /api/sites/exportar')).toHaveLength(1));
  });

  it('offers Novo site and Novo tipo de serviço only to papéis that may create them', async () => {
    signedIn({}, { ...demoUser, empresa: [{ id: 'e-1', nome: 'Construtora Prumo', cnpj: null, papel: 'leitor' }] });
    renderApp('/atividades/lista');
    await heading('Atividades');
    const user = userEvent.setup();
    await user.keyboard('{Control>}k{/Control}');
    const palette = await screen.findByRole('dialog', { name: 'Paleta de comandos' });
    expect(within(palette).queryByRole('option', { name: 'Novo site' })).not.toBeInTheDocument();
    expect(within(palette).queryByRole('option', { name: 'Novo tipo de serviço' })).not.toBeInTheDocument();
    expect(within(palette).getByRole('option', { name: /^Sites/ })).toBeInTheDocument();
  });

  it('opens a new site from anywhere for a gestor', async () => {
    signedIn({ ...fakeRecords('sites', []) }, { ...demoUser, empresa: [{ id: 'e-1', nome: 'Construtora Prumo', cnpj: null, papel: 'gestor' }] });
    renderApp('/atividades/lista');
    await heading('Atividades');
    const user = userEvent.setup();
    await choose(user, 'novo site', 'Novo site');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Novo site' }, { timeout: 5000 })).toBeInTheDocument();
  });
});
