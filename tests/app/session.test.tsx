import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoUser } from '../support/app/fixtures';
import { fakeApi } from '../support/app/fakeApi';
import { heading, renderApp, waitForPath } from '../support/app/renderApp';
import { signedIn } from '../support/app/signedIn';

describe('session', () => {
  it('checks a stored token on start and opens the private page', async () => {
    const api = signedIn();
    renderApp('/sites');
    await heading('Sites');
    const check = api.callsTo('POST /api/auth/check')[0];
    expect(check?.headers.Authorization).toBe('Bearer tok-valid');
  });

  it('drops a token the server refuses and goes to /login', async () => {
    localStorage.setItem('token', 'tok-revoked');
    fakeApi({ 'POST /api/auth/check': () => ({ status: 401, data: { message: 'Sessão expirada.' } }) });
    renderApp('/usuarios');
    await waitForPath('/login');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('does not check on the landing page', async () => {
    const api = signedIn();
    renderApp('/');
    await heading(/O trabalho de campo/);
    expect(api.calls).toHaveLength(0);
  });

  it('signs out through the user menu even when the server call fails', async () => {
    const api = signedIn({ 'POST /api/auth/logout': () => ({ status: 500, data: { message: 'Falhou.' } }) });
    renderApp('/atividades/lista');
    await heading('Atividades');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Menu do usuário' }));
    await user.click(within(await screen.findByRole('menu')).getByText('Sair'));
    await waitForPath('/login');
    expect(api.callsTo('POST /api/auth/logout')).toHaveLength(1);
    expect(localStorage.getItem('token')).toBeNull();
    await screen.findByRole('heading', { name: 'Entrar no Prumo' });
  });

  it('ends the session when a later call answers 401', async () => {
    signedIn({ 'PUT /api/user/atualizar': () => ({ status: 401, data: { message: 'Sessão expirada.' } }) });
    renderApp('/meu-perfil');
    await heading('Meu perfil');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Salvar' }));
    await waitForPath('/login');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('sends a signed-in person who opens an auth page into the app', async () => {
    signedIn();
    renderApp('/auth/register');
    await heading('Atividades');
    expect(window.location.pathname).toBe('/atividades/lista');
  });

  it.each(['/nada-aqui', '/atividades/lista/extra', '/auth/inexistente'])('redirects the unknown path %s to /auth/404', async (path) => {
    fakeApi({});
    renderApp(path);
    await heading('Página não encontrada');
    expect(window.location.pathname).toBe('/auth/404');
  });

  it('sends the chosen company as X-Empresa-Id', async () => {
    const api = signedIn({ 'PUT /api/user/atualizar': (call) => ({ status: 200, data: { ...demoUser, ...(call.body as object) } }) });
    renderApp('/atividades/lista');
    await heading('Atividades');
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Empresa' }));
    await user.click(await screen.findByRole('option', { name: 'Manutenção Aurora' }));
    expect(localStorage.getItem('empresa')).toBe('e-2');
    await user.click(screen.getByRole('button', { name: 'Menu do usuário' }));
    await user.click(within(await screen.findByRole('menu')).getByText('Meu perfil'));
    await heading('Meu perfil');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await screen.findByText('Perfil atualizado.');
    expect(api.callsTo('PUT /api/user/atualizar')[0]?.headers['X-Empresa-Id']).toBe('e-2');
  });
});

describe('two-step verification on Meu perfil', () => {
  it('shows the QR code, then the recovery codes, and the profile says it is on', async () => {
    let enabled = false;
    signedIn({
      'POST /api/auth/check': () => ({ status: 200, data: { user: { ...demoUser, two_factor: enabled } } }),
      'POST /api/user/2fa': () => ({ status: 200, data: { secret: 'JBSWY3DP', otpauth_uri: 'otpauth://totp/Prumo', qr_code: 'data:image/png;base64,AA==' } }),
      'POST /api/user/2fa/confirmar': () => {
        enabled = true;
        return { status: 200, data: { recovery_codes: ['aaaa-bbbb', 'cccc-dddd'] } };
      },
    });
    renderApp('/meu-perfil');
    await heading('Meu perfil');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Ativar' }));
    expect(await screen.findByRole('img', { name: 'QR code para o aplicativo autenticador' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Código de seis dígitos'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirmar código' }));
    const codes = await screen.findByRole('list', { name: 'Códigos de recuperação' });
    expect(codes).toHaveTextContent('aaaa-bbbb');
    await user.click(screen.getByRole('button', { name: 'Já guardei os códigos' }));
    expect(await screen.findByText(/Ativada: ao entrar/)).toBeInTheDocument();
  });
});
