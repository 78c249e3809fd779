import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '#contract/auth';
import { demoUser } from '../support/app/fixtures';
import { fakeApi } from '../support/app/fakeApi';
import { heading, renderApp } from '../support/app/renderApp';
import { signedIn } from '../support/app/signedIn';

const naoConfirmado: User = { ...demoUser, email_verificado: false };

describe('the link that confirms an address', () => {
  it('confirms it once and offers the sign-in to a visitor', async () => {
    const api = fakeApi({ 'POST /api/auth/confirmar-email': () => ({ status: 200, data: { message: 'E-mail confirmado.' } }) });
    renderApp('/auth/confirmar-email?token=tok-link');
    await heading('Confirmar e-mail');
    expect(await screen.findByText('E-mail confirmado. Os convites enviados a ele já aparecem no topo das páginas do Prumo.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login');
    expect(api.callsTo('POST /api/auth/confirmar-email')).toEqual([expect.objectContaining({ body: { token: 'tok-link' } })]);
  });

  it('reads the signed-in person again, so the app shows the confirmed address', async () => {
    let confirmado = false;
    const api = signedIn({
      'POST /api/auth/check': () => ({ status: 200, data: { user: { ...naoConfirmado, email_verificado: confirmado } } }),
      'POST /api/auth/confirmar-email': () => {
        confirmado = true;
        return { status: 200, data: { message: 'E-mail confirmado.' } };
      },
    });
    renderApp('/auth/confirmar-email?token=tok-link-2');
    expect(await screen.findByRole('link', { name: 'Ir para Meu perfil' })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('POST /api/auth/check').length).toBeGreaterThan(1));
  });

  it('says when the link no longer works', async () => {
    fakeApi({ 'POST /api/auth/confirmar-email': () => ({ status: 400, data: { message: 'Link encerrado.' } }) });
    renderApp('/auth/confirmar-email?token=tok-usado');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Este link de confirmação é inválido, já foi usado ou expirou. Peça um novo em Meu perfil.',
    );
  });
});

describe('an address not yet confirmed', () => {
  it('is told above every page, with a button that mails a new link', async () => {
    const api = signedIn({ 'POST /api/user/email/confirmacao': () => ({ status: 200, data: { message: 'ok' } }) }, naoConfirmado);
    renderApp('/atividades/lista');
    await heading('Atividades');
    const aviso = (await screen.findByText(/Confirme o seu e-mail \(admin@prumo.example\)/)).closest('[role="alert"]') as HTMLElement;
    await userEvent.setup().click(within(aviso).getByRole('button', { name: 'Reenviar link' }));
    expect(await screen.findByText('Enviamos um novo link para admin@prumo.example.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/user/email/confirmacao')).toHaveLength(1);
  });

  it('is not mentioned once confirmed', async () => {
    signedIn();
    renderApp('/atividades/lista');
    await heading('Atividades');
    expect(screen.queryByText(/Confirme o seu e-mail/)).not.toBeInTheDocument();
  });
});

describe('changing the address on Meu perfil', () => {
  it('asks for the current password, sends it, and keeps the address until the new one is confirmed', async () => {
    let pendente: string | null = null;
    const api = signedIn({
      'POST /api/auth/check': () => ({ status: 200, data: { user: { ...demoUser, email_pendente: pendente } } }),
      'PUT /api/user/atualizar': () => {
        pendente = 'nova@prumo.example';
        return { status: 200, data: { ...demoUser, email_pendente: pendente } };
      },
    });
    renderApp('/meu-perfil');
    await heading('Meu perfil');
    const user = userEvent.setup();
    const email = screen.getByLabelText('E-mail');
    // Meu perfil's other card, the password's, has a "Senha atual" of its own.
    const dados = within(email.closest('form') as HTMLElement);
    expect(dados.queryByLabelText('Senha atual')).not.toBeInTheDocument();
    await user.clear(email);
    await user.type(email, 'nova@prumo.example');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Informe a sua senha atual para trocar o e-mail.')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/user/atualizar')).toHaveLength(0);

    await user.type(dados.getByLabelText('Senha atual'), 'senha-forte-123');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Enviamos um link para nova@prumo.example. O e-mail muda quando você abri-lo.')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/user/atualizar')[0]?.body).toMatchObject({ email: 'nova@prumo.example', password_atual: 'senha-forte-123' });
    expect(screen.getByLabelText('E-mail')).toHaveValue('admin@prumo.example');
    expect(
      await screen.findByText(
        'A troca para nova@prumo.example espera a confirmação pelo link enviado a esse endereço. Até lá, você continua entrando com admin@prumo.example.',
      ),
    ).toBeInTheDocument();
  });
});
