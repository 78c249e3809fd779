import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoUser } from '../support/app/fixtures';
import { heading, renderApp } from '../support/app/renderApp';
import { escolherNoSelect } from '../support/app/escolherNoSelect';
import { signedIn } from '../support/app/signedIn';

async function runCommand(label: string) {
  const user = userEvent.setup();
  await user.keyboard('{Control>}k{/Control}');
  const palette = await screen.findByRole('dialog');
  await user.type(within(palette).getByRole('combobox'), label);
  await waitFor(() => expect(within(palette).getByRole('option', { selected: true })).toHaveTextContent(label));
  await user.keyboard('{Enter}');
}

describe('language and direction', () => {
  it('switches the whole screen to English and saves it as the profile idioma', async () => {
    const api = signedIn({ 'PUT /api/user/atualizar': (call) => ({ status: 200, data: { ...demoUser, ...(call.body as object) } }) });
    renderApp('/atividades/lista');
    await heading('Atividades');
    await runCommand('Idioma: English');
    await heading('Activities');
    // MUI's own texts too (an autocomplete's button), which come with the language, not with the layout.
    expect(await screen.findAllByRole('button', { name: 'Open' })).not.toHaveLength(0);
    expect(screen.queryAllByRole('button', { name: 'Abrir' })).toHaveLength(0);
    expect(document.documentElement.lang).toBe('en');
    expect(document.title).toBe('Activities · Prumo');
    await waitFor(() => expect(api.callsTo('PUT /api/user/atualizar')[0]?.body).toEqual({ idioma: 'en' }));
  });

  it('turns the page right to left in Arabic and back', async () => {
    signedIn({ 'PUT /api/user/atualizar': (call) => ({ status: 200, data: { ...demoUser, ...(call.body as object) } }) });
    renderApp('/sites');
    await heading('Sites');
    await runCommand('Idioma: العربية');
    await heading('المواقع');
    expect(document.documentElement.dir).toBe('rtl');
    await runCommand('اللغة: Português');
    await heading('Sites');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('uses the profile idioma once signed in', async () => {
    signedIn({}, { ...demoUser, idioma: 'fr' });
    renderApp('/questionarios');
    await heading('Questionnaires');
    expect(screen.getByRole('button', { name: 'Menu utilisateur' })).toBeInTheDocument();
  });

  it('switches direction from the palette without changing the language', async () => {
    signedIn();
    renderApp('/usuarios');
    await heading('Usuários');
    await runCommand('Escrever da direita para a esquerda');
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(document.documentElement.lang).toBe('pt-BR');
    expect(JSON.parse(localStorage.getItem('customizer') ?? '{}')).toMatchObject({ activeDir: 'rtl', isLanguage: 'pt-BR' });
  });

  it('lets a visitor choose the language on the sign-in page, and keeps it', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    await heading('Entrar no Prumo');
    await escolherNoSelect(user, screen.getByRole('combobox', { name: 'Idioma' }), 'English');
    await heading('Sign in to Prumo');
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveTextContent('English');
    expect(document.documentElement.lang).toBe('en');
    expect(JSON.parse(localStorage.getItem('customizer') ?? '{}')).toMatchObject({ isLanguage: 'en' });
    await escolherNoSelect(user, screen.getByRole('combobox', { name: 'Language' }), 'العربية');
    await heading('تسجيل الدخول إلى Prumo');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('opens the language menu of the landing page from the keyboard, and gives the focus back to it after choosing', async () => {
    const user = userEvent.setup();
    renderApp('/');
    const idioma = await screen.findByRole('combobox', { name: 'Idioma' });
    idioma.focus();
    await user.keyboard('{ArrowDown}');
    const lista = await screen.findByRole('listbox');
    await waitFor(() => expect(within(lista).getByRole('option', { name: 'Português (Brasil)' })).toHaveFocus());
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Language' })).toHaveFocus());
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveTextContent('English');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it("accepts the template's code 'ch' for Chinese before signing in", async () => {
    localStorage.setItem('customizer', JSON.stringify({ isLanguage: 'ch' }));
    renderApp('/login');
    await heading('登录 Prumo');
    expect(document.documentElement.lang).toBe('zh');
  });
});
