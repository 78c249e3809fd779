import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '#contract/auth';
import type { Papel } from '#contract/papel';
import type { Convite, Membro } from '#contract/usuarios';
import { demoUser } from '../support/app/fixtures';
import type { FakeCall } from '../support/app/fakeApi';
import { heading, renderApp } from '../support/app/renderApp';
import { signedIn } from '../support/app/signedIn';
import { escolherNoSelect } from '../support/app/escolherNoSelect';

const asPapel = (papel: Papel): User => ({ ...demoUser, empresa: [{ id: 'e-1', nome: 'Construtora Prumo', cnpj: null, papel }] });

const membro = (fields: Partial<Membro> & Pick<Membro, 'id' | 'nome' | 'papel'>): Membro => ({
  email: `${fields.id}@prumo.test`,
  desde: '2026-01-05T12:00:00.000Z',
  versao: 1,
  ...fields,
});

const ULTIMO_ADMIN = 'A empresa precisa de pelo menos um administrador. Torne outra pessoa administradora antes de remover ou rebaixar esta.';

/** /api/usuarios with the rules the page relies on: versao, the last admin, invitations. */
function equipe() {
  const membros: Membro[] = [
    membro({ id: demoUser.id, nome: 'Ana Souza', papel: 'admin' }),
    membro({ id: 'u-2', nome: 'Bruno Lima', papel: 'tecnico' }),
  ];
  const convites: Convite[] = [
    {
      id: 'c-1',
      email: 'caio@campo.test',
      papel: 'leitor',
      status: 'expirado',
      convidado_por: 'Ana Souza',
      enviado_em: '2026-01-01T12:00:00.000Z',
      expira_em: '2026-01-08T12:00:00.000Z',
      versao: 1,
    },
  ];
  const find = (call: FakeCall) => membros.find((m) => call.url.endsWith(`/${m.id}`));
  const routes = {
    'GET /api/usuarios': (call: FakeCall) => {
      const q = call.query.q?.toLowerCase();
      const items = membros.filter((m) => (!q || m.nome.toLowerCase().includes(q)) && (!call.query.papel || m.papel === call.query.papel));
      return { status: 200, data: { items, total: items.length } };
    },
    'GET /api/usuarios/u-2': (call: FakeCall) => ({ status: 200, data: find(call) }),
    'PATCH /api/usuarios/u-2': (call: FakeCall) => patch(call),
    [`PATCH /api/usuarios/${demoUser.id}`]: (call: FakeCall) => patch(call),
    'DELETE /api/usuarios/u-2': (call: FakeCall) => {
      membros.splice(membros.indexOf(find(call)!), 1);
      return { status: 204 };
    },
    'GET /api/usuarios/convites': () => ({ status: 200, data: { items: convites, total: convites.length } }),
    'POST /api/usuarios/convites': (call: FakeCall) => {
      const body = call.body as { email: string; papel: Papel };
      const novo: Convite = { ...convites[0]!, id: 'c-2', ...body, status: 'pendente', expira_em: '2026-03-09T12:00:00.000Z' };
      convites.unshift(novo);
      return { status: 201, data: novo };
    },
    'POST /api/usuarios/convites/c-1/reenviar': () => {
      convites[convites.length - 1] = { ...convites[convites.length - 1]!, status: 'pendente', versao: 2, expira_em: '2026-03-09T12:00:00.000Z' };
      return { status: 200, data: convites[convites.length - 1] };
    },
  };
  function patch(call: FakeCall) {
    const alvo = find(call)!;
    const body = call.body as { papel: Papel; versao: number };
    if (body.versao !== alvo.versao) return { status: 409, data: { code: 'versao_desatualizada', message: 'Este registro foi alterado por outra pessoa.' } };
    if (alvo.papel === 'admin' && body.papel !== 'admin' && membros.filter((m) => m.papel === 'admin').length === 1) {
      return { status: 409, data: { code: 'conflito', message: ULTIMO_ADMIN } };
    }
    Object.assign(alvo, { papel: body.papel, versao: alvo.versao + 1 });
    return { status: 200, data: alvo };
  }
  return { membros, convites, routes };
}

async function openUsuarios(path = '/usuarios', papel: Papel = 'admin') {
  const data = equipe();
  const api = signedIn(data.routes, asPapel(papel));
  renderApp(path);
  await heading('Usuários');
  return { ...data, api, user: userEvent.setup() };
}

const rows = () => within(screen.getByRole('table', { name: 'Usuários' })).getAllByRole('row').slice(1);

describe('/usuarios', () => {
  it('offers "Convidar usuário" in the palette to an admin, opening the invitation dialog', async () => {
    const data = equipe();
    signedIn(data.routes, asPapel('admin'));
    renderApp('/atividades/lista');
    await heading('Atividades');
    const user = userEvent.setup();
    await user.keyboard('{Control>}k{/Control}');
    const palette = await screen.findByRole('dialog', { name: 'Paleta de comandos' });
    await user.type(within(palette).getByRole('combobox'), 'convidar');
    await user.click(await within(palette).findByRole('option', { name: /Convidar usuário/ }));
    expect(await screen.findByRole('dialog', { name: 'Convidar usuário' }, { timeout: 5000 })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/usuarios');
  });

  it('changes a papel in its row, and says so when the last admin would be demoted', async () => {
    const { api, user } = await openUsuarios();
    await screen.findByText('Bruno Lima');
    await escolherNoSelect(user, screen.getByRole('combobox', { name: 'Papel de Bruno Lima' }), 'Gestor');
    expect(await screen.findByText('Bruno Lima agora é Gestor.')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/usuarios/u-2')[0]?.body).toEqual({ papel: 'gestor', versao: 1 });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Papel de Bruno Lima' })).toHaveTextContent('Gestor'));

    await escolherNoSelect(user, screen.getByRole('combobox', { name: 'Papel de Ana Souza' }), 'Leitor');
    expect(await screen.findByText(ULTIMO_ADMIN)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Papel de Ana Souza' })).toHaveTextContent('Administrador'));
  });

  it('removes a member only after the confirmation dialog, where "Não confirmar" has the focus', async () => {
    const { api, user } = await openUsuarios();
    await screen.findByText('Bruno Lima');
    await user.click(screen.getByRole('button', { name: 'Ações de Bruno Lima' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Remover da empresa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remover Bruno Lima da empresa?' });
    expect(within(dialog).getByRole('button', { name: 'Não confirmar' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Não confirmar' }));
    expect(api.callsTo('DELETE /api/usuarios/u-2')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Ações de Bruno Lima' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Remover da empresa' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(screen.queryByText('Bruno Lima')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE /api/usuarios/u-2')[0]?.query).toEqual({ versao: '1' });
    expect(rows()).toHaveLength(1);
  });

  it('invites by keyboard: n opens the dialog, the e-mail is checked, Ctrl+Enter sends', async () => {
    const { api, user } = await openUsuarios();
    await screen.findByText('Bruno Lima');
    await user.keyboard('n');
    const dialog = await screen.findByRole('dialog', { name: 'Convidar usuário' });
    expect(new URLSearchParams(window.location.search).get('novo')).toBe('1');
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'sem-arroba');
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(await within(dialog).findByText('Informe um e-mail válido, como nome@empresa.com.br.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/usuarios/convites')).toHaveLength(0);

    await user.clear(within(dialog).getByRole('textbox', { name: 'E-mail' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'dora@campo.test');
    await user.click(within(dialog).getByRole('radio', { name: /Gestor/ }));
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Convidar usuário' })).not.toBeInTheDocument());
    expect(api.callsTo('POST /api/usuarios/convites')[0]?.body).toEqual({ email: 'dora@campo.test', papel: 'gestor' });
    const convites = screen.getByRole('table', { name: 'Convites enviados' });
    expect(await within(convites).findByText('dora@campo.test')).toBeInTheDocument();
  });

  it('resends an expired invitation with its versao', async () => {
    const { api, user } = await openUsuarios();
    const convites = await screen.findByRole('table', { name: 'Convites enviados' });
    expect(within(convites).getByText(/^Expirou em/)).toBeInTheDocument();
    await user.click(within(convites).getByRole('button', { name: 'Ações de caio@campo.test' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Reenviar' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(within(convites).getByText(/^Pendente até/)).toBeInTheDocument());
    expect(api.callsTo('POST /api/usuarios/convites/c-1/reenviar')[0]?.body).toEqual({ versao: 1 });
  });

  it('opens a member with Enter and changes the papel in the editor', async () => {
    const { api, user } = await openUsuarios();
    await screen.findByText('Bruno Lima');
    await user.keyboard('jj{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Bruno Lima' });
    await user.click(await within(dialog).findByRole('radio', { name: /Leitor/ }));
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('PATCH /api/usuarios/u-2')[0]?.body).toEqual({ papel: 'leitor', versao: 1 });
  });

  it('is not offered to a técnico: no sidebar entry, no palette command, and the address says no', async () => {
    const data = equipe();
    const api = signedIn(data.routes, asPapel('tecnico'));
    renderApp('/usuarios');
    await heading('Usuários');
    expect(await screen.findByText('Seu papel nesta empresa não dá acesso a esta página')).toBeInTheDocument();
    expect(api.callsTo('GET /api/usuarios')).toHaveLength(0);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const nav = await screen.findByRole('navigation', { name: 'Navegação principal' });
    expect(within(nav).queryByRole('link', { name: 'Usuários' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Sites' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Navegação principal' })).not.toBeInTheDocument());

    await user.keyboard('{Control>}k{/Control}');
    const palette = await screen.findByRole('dialog', { name: 'Paleta de comandos' });
    await user.type(within(palette).getByRole('combobox'), 'usu');
    await waitFor(() => expect(within(palette).queryByRole('option', { name: /Usuários|Convidar usuário/ })).not.toBeInTheDocument());
  });
});
