import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '#contract/auth';
import type { Papel } from '#contract/papel';
import { demoUser } from '../support/app/fixtures';
import { fakeRecords, site } from '../support/app/fakeRecords';
import { renderApp } from '../support/app/renderApp';
import { signedIn } from '../support/app/signedIn';

const MATRIZ = site({ id: 's-1', nome: 'Matriz', versao: 3 });
const asPapel = (papel: Papel): User => ({ ...demoUser, empresa: [{ id: 'e-1', nome: 'Construtora Prumo', cnpj: null, papel }] });

async function openSite(papel: Papel, seguindo: boolean, seguir: () => { status: number; data?: unknown } = () => ({ status: 204 })) {
  const api = signedIn(
    {
      ...fakeRecords('sites', [MATRIZ]),
      'GET /api/sites/s-1': () => ({ status: 200, data: { ...MATRIZ, seguindo } }),
      'PUT /api/sites/s-1/seguir': seguir,
      'DELETE /api/sites/s-1/seguir': seguir,
    },
    asPapel(papel),
  );
  renderApp('/sites?abrir=s-1');
  const dialog = await screen.findByRole('dialog', { name: /Matriz/ }, { timeout: 15_000 });
  await within(dialog).findByDisplayValue('Matriz', {}, { timeout: 5000 });
  return { api, dialog, user: userEvent.setup() };
}

describe('following a site from its dialog', () => {
  it('follows and unfollows with the keyboard, saving each press at once', async () => {
    const { api, dialog, user } = await openSite('gestor', false);
    const seguir = within(dialog).getByRole('button', { name: 'Seguir site' });
    seguir.focus();
    await user.keyboard('{Enter}');
    const deixar = await within(dialog).findByRole('button', { name: 'Deixar de seguir' });
    expect(api.callsTo('PUT /api/sites/s-1/seguir')).toHaveLength(1);
    expect(await screen.findByText('Você será avisado das atividades concluídas neste site.')).toBeInTheDocument();
    await waitFor(() => expect(deixar).toBeEnabled());
    deixar.focus();
    await user.keyboard(' ');
    expect(await within(dialog).findByRole('button', { name: 'Seguir site' })).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/sites/s-1/seguir')).toHaveLength(1);
  });

  it('puts the button back when the server refuses', async () => {
    const { dialog, user } = await openSite('admin', true, () => ({ status: 404, data: { code: 'nao_encontrado', message: 'Site não encontrado.' } }));
    await user.click(within(dialog).getByRole('button', { name: 'Deixar de seguir' }));
    expect(await screen.findByText('Site não encontrado.')).toBeInTheDocument();
    expect(await within(dialog).findByRole('button', { name: 'Deixar de seguir' })).toBeEnabled();
  });

  it('is not offered to a técnico', async () => {
    const { dialog } = await openSite('tecnico', false);
    expect(within(dialog).queryByRole('button', { name: 'Seguir site' })).toBeNull();
  });
});
