import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '#contract/auth';
import type { Configuracoes } from '#contract/configuracoes';
import type { FakeCall } from '../../support/app/fakeApi';
import { configuracoes } from '../../support/app/demo';
import { demoUser } from '../../support/app/fixtures';
import { heading, renderApp, waitForPath } from '../../support/app/renderApp';
import { signedIn } from '../../support/app/signedIn';

/**
 * A signed-in admin of a company of its own (the app keeps each company's settings for the visit), whose
 * settings live on the fake API and change as the server would change them.
 */
function empresaMostrando(id: string, mostrar: boolean) {
  let config = configuracoes(mostrar);
  const user: User = { ...demoUser, empresa: [{ id, nome: 'Construtora Prumo', cnpj: null, papel: 'admin' }] };
  return signedIn(
    {
      'GET /api/configuracoes': () => ({ status: 200, data: config }),
      'PUT /api/configuracoes': (call: FakeCall) => {
        config = { ...config, ...(call.body as Configuracoes), versao: config.versao + 1 };
        return { status: 200, data: config };
      },
    },
    user,
  );
}

/** The sidebar, opened from the menu button: jsdom's narrow screen has it as a drawer. */
async function openNavigation(): Promise<HTMLElement> {
  await userEvent.setup().click(screen.getByRole('button', { name: 'Menu' }));
  return screen.findByRole('navigation', { name: 'Navegação principal' });
}

async function closeNavigation(): Promise<void> {
  await userEvent.setup().keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Navegação principal' })).not.toBeInTheDocument());
}

async function openPalette(): Promise<HTMLElement> {
  await userEvent.setup().keyboard('{Control>}k{/Control}');
  return screen.findByRole('dialog', { name: 'Paleta de comandos' });
}

// The hidden cases come first: the demo server, once started, stays for the rest of this file.
describe('the Demonstração section', () => {
  it('is hidden, in the sidebar and the palette, when the company turned mostrar_demo off', async () => {
    const api = empresaMostrando('e-oculta', false);
    renderApp('/atividades/lista');
    await heading('Atividades');
    await waitFor(() => expect(api.callsTo('GET /api/configuracoes')).toHaveLength(1));
    const nav = await openNavigation();
    expect(within(nav).getByRole('link', { name: 'Sites' })).toBeInTheDocument();
    expect(within(nav).queryByText('Demonstração')).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Chamados' })).not.toBeInTheDocument();
    await closeNavigation();
    const palette = await openPalette();
    expect(within(palette).getByRole('option', { name: /^Sites/ })).toBeInTheDocument();
    expect(within(palette).queryByRole('group', { name: 'Demonstração' })).not.toBeInTheDocument();
    expect(within(palette).queryByRole('option', { name: 'Chamados' })).not.toBeInTheDocument();
  });

  it('opened by its address while hidden, a demo page says why and starts no demo server', async () => {
    const native = window.XMLHttpRequest;
    empresaMostrando('e-oculta-endereco', false);
    renderApp('/apps/tickets');
    await heading('Chamados');
    const why = await screen.findByText(/A área de demonstração está oculta para esta empresa/);
    expect(within(why).getByRole('link', { name: 'Configurações' })).toHaveAttribute('href', '/configuracoes');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(window.XMLHttpRequest).toBe(native);
  });

  it('appears as soon as an admin turns it on in Configurações', async () => {
    empresaMostrando('e-liga', false);
    renderApp('/configuracoes');
    await heading('Configurações');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: 'Mostrar a área de demonstração no menu' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await screen.findByText('Configurações salvas.');
    const nav = await openNavigation();
    expect(within(nav).getByRole('list', { name: 'Demonstração' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Chamados' })).toBeInTheDocument();
  });

  it('is shown by default, its pages under their own heading, and opens from the palette', async () => {
    empresaMostrando('e-mostra', true);
    renderApp('/atividades/lista');
    await heading('Atividades');
    const section = await within(await openNavigation()).findByRole('list', { name: 'Demonstração' });
    expect(within(section).getByRole('link', { name: 'Chamados' })).toHaveAttribute('href', '/apps/tickets');
    expect(within(section).getByRole('link', { name: 'Idiomas' })).toHaveAttribute('href', '/apps/languages');
    expect(within(section).getByRole('link', { name: 'Loja' })).toHaveAttribute('href', '/apps/ecommerce/shop');
    expect(within(section).getByRole('link', { name: 'Finalizar compra' })).toHaveAttribute('href', '/apps/ecommerce/checkout');
    await closeNavigation();
    const palette = await openPalette();
    const group = within(palette).getByRole('group', { name: 'Demonstração' });
    expect(within(group).getByRole('option', { name: 'Chamados' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(within(palette).getByRole('combobox'), 'chamados');
    await user.keyboard('{Enter}');
    await waitForPath('/apps/tickets');
    expect(await screen.findByRole('table', { name: 'Chamados' })).toBeInTheDocument();
  });

  it('is shown when the company settings cannot be read, as the default', async () => {
    const user: User = { ...demoUser, empresa: [{ id: 'e-sem-configuracoes', nome: 'Construtora Prumo', cnpj: null, papel: 'leitor' }] };
    const api = signedIn({ 'GET /api/configuracoes': () => ({ status: 500, data: { message: 'Falhou.' } }) }, user);
    renderApp('/atividades/lista');
    await heading('Atividades');
    await waitFor(() => expect(api.callsTo('GET /api/configuracoes')).toHaveLength(1));
    const nav = await openNavigation();
    expect(await within(nav).findByRole('list', { name: 'Demonstração' })).toBeInTheDocument();
  });

  it('sends an unknown demo address to /auth/404, like any other', async () => {
    empresaMostrando('e-404', true);
    const first = renderApp('/apps/nao-existe');
    await waitForPath('/auth/404');
    first.unmount();
    renderApp('/apps/tickets/1');
    await waitForPath('/auth/404');
  });
});
