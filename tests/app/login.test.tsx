import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoUser, DEMO_EMAIL, DEMO_PASSWORD } from '../support/app/fixtures';
import { fakeApi } from '../support/app/fakeApi';
import { heading, renderApp, waitForPath } from '../support/app/renderApp';
import { problema } from '../support/app/respostasDoServidor';

async function signIn(email = DEMO_EMAIL, password = DEMO_PASSWORD) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('E-mail'), email);
  await user.type(screen.getByLabelText('Senha'), password);
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
}

describe('login', () => {
  it('signs in, keeps the token and opens the activity list', async () => {
    const api = fakeApi({ 'POST /api/auth/login': () => ({ status: 200, data: { token: 'tok-1', user: demoUser } }) });
    renderApp('/login');
    await signIn();
    await heading('Atividades');
    expect(window.location.pathname).toBe('/atividades/lista');
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(api.callsTo('POST /api/auth/login')[0]?.body).toEqual({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
  });

  it("shows the server's message and per-field errors when the password is wrong", async () => {
    fakeApi({
      'POST /api/auth/login': () => ({
        status: 401,
        data: { code: 'validacao', message: 'E-mail ou senha incorretos.', errors: { password: [problema('senha_incorreta')] } },
      }),
    });
    renderApp('/login');
    await signIn(DEMO_EMAIL, 'errada');
    expect(await screen.findByRole('alert')).toHaveTextContent('E-mail ou senha incorretos.');
    expect(screen.getByText('Senha incorreta.')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(window.location.pathname).toBe('/login');
  });

  it("falls back to 'Error occurred', in the person's language, when the server sends no message", async () => {
    fakeApi({ 'POST /api/auth/login': () => ({ status: 500 }) });
    renderApp('/login');
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Ocorreu um erro.');
  });

  it('puts the cursor in the e-mail field once the page is on screen', async () => {
    fakeApi({});
    renderApp('/login');
    const email = await screen.findByLabelText('E-mail');
    await waitFor(() => expect(email).toHaveFocus());
  });

  it('leaves the cursor where the person put it before the page settled', async () => {
    fakeApi({});
    renderApp('/login');
    await screen.findByLabelText('E-mail');
    const senha = screen.getByLabelText('Senha');
    senha.focus();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(senha).toHaveFocus();
  });

  it('asks for the fields before calling the server', async () => {
    const api = fakeApi({});
    renderApp('/login');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Informe o e-mail.')).toBeInTheDocument();
    expect(screen.getByText('Informe a senha.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('sends a signed-out user to /login and back after signing in', async () => {
    fakeApi({ 'POST /api/auth/login': () => ({ status: 200, data: { token: 'tok-2', user: demoUser } }) });
    renderApp('/sites?q=matriz');
    await waitForPath('/login');
    expect(new URLSearchParams(window.location.search).get('voltar')).toBe('/sites?q=matriz');
    await signIn();
    await heading('Sites');
    expect(window.location.pathname + window.location.search).toBe('/sites?q=matriz');
  });

  it('goes to the second step when the account has two-step verification', async () => {
    fakeApi({
      'POST /api/auth/login': () => ({ status: 200, data: { two_factor: true, challenge: 'ch-1' } }),
      'POST /api/auth/two-steps': (call) =>
        (call.body as { code: string }).code === '123456'
          ? { status: 200, data: { token: 'tok-3', user: demoUser } }
          : { status: 401, data: { message: 'Código inválido.' } },
    });
    renderApp('/login');
    await signIn();
    await heading('Verificação em duas etapas');
    const user = userEvent.setup();
    // The sixth digit sends the code, typed or pasted, without Enter or the button.
    await user.click(screen.getByLabelText('Dígito 1'));
    await user.keyboard('654321');
    expect(await screen.findByText('Código inválido.')).toBeInTheDocument();
    expect(screen.getByLabelText('Dígito 6')).toHaveValue('1');
    await user.click(screen.getByLabelText('Dígito 1'));
    await user.paste('123456');
    await heading('Atividades');
    expect(localStorage.getItem('token')).toBe('tok-3');
  });
});
