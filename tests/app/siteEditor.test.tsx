import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Site } from '#contract/sites';
import type { FakeCall } from '../support/app/fakeApi';
import { demoUser } from '../support/app/fixtures';
import { fakeRecords, site } from '../support/app/fakeRecords';
import { renderApp } from '../support/app/renderApp';
import { signedIn } from '../support/app/signedIn';
import { problema } from '../support/app/respostasDoServidor';
import { escolherNoSelect } from '../support/app/escolherNoSelect';

const MATRIZ = site({ id: 's-1', nome: 'Matriz', codigo: 'SP-01', cep: '01310100', cidade: 'São Paulo', uf: 'SP', versao: 3 });

async function openEditor(path: string, routes: Record<string, (call: FakeCall) => { status: number; data?: unknown }> = {}) {
  const records = [{ ...MATRIZ }];
  const api = signedIn({ ...fakeRecords('sites', records), ...routes });
  renderApp(path);
  // The open dialog hides the page behind it from the accessibility tree.
  const dialog = await screen.findByRole('dialog', { name: /site/ }, { timeout: 5000 });
  return { api, dialog, user: userEvent.setup(), records };
}

const field = (dialog: HTMLElement, name: string) => within(dialog).getByRole('textbox', { name: new RegExp(`^${name}\\s*\\*?$`) });
// Pasting keeps the long entries quick: each key typed re-renders the whole form.
async function fill(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}
const search = () => new URLSearchParams(window.location.search);
// The record arrives after the dialog opens; a busy machine may take a while.
const loaded = (dialog: HTMLElement, nome: string) => within(dialog).findByDisplayValue(nome, {}, { timeout: 5000 });

describe('editor dialog pattern (sites)', () => {
  it("shows the contract's messages beside each field and sends nothing", async () => {
    const { api, dialog, user } = await openEditor('/sites?novo=1');
    await user.type(field(dialog, 'CEP'), '0131');
    expect(field(dialog, 'CEP')).toHaveValue('0131');
    await user.type(field(dialog, 'Telefone'), '1234');
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(await within(dialog).findByText('Campo obrigatório.')).toBeInTheDocument();
    expect(within(dialog).getByText('CEP deve ter 8 dígitos.')).toBeInTheDocument();
    expect(within(dialog).getByText('Telefone deve ter DDD e 8 ou 9 dígitos.')).toBeInTheDocument();
    expect(field(dialog, 'Nome')).toHaveAccessibleDescription('Campo obrigatório.');
    await waitFor(() => expect(field(dialog, 'Nome')).toHaveFocus());
    expect(api.callsTo('POST /api/sites')).toEqual([]);
  });

  it.each([
    ['pt-BR', 'Novo site', ['CEP', 'Latitude', 'E-mail'], ['Campo obrigatório.', 'CEP deve ter 8 dígitos.', 'Deve estar entre -90 e 90.', 'E-mail inválido.']],
    ['en', 'New site', ['Postal code (CEP)', 'Latitude', 'Email'], ['Required field.', 'The postal code (CEP) must have 8 digits.', 'Must be between -90 and 90.', 'Invalid email.']],
  ] as const)('in %s, says what the contract refuses in the person’s language', async (idioma, title, labels, messages) => {
    const api = signedIn(fakeRecords('sites', [{ ...MATRIZ }]), { ...demoUser, idioma });
    renderApp('/sites?novo=1');
    const dialog = await screen.findByRole('dialog', { name: title }, { timeout: 5000 });
    const user = userEvent.setup();
    const [cep, latitude, email] = labels.map((label) => within(dialog).getByRole('textbox', { name: label }));
    await fill(user, cep!, '0131');
    await fill(user, latitude!, '95');
    await fill(user, email!, 'ana@');
    await user.keyboard('{Control>}{Enter}{/Control}');
    for (const message of messages) expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(api.callsTo('POST /api/sites')).toEqual([]);
  });

  it('masks the CEP as it is typed', async () => {
    const { dialog, user } = await openEditor('/sites?novo=1');
    await user.type(field(dialog, 'CEP'), '01310100');
    expect(field(dialog, 'CEP')).toHaveValue('01310-100');
  });

  it("creates with Ctrl+Enter and puts the server's field messages beside their fields", async () => {
    const { api, dialog, user } = await openEditor('/sites?novo=1', {
      'POST /api/sites': (call) =>
        (call.body as { codigo: string }).codigo === 'SP-01'
          ? { status: 422, data: { code: 'validacao', message: 'Confira os campos destacados.', errors: { codigo: [{ ...problema('em_uso'), message: 'Já existe um site com este código.' }] } } }
          : { status: 201, data: site({ id: 's-9', nome: 'Filial Santos' }) },
    });
    await fill(user, field(dialog, 'Nome'), 'Filial Santos');
    await fill(user, field(dialog, 'Código'), 'SP-01');
    await fill(user, field(dialog, 'CEP'), '11010-000');
    await escolherNoSelect(user, within(dialog).getByRole('combobox', { name: 'UF' }), /^SP ·/);
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(await within(dialog).findByText('Já existe um site com este código.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Confira os campos destacados.');
    expect(api.callsTo('POST /api/sites')[0]?.body).toMatchObject({ nome: 'Filial Santos', codigo: 'SP-01', cep: '11010000', uf: 'SP', latitude: null });
    expect(api.callsTo('POST /api/sites')[0]?.body).not.toHaveProperty('ativo');

    await user.clear(field(dialog, 'Código'));
    expect(within(dialog).queryByText('Já existe um site com este código.')).not.toBeInTheDocument();
    await fill(user, field(dialog, 'Código'), 'SP-09');
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5000 });
    expect(search().get('novo')).toBeNull();
    expect(await screen.findByText('Site criado: Filial Santos', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('saves an edit with the versao it read', async () => {
    const { api, dialog, user } = await openEditor('/sites?abrir=s-1', {
      'PATCH /api/sites/s-1': (call) => ({ status: 200, data: { ...MATRIZ, ...(call.body as Partial<Site>), versao: 4 } }),
    });
    await loaded(dialog, 'Matriz');
    expect(field(dialog, 'CEP')).toHaveValue('01310-100');
    await fill(user, field(dialog, 'Latitude'), '-23,5614');
    await fill(user, field(dialog, 'Longitude'), '-46,6559');
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(api.callsTo('PATCH /api/sites/s-1')).toHaveLength(1), { timeout: 5000 });
    expect(api.callsTo('PATCH /api/sites/s-1')[0]?.body).toMatchObject({ versao: 3, nome: 'Matriz', latitude: -23.5614, longitude: -46.6559 });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5000 });
  });

  it("keeps the site's choice to mail the report to the client, and sends it turned by keyboard", async () => {
    const { api, dialog, user } = await openEditor('/sites?abrir=s-1', {
      'GET /api/sites/s-1': () => ({ status: 200, data: { ...MATRIZ, enviar_relatorio_ao_cliente: true, seguindo: false } }),
      'PATCH /api/sites/s-1': (call) => ({ status: 200, data: { ...MATRIZ, ...(call.body as Partial<Site>), versao: 4 } }),
    });
    await loaded(dialog, 'Matriz');
    const relatorio = within(dialog).getByRole('switch', { name: 'Enviar o relatório ao cliente quando uma atividade for concluída' });
    expect(relatorio).toBeChecked();
    act(() => relatorio.focus());
    await user.keyboard(' ');
    expect(relatorio).not.toBeChecked();
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(api.callsTo('PATCH /api/sites/s-1')).toHaveLength(1), { timeout: 5000 });
    expect(api.callsTo('PATCH /api/sites/s-1')[0]?.body).toMatchObject({ versao: 3, nome: 'Matriz', enviar_relatorio_ao_cliente: false });
  });

  it('offers to reload the record when someone else changed it first (409)', async () => {
    const { dialog, user, records } = await openEditor('/sites?abrir=s-1', {
      'PATCH /api/sites/s-1': () => ({
        status: 409,
        data: { code: 'versao_desatualizada', message: 'Este registro foi alterado por outra pessoa depois que você o abriu. Recarregue para ver a versão atual.' },
      }),
    });
    await loaded(dialog, 'Matriz');
    await user.clear(field(dialog, 'Nome'));
    await fill(user, field(dialog, 'Nome'), 'Matriz Paulista');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('alterado por outra pessoa');
    expect(within(dialog).getByRole('button', { name: 'Salvar' })).toBeDisabled();

    Object.assign(records[0]!, { nome: 'Matriz Centro', versao: 4 });
    await user.click(within(dialog).getByRole('button', { name: 'Recarregar' }));
    await loaded(dialog, 'Matriz Centro');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Salvar' })).toBeEnabled();
  });

  it('asks before Esc throws away changes', async () => {
    const { dialog, user } = await openEditor('/sites?abrir=s-1');
    await loaded(dialog, 'Matriz');
    await fill(user, field(dialog, 'Bairro'), 'Bela Vista');
    await user.keyboard('{Escape}');
    const ask = await screen.findByRole('dialog', { name: 'Descartar alterações?' });
    await user.click(within(ask).getByRole('button', { name: 'Não confirmar' }));
    expect(field(dialog, 'Bairro')).toHaveValue('Bela Vista');
    await user.keyboard('{Escape}');
    await user.click(within(await screen.findByRole('dialog', { name: 'Descartar alterações?' })).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5000 });
    expect(search().get('abrir')).toBeNull();
  });

  it('closes an untouched editor with Esc at once', async () => {
    const { dialog, user } = await openEditor('/sites?abrir=s-1');
    await loaded(dialog, 'Matriz');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5000 });
  });
});
