import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '#contract/auth';
import { demoUser } from '../support/app/fixtures';
import { fakeApi } from '../support/app/fakeApi';
import { heading, renderApp } from '../support/app/renderApp';
import { signedIn } from '../support/app/signedIn';

const TOKEN = 'tok-convite';
const convidado: User = {
  ...demoUser,
  id: 'u-9',
  nome: 'Caio Campo',
  email: 'caio@campo.test',
  empresa: [{ id: 'e-1', nome: 'Construtora Prumo', cnpj: null, papel: 'tecnico' }],
};

async function fillAccount(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Nome'), 'Caio Campo');
  await user.type(screen.getByLabelText('Senha'), 'senha-forte-123');
  await user.type(screen.getByLabelText('Confirme a senha'), 'senha-forte-123');
}

describe('signing up through an invitation link', () => {
  it('fixes the e-mail, asks for no company and joins the inviting one', async () => {
    const api = fakeApi({
      [`GET /api/auth/convite/${TOKEN}`]: () => ({
        status: 200,
        data: { email: 'caio@campo.test', empresa_nome: 'Construtora Prumo', papel: 'tecnico', conta_existente: false },
      }),
      'POST /api/auth/register': () => ({ status: 201, data: { token: 'tok-novo', user: convidado } }),
    });
    renderApp(`/auth/register?convite=${TOKEN}`);
    await heading('Aceitar convite');
    expect(await screen.findByText('Você foi convidado para Construtora Prumo como Técnico. Crie sua conta para entrar.')).toBeInTheDocument();
    const email = screen.getByLabelText('E-mail');
    expect(email).toHaveValue('caio@campo.test');
    expect(email).toHaveAttribute('readonly');
    expect(screen.queryByLabelText('Nome da empresa')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('CNPJ (opcional)')).not.toBeInTheDocument();

    const user = userEvent.setup();
    await fillAccount(user);
    await user.click(screen.getByRole('button', { name: 'Criar conta e entrar na empresa' }));
    // Invited as técnico: the agenda is their first page.
    await heading('Meu dia');
    expect(api.callsTo('POST /api/auth/register')[0]?.body).toEqual({
      nome: 'Caio Campo',
      email: 'caio@campo.test',
      password: 'senha-forte-123',
      convite: TOKEN,
    });
    expect(localStorage.getItem('token')).toBe('tok-novo');
  });

  it('sends a person who already has an account to sign in', async () => {
    fakeApi({
      [`GET /api/auth/convite/${TOKEN}`]: () => ({
        status: 200,
        data: { email: 'ana@prumo.test', empresa_nome: 'Construtora Prumo', papel: 'gestor', conta_existente: true },
      }),
    });
    renderApp(`/auth/register?convite=${TOKEN}`);
    expect(await screen.findByText(/ana@prumo.test já tem conta no Prumo/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Senha')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Entrar para aceitar' }));
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
  });

  it('says when the link no longer works and offers a sign-up with a company of ones own', async () => {
    fakeApi({ [`GET /api/auth/convite/${TOKEN}`]: () => ({ status: 404, data: { message: 'Convite encerrado.' } }) });
    renderApp(`/auth/register?convite=${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Este convite é inválido, já foi usado ou expirou.');
    expect(screen.getByLabelText('Nome da empresa')).toBeInTheDocument();
  });
});

describe('pending invitations of a signed-in person', () => {
  const pendente = {
    id: 'c-1',
    empresa_nome: 'Manutenção Aurora',
    papel: 'gestor',
    convidado_por: 'Bruno Lima',
    expira_em: '2026-03-09T12:00:00.000Z',
  };

  it('are shown above the page; accepting adds the company and the notice goes away', async () => {
    let aceito = false;
    const depois: User = { ...demoUser, empresa: [...demoUser.empresa, { id: 'e-3', nome: 'Manutenção Aurora', cnpj: null, papel: 'gestor' }] };
    const api = signedIn({
      'POST /api/auth/check': () => ({ status: 200, data: { user: aceito ? depois : demoUser } }),
      'GET /api/convites': () => ({ status: 200, data: { items: aceito ? [] : [pendente], total: aceito ? 0 : 1 } }),
      'POST /api/convites/c-1/aceitar': () => {
        aceito = true;
        return { status: 200, data: depois };
      },
    });
    renderApp('/atividades/lista');
    const convites = await screen.findByRole('region', { name: 'Convites pendentes' });
    expect(convites).toHaveTextContent('Bruno Lima convidou você para Manutenção Aurora como Gestor.');
    await userEvent.setup().click(within(convites).getByRole('button', { name: 'Aceitar' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Convites pendentes' })).not.toBeInTheDocument());
    expect(await screen.findByText('Agora você faz parte de Manutenção Aurora. Troque de empresa no topo da página.')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('POST /api/auth/check').length).toBeGreaterThan(1));
  });

  it('are read again when the person comes back to the window or the tab, after a failed read too', async () => {
    let items: (typeof pendente)[] | null = null;
    const api = signedIn({
      'GET /api/convites': () => (items ? { status: 200, data: { items } } : { status: 503, data: { message: 'Indisponível.' } }),
    });
    renderApp('/atividades/lista');
    await heading('Atividades');
    await waitFor(() => expect(api.callsTo('GET /api/convites')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Convites pendentes' })).not.toBeInTheDocument();

    items = [pendente];
    act(() => void window.dispatchEvent(new FocusEvent('focus')));
    const convites = await screen.findByRole('region', { name: 'Convites pendentes' });
    expect(convites).toHaveTextContent('Bruno Lima convidou você para Manutenção Aurora como Gestor.');

    items = [];
    expect(document.visibilityState).toBe('visible');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Convites pendentes' })).not.toBeInTheDocument());
    expect(api.callsTo('GET /api/convites')).toHaveLength(3);
  });

  it('can be declined', async () => {
    let recusado = false;
    const api = signedIn({
      'GET /api/convites': () => ({ status: 200, data: { items: recusado ? [] : [pendente] } }),
      'POST /api/convites/c-1/recusar': () => {
        recusado = true;
        return { status: 204 };
      },
    });
    renderApp('/atividades/lista');
    const convites = await screen.findByRole('region', { name: 'Convites pendentes' });
    await userEvent.setup().click(within(convites).getByRole('button', { name: 'Recusar' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Convites pendentes' })).not.toBeInTheDocument());
    expect(api.callsTo('POST /api/convites/c-1/recusar')).toHaveLength(1);
  });
});
