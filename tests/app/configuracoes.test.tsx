import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '#contract/auth';
import type { Configuracoes } from '#contract/configuracoes';
import type { Papel } from '#contract/papel';
import { demoUser } from '../support/app/fixtures';
import type { FakeCall } from '../support/app/fakeApi';
import { heading, renderApp } from '../support/app/renderApp';
import { signedIn } from '../support/app/signedIn';

const asPapel = (papel: Papel): User => ({ ...demoUser, empresa: [{ id: 'e-1', nome: 'Construtora Prumo', cnpj: null, papel }] });

const ALTERADO = 'Este registro foi alterado por outra pessoa depois que você o abriu. Recarregue para ver a versão atual.';

function empresa() {
  let config: Configuracoes = {
    nome: 'Construtora Prumo',
    cnpj: null,
    fuso_horario: 'America/Sao_Paulo',
    prefixo_atividade: 'AT-',
    mostrar_demo: true,
    idioma_padrao: 'pt-BR',
    logo_versao: null,
    versao: 1,
    atualizado_em: '2026-01-05T12:00:00.000Z',
  };
  const routes = {
    'GET /api/configuracoes': () => ({ status: 200, data: config }),
    'PUT /api/configuracoes': (call: FakeCall) => {
      const { versao, ...body } = call.body as Configuracoes;
      if (versao !== config.versao) return { status: 409, data: { code: 'versao_desatualizada', message: ALTERADO } };
      config = { ...config, ...body, cnpj: body.cnpj?.replace(/\D/g, '') ?? null, versao: versao + 1 };
      return { status: 200, data: config };
    },
    'PUT /api/configuracoes/logo': (call: FakeCall) => {
      if (Number(call.query.versao) !== config.versao) return { status: 409, data: { code: 'versao_desatualizada', message: ALTERADO } };
      config = { ...config, logo_versao: 'logo-1', versao: config.versao + 1 };
      return { status: 200, data: config };
    },
    'GET /api/configuracoes/logo': () => ({ status: 200, data: new Blob(['png'], { type: 'image/png' }) }),
  };
  return { routes, current: () => config, change: (changes: Partial<Configuracoes>) => (config = { ...config, ...changes }) };
}

async function openConfiguracoes(papel: Papel = 'admin') {
  const data = empresa();
  const api = signedIn(data.routes, asPapel(papel));
  renderApp('/configuracoes');
  await heading('Configurações');
  await screen.findByRole('textbox', { name: 'Nome' });
  return { ...data, api, user: userEvent.setup() };
}

describe('/configuracoes', () => {
  beforeAll(() => {
    URL.createObjectURL = () => 'blob:logo';
    URL.revokeObjectURL = () => undefined;
  });

  it('saves with Ctrl+Enter, sending the versao read, and starts over from the answer', async () => {
    const { api, user } = await openConfiguracoes();
    const nome = screen.getByRole('textbox', { name: 'Nome' });
    await user.type(nome, ' Ltda');
    await user.click(screen.getByRole('textbox', { name: 'CNPJ (opcional)' }));
    await user.paste('11.444.777/0001-61');
    const prefixo = screen.getByRole('textbox', { name: 'Prefixo do número' });
    await user.clear(prefixo);
    await user.type(prefixo, 'os-');
    expect(screen.getByText('A atividade 123 aparece como OS-000123.')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Mostrar a área de demonstração no menu' }));
    await user.keyboard('{Control>}{Enter}{/Control}');

    expect(await screen.findByText('Configurações salvas.')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/configuracoes')[0]?.body).toEqual({
      nome: 'Construtora Prumo Ltda',
      cnpj: '11.444.777/0001-61',
      fuso_horario: 'America/Sao_Paulo',
      prefixo_atividade: 'OS-',
      mostrar_demo: false,
      idioma_padrao: 'pt-BR',
      versao: 1,
    });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'CNPJ (opcional)' })).toHaveValue('11.444.777/0001-61'));

    // A second save goes over the new versao.
    await user.type(screen.getByRole('textbox', { name: 'Nome' }), ' S.A.');
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(api.callsTo('PUT /api/configuracoes')).toHaveLength(2));
    expect(api.callsTo('PUT /api/configuracoes')[1]?.body).toMatchObject({ nome: 'Construtora Prumo Ltda S.A.', versao: 2 });
  });

  it('shows each problem beside its field and sends nothing', async () => {
    const { api, user } = await openConfiguracoes();
    await user.clear(screen.getByRole('textbox', { name: 'Nome' }));
    await user.type(screen.getByRole('textbox', { name: 'CNPJ (opcional)' }), '123');
    const prefixo = screen.getByRole('textbox', { name: 'Prefixo do número' });
    await user.clear(prefixo);
    await user.type(prefixo, 'A B');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Informe o nome da empresa.')).toBeInTheDocument();
    expect(screen.getByText('CNPJ inválido: confira os 14 dígitos.')).toBeInTheDocument();
    expect(screen.getByText('Use até 5 letras ou números, seguidos ou não de "-", "/" ou ".".')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveFocus();
    expect(api.callsTo('PUT /api/configuracoes')).toHaveLength(0);
  });

  it('finds a time zone by typing part of its name', async () => {
    const { api, user } = await openConfiguracoes();
    const fuso = screen.getByRole('combobox', { name: 'Fuso horário' });
    await user.clear(fuso);
    await user.type(fuso, 'manaus');
    await user.click(await screen.findByRole('option', { name: 'America/Manaus' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.callsTo('PUT /api/configuracoes')[0]?.body).toMatchObject({ fuso_horario: 'America/Manaus' }));
  });

  it('offers to reload when someone else saved first', async () => {
    const { user, change } = await openConfiguracoes();
    change({ nome: 'Mudada por outra pessoa', versao: 2 });
    await user.type(screen.getByRole('textbox', { name: 'Nome' }), ' X');
    await user.keyboard('{Control>}{Enter}{/Control}');
    const alert = await screen.findByText(ALTERADO);
    await user.click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Recarregar' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('Mudada por outra pessoa'));
  });

  it('uploads a logo over the versao read and shows it; refuses another kind of file before sending', async () => {
    const { api } = await openConfiguracoes();
    // As a browser does when the person picks "all files" in the dialog.
    const user = userEvent.setup({ applyAccept: false });
    expect(screen.getByRole('img', { name: 'Sem logotipo' })).toBeInTheDocument();
    const file = screen.getByLabelText('Arquivo do logotipo');
    await user.upload(file, new File(['GIF89a'], 'logo.gif', { type: 'image/gif' }));
    expect(await screen.findByText('Escolha uma imagem PNG, JPEG ou WebP.')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/configuracoes/logo')).toHaveLength(0);

    await user.upload(file, new File(['png'], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByText('Logotipo atualizado.', undefined, { timeout: 3000 })).toBeInTheDocument();
    expect(api.callsTo('PUT /api/configuracoes/logo')[0]?.query).toEqual({ versao: '1' });
    expect(api.callsTo('PUT /api/configuracoes/logo')[0]?.body).toBeInstanceOf(FormData);
    expect(await screen.findByRole('img', { name: 'Logotipo da empresa' })).toHaveAttribute('src', 'blob:logo');
    expect(api.callsTo('GET /api/configuracoes/logo')[0]?.headers.Authorization).toBe('Bearer tok-valid');
  });

  it('is read-only for a leitor', async () => {
    const { api } = await openConfiguracoes('leitor');
    expect(screen.getByText('Só administradores mudam as configurações da empresa.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar logotipo' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/configuracoes')).toHaveLength(1);
  });

  it("checks a new webhook's address and events before sending, and shows the server's reason beside the address", async () => {
    const data = empresa();
    const criado = { id: 'w-1', url: 'https://erp.example.com/prumo', eventos: ['atividade.criada'], descricao: null, ativo: true, falhando_desde: null, criado_em: '2026-01-05T12:00:00.000Z' };
    const api = signedIn(
      {
        ...data.routes,
        'GET /api/tokens': () => ({ status: 200, data: { items: [] } }),
        'GET /api/webhooks': () => ({ status: 200, data: { items: [] } }),
        'POST /api/webhooks': (call) =>
          (call.body as { url: string }).url.includes('10.0.0.1')
            ? { status: 422, data: { code: 'campos_invalidos', message: 'Verifique os campos.', errors: { url: [{ code: 'destino_privado', params: {} }] } } }
            : { status: 201, data: { ...criado, segredo: 'whsec_c2VncmVkbw==' } },
      },
      asPapel('admin'),
    );
    renderApp('/configuracoes');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Novo webhook' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Novo webhook' });
    const endereco = within(dialogo).getByRole('textbox', { name: 'Endereço (URL)' });
    await user.click(within(dialogo).getByRole('button', { name: 'Criar webhook' }));
    expect(await within(dialogo).findByText('Campo obrigatório.')).toBeInTheDocument();
    expect(within(dialogo).getByText('Escolha ao menos um evento.')).toBeInTheDocument();
    expect(endereco).toHaveFocus();

    await user.type(endereco, 'ftp://erp.example.com');
    await user.click(within(dialogo).getByRole('checkbox', { name: /Atividade criada/ }));
    await user.click(within(dialogo).getByRole('button', { name: 'Criar webhook' }));
    expect(await within(dialogo).findByText('Informe um endereço que comece com http:// ou https://.')).toBeInTheDocument();
    expect(within(dialogo).queryByText('Escolha ao menos um evento.')).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/webhooks')).toHaveLength(0);

    await user.clear(endereco);
    await user.type(endereco, 'http://10.0.0.1/ganchos');
    await user.click(within(dialogo).getByRole('button', { name: 'Criar webhook' }));
    expect(await within(dialogo).findByText('Este endereço leva a uma rede interna (local, privada ou de enlace): use um endereço público.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/webhooks')[0]?.body).toEqual({ url: 'http://10.0.0.1/ganchos', eventos: ['atividade.criada'], descricao: null });

    await user.clear(endereco);
    await user.type(endereco, criado.url);
    await user.click(within(dialogo).getByRole('button', { name: 'Criar webhook' }));
    const segredo = await screen.findByRole('dialog', { name: 'Webhook criado' });
    expect(within(segredo).getByRole('textbox', { name: `Segredo de ${criado.url}` })).toHaveValue('whsec_c2VncmVkbw==');
  });

  it("says when a receiver's log holds only its latest deliveries", async () => {
    const webhook = { id: 'w-1', url: 'https://erp.example.com/prumo', eventos: ['atividade.criada'], descricao: null, ativo: true, falhando_desde: null, criado_em: '2026-01-05T12:00:00.000Z' };
    const entrega = (n: number) => ({
      id: `en-${n}`,
      evento: 'atividade.criada',
      status: 'entregue',
      tentativas: 1,
      ultimo_codigo: 200,
      ultima_duracao_ms: 80,
      ultimo_erro: null,
      proxima_em: null,
      criado_em: '2026-01-05T12:00:00.000Z',
      entregue_em: '2026-01-05T12:00:01.000Z',
    });
    let quantas = 99;
    signedIn(
      {
        ...empresa().routes,
        'GET /api/tokens': () => ({ status: 200, data: { items: [] } }),
        'GET /api/webhooks': () => ({ status: 200, data: { items: [webhook] } }),
        'GET /api/webhooks/w-1/entregas': () => ({ status: 200, data: { items: Array.from({ length: quantas }, (_, n) => entrega(n)) } }),
      },
      asPapel('admin'),
    );
    renderApp('/configuracoes');
    const user = userEvent.setup();
    const abrirRegistro = async () => {
      await user.click(await screen.findByRole('button', { name: `Ações de ${webhook.url}` }));
      await user.click(await screen.findByRole('menuitem', { name: 'Ver entregas' }));
      return screen.findByRole('dialog', { name: `Entregas de ${webhook.url}` });
    };
    let registro = await abrirRegistro();
    expect(await within(registro).findAllByRole('button', { name: /^Reenviar/ })).toHaveLength(99);
    expect(within(registro).queryByText(/entregas mais recentes/)).not.toBeInTheDocument();
    await user.click(within(registro).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    quantas = 100;
    registro = await abrirRegistro();
    expect(await within(registro).findByText('Mostrando as 100 entregas mais recentes; as anteriores não aparecem aqui.')).toBeInTheDocument();
  });
});
