import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AcaoCorretiva } from '#contract/acoes';
import type { User } from '#contract/auth';
import type { Papel } from '#contract/papel';
import { acaoFixture, fakeAcoes } from '../support/app/fakeAcoes';
import { demoUser } from '../support/app/fixtures';
import { heading, renderApp } from '../support/app/renderApp';
import { signedIn } from '../support/app/signedIn';

const asPapel = (papel: Papel, id = 'u-1'): User => ({ ...demoUser, id, empresa: [{ id: 'e-1', nome: 'Construtora Prumo', cnpj: null, papel }] });

type Extra = NonNullable<Parameters<typeof signedIn>[0]>;

async function abrir(acao: AcaoCorretiva, user: User, extra: Extra = {}) {
  const api = signedIn({ ...fakeAcoes({ acoes: [acao], user }), ...extra }, user);
  renderApp(`/acoes/${acao.id}`);
  await heading(acao.titulo);
  return { api, user: userEvent.setup() };
}

/** The transitions offered, as their buttons read. */
const oferecidas = () => {
  const grupo = screen.queryByRole('group', { name: 'Ações sobre a ação corretiva' });
  return grupo ? within(grupo).getAllByRole('button').map((botao) => botao.textContent) : [];
};

const historico = () => within(screen.getByRole('list', { name: 'Histórico da ação' }));

describe('corrective action: what each papel may do', () => {
  it.each<[string, Papel, string, AcaoCorretiva['status'], string[]]>([
    ['the responsável técnico starts an open action', 'tecnico', 'u-1', 'aberta', ['Iniciar']],
    ['another técnico, nothing', 'tecnico', 'u-2', 'aberta', []],
    ['a leitor, nothing', 'leitor', 'u-1', 'aberta', []],
    ['a gestor starts or cancels an open action', 'gestor', 'u-9', 'aberta', ['Iniciar', 'Cancelar ação']],
    ['the responsável técnico resolves, and may not cancel', 'tecnico', 'u-1', 'em_andamento', ['Resolver']],
    ['a gestor verifies, reopens or cancels a resolved one', 'gestor', 'u-9', 'resolvida', ['Verificar', 'Reabrir', 'Cancelar ação']],
    ['the responsável técnico may not verify their own fix from here', 'tecnico', 'u-1', 'resolvida', []],
    ['an admin, nothing on a verified one', 'admin', 'u-9', 'verificada', []],
  ])('%s', async (_caso, papel, usuarioId, status, botoes) => {
    await abrir(acaoFixture({ status }), asPapel(papel, usuarioId));
    expect(oferecidas()).toEqual(botoes);
    // Editing is for admin and gestor, while the action is not closed.
    const editavel = (papel === 'gestor' || papel === 'admin') && status !== 'verificada' && status !== 'cancelada';
    expect(screen.queryByRole('button', { name: 'Editar' }) !== null).toBe(editavel);
  });

  it('links to the activity it was raised from and to its site', async () => {
    await abrir(acaoFixture(), asPapel('gestor', 'u-9'));
    expect(screen.getByRole('link', { name: 'Abrir a atividade' })).toHaveAttribute('href', '/atividades/detalhes/a-1');
    expect(screen.getByRole('link', { name: 'Loja Paulista' })).toHaveAttribute('href', '/sites?abrir=s-1');
  });
});

describe('corrective action: transitions', () => {
  it('starts at once, asks what was done before resolving, and shows each step in the histórico', async () => {
    const { api, user } = await abrir(acaoFixture(), asPapel('tecnico', 'u-1'));
    await user.click(screen.getByRole('button', { name: 'Iniciar' }));
    expect(await screen.findByText('Ação AC-000007 iniciada.')).toBeInTheDocument();
    expect(screen.getByText('Em andamento')).toBeInTheDocument();
    await waitFor(() => expect(historico().getByText('Iniciou a ação')).toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Resolver' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Resolver AC-000007?' });
    await user.click(within(dialogo).getByRole('button', { name: 'Resolver' }));
    expect(within(dialogo).getByRole('textbox', { name: 'O que foi feito' })).toHaveAccessibleDescription('Descreva o que foi feito para resolver.');
    expect(api.callsTo('POST /api/acoes/ac-1/transicoes')).toHaveLength(1);

    await user.type(within(dialogo).getByRole('textbox', { name: 'O que foi feito' }), 'Extintor trocado por um novo');
    await user.click(within(dialogo).getByRole('button', { name: 'Resolver' }));
    expect(await screen.findByText('Ação AC-000007 resolvida. Falta verificar a correção.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/acoes/ac-1/transicoes').map((call) => call.body)).toEqual([
      { evento: 'iniciar', versao: 2 },
      { evento: 'resolver', comentario: 'Extintor trocado por um novo', versao: 3 },
    ]);
    await waitFor(() => expect(historico().getByText('Resolveu a ação')).toBeInTheDocument());
    expect(historico().getByText('O que foi feito: Extintor trocado por um novo')).toBeInTheDocument();
    // A técnico who is only the responsável does not verify their own fix here.
    expect(oferecidas()).toEqual([]);
  });

  it('asks a gestor for the reason to reopen, and keeps it in the histórico', async () => {
    const { user } = await abrir(acaoFixture({ status: 'resolvida' }), asPapel('gestor', 'u-9'));
    await user.click(screen.getByRole('button', { name: 'Reabrir' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Reabrir AC-000007?' });
    await user.type(within(dialogo).getByRole('textbox', { name: 'Motivo' }), 'O lacre continua rompido');
    await user.click(within(dialogo).getByRole('button', { name: 'Reabrir' }));
    expect(await screen.findByText('Ação AC-000007 reaberta.')).toBeInTheDocument();
    await waitFor(() => expect(historico().getByText('Motivo: O lacre continua rompido')).toBeInTheDocument());
  });

  it('confirms before verifying', async () => {
    const { api, user } = await abrir(acaoFixture({ status: 'resolvida' }), asPapel('gestor', 'u-9'));
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Verificar AC-000007?' });
    await user.click(within(dialogo).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Ação AC-000007 verificada.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/acoes/ac-1/transicoes').map((call) => call.body)).toEqual([{ evento: 'verificar', versao: 2 }]);
    expect(oferecidas()).toEqual([]);
  });

  it('says the action changed elsewhere when the versao is stale, and reloads it', async () => {
    const lida = acaoFixture({ status: 'resolvida' });
    const atual = { ...lida, status: 'cancelada' as const, versao: 3 };
    let leituras = 0;
    const { user } = await abrir(lida, asPapel('gestor', 'u-9'), {
      'GET /api/acoes/ac-1': () => ({ status: 200, data: (leituras += 1) === 1 ? lida : atual }),
      'POST /api/acoes/ac-1/transicoes': () => ({ status: 409, data: { code: 'versao_desatualizada', message: 'Esta ação foi alterada por outra pessoa.' } }),
    });
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Verificar AC-000007?' })).getByRole('button', { name: 'Confirmar' }));
    const aviso = await screen.findByRole('alert');
    expect(aviso).toHaveTextContent('Esta ação foi alterada por outra pessoa.');
    await user.click(within(aviso).getByRole('button', { name: 'Recarregar' }));
    expect(await screen.findByText('Cancelada')).toBeInTheDocument();
    expect(oferecidas()).toEqual([]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
