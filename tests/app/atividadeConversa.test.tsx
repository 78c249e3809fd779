import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Atividade } from '#contract/atividade';
import type { Anexo } from '#contract/atividadeAnexo';
import type { Comentario } from '#contract/atividadeComentario';
import type { EventoAoVivo } from '#contract/aoVivo';
import type { User } from '#contract/auth';
import type { Papel } from '#contract/papel';
import type { FakeCall } from '../support/app/fakeApi';
import { atividadeFixture, fakeAtividade } from '../support/app/fakeAtividade';
import { demoUser } from '../support/app/fixtures';
import { heading, renderApp } from '../support/app/renderApp';
import { signedIn } from '../support/app/signedIn';

// The live stream, told by the test instead of the network.
const aoVivo: { ouvinte: ((evento: EventoAoVivo) => void) | null } = { ouvinte: null };
jest.mock('../../src/features/atividades/aoVivo/seguirAtividades', () => ({
  seguirAtividades: (ouvinte: (evento: EventoAoVivo) => void, signal: AbortSignal) =>
    new Promise<void>((resolve) => {
      aoVivo.ouvinte = ouvinte;
      signal.addEventListener('abort', () => resolve());
    }),
}));

const RAFAEL = 'b1a7c3d4-0000-4000-8000-000000000001';
const MARINA = 'b1a7c3d4-0000-4000-8000-000000000002';
const asPapel = (papel: Papel, id = 'u-1'): User => ({ ...demoUser, id, empresa: [{ id: 'e-1', nome: 'Construtora Prumo', cnpj: null, papel }] });

const comentario = (id: string, texto: string, campos: Partial<Comentario> = {}): Comentario => ({
  id,
  texto,
  autor: { id: 'u-1', nome: 'Ana Souza' },
  mencoes: [],
  criado_em: '2026-03-10T13:00:00.000Z',
  editado_em: null,
  ...campos,
});

type Extra = Parameters<typeof signedIn>[0];

function abrir(user: User, extra: Extra = {}, atividade: Atividade = atividadeFixture()) {
  const api = signedIn({ ...fakeAtividade({ atividade, user }), ...extra }, user);
  renderApp(`/atividades/detalhes/${atividade.id}`);
  return api;
}

const aba = async (nome: string) => {
  await heading(/Manutenção preventiva dos splits/);
  await userEvent.click(screen.getByRole('tab', { name: nome }));
};

describe('activity details: Comentários', () => {
  it('writes a comment with a mention chosen by keyboard and shows it with the highlighted name', async () => {
    const guardados: Comentario[] = [];
    const api = abrir(asPapel('gestor'), {
      'GET /api/atividades/a-1/comentarios': () => ({ status: 200, data: { items: [...guardados].reverse(), next_cursor: null } }),
      'GET /api/atividades/responsaveis': (call: FakeCall) => ({
        status: 200,
        data: { items: [{ id: RAFAEL, nome: 'Rafael Lima', papel: 'tecnico' }, { id: MARINA, nome: 'Marina Costa', papel: 'gestor' }].filter((p) => p.nome.startsWith(call.query.q ?? '')) },
      }),
      'POST /api/atividades/a-1/comentarios': (call: FakeCall) => {
        const { texto } = call.body as { texto: string };
        guardados.push(comentario(`c-${guardados.length + 1}`, texto, { mencoes: [{ id: RAFAEL, nome: 'Rafael Lima' }] }));
        return { status: 201, data: guardados.at(-1) };
      },
    });
    await aba('Comentários');
    expect(await screen.findByText('Nenhum comentário ainda')).toBeInTheDocument();

    const campo = screen.getByRole('combobox', { name: 'Novo comentário' });
    await userEvent.type(campo, 'Leve a escada, @Ra');
    const lista = await screen.findByRole('listbox', { name: 'Pessoas para mencionar' });
    expect(within(lista).getAllByRole('option').map((opcao) => opcao.textContent)).toEqual(['Rafael Lima']);
    await userEvent.keyboard('{Enter}');
    expect(campo).toHaveValue('Leve a escada, @Rafael Lima ');
    await userEvent.type(campo, 'por favor.');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');

    await waitFor(() => expect(api.callsTo('POST /api/atividades/a-1/comentarios')).toHaveLength(1));
    expect(api.callsTo('POST /api/atividades/a-1/comentarios')[0]!.body).toEqual({ texto: `Leve a escada, @[Rafael Lima](${RAFAEL}) por favor.` });
    const conversa = await screen.findByRole('list', { name: 'Comentários da atividade' });
    const mencao = within(conversa).getByText('@Rafael Lima');
    expect(mencao).toHaveAttribute('data-mencao', RAFAEL);
    expect(campo).toHaveValue('');
  });

  it('pages older comments by cursor and reads the list again when someone else comments', async () => {
    let novos: Comentario[] = [];
    const api = abrir(asPapel('leitor', 'u-9'), {
      'GET /api/atividades/a-1/comentarios': (call: FakeCall) =>
        call.query.cursor === 'c-2'
          ? { status: 200, data: { items: [comentario('c-1', 'O mais antigo')], next_cursor: null } }
          : { status: 200, data: { items: [...novos, comentario('c-3', 'O mais novo'), comentario('c-2', 'O do meio')], next_cursor: 'c-2' } },
    });
    await aba('Comentários');
    // A leitor reads only: no text to write, no editing.
    expect(await screen.findByText('O mais novo')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Novo comentário' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remover comentário/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(await screen.findByText('O mais antigo')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();

    novos = [comentario('c-4', 'Chegou agora', { autor: { id: 'u-2', nome: 'Marina Costa' } })];
    aoVivo.ouvinte?.({ tipo: 'atividade', id: 'a-2', recurso: 'comentarios' });
    aoVivo.ouvinte?.({ tipo: 'atividade', id: 'a-1', recurso: 'comentarios' });
    expect(await screen.findByText('Chegou agora')).toBeInTheDocument();
    expect(api.callsTo('GET /api/atividades/a-1/comentarios').filter((call) => !call.query.cursor)).toHaveLength(2);
  });

  it('edits and removes one\'s own comment; a gestor removes anyone\'s, and only after confirming', async () => {
    let itens = [comentario('c-2', 'Meu texto'), comentario('c-1', 'Do Rafael', { autor: { id: RAFAEL, nome: 'Rafael Lima' } })];
    const api = abrir(asPapel('gestor'), {
      'GET /api/atividades/a-1/comentarios': () => ({ status: 200, data: { items: itens, next_cursor: null } }),
      'PATCH /api/atividades/a-1/comentarios/c-2': (call: FakeCall) => {
        itens = itens.map((item) => (item.id === 'c-2' ? { ...item, texto: (call.body as { texto: string }).texto, editado_em: '2026-03-10T14:00:00.000Z' } : item));
        return { status: 200, data: itens[0] };
      },
      'DELETE /api/atividades/a-1/comentarios/c-1': () => {
        itens = itens.filter((item) => item.id !== 'c-1');
        return { status: 204 };
      },
    });
    await aba('Comentários');
    await screen.findByText('Meu texto');
    // Only the author edits.
    expect(screen.getAllByRole('button', { name: /^Editar comentário/ })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: /^Editar comentário de Ana Souza/ }));
    const edicao = screen.getByRole('combobox', { name: 'Editar comentário' });
    await userEvent.clear(edicao);
    await userEvent.type(edicao, 'Texto corrigido');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Texto corrigido')).toBeInTheDocument();
    expect(screen.getByText(/\(editado\)/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /^Remover comentário de Rafael Lima/ }));
    const confirmar = await screen.findByRole('dialog', { name: 'Remover o comentário?' });
    await userEvent.click(within(confirmar).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(screen.queryByText('Do Rafael')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE /api/atividades/a-1/comentarios/c-1')).toHaveLength(1);
  });

  it('shows why the server refused a comment and keeps the text', async () => {
    abrir(asPapel('tecnico'), {
      'GET /api/atividades/a-1/comentarios': () => ({ status: 200, data: { items: [], next_cursor: null } }),
      'POST /api/atividades/a-1/comentarios': () => ({ status: 422, data: { message: 'Só é possível mencionar pessoas da empresa que trabalham nas atividades.' } }),
    });
    await aba('Comentários');
    const campo = await screen.findByRole('combobox', { name: 'Novo comentário' });
    await userEvent.type(campo, 'Olá');
    await userEvent.click(screen.getByRole('button', { name: 'Comentar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Só é possível mencionar pessoas da empresa que trabalham nas atividades.');
    expect(campo).toHaveValue('Olá');
  });

  it('opens the tab with the cursor in the text from the palette command "Comentar"', async () => {
    abrir(asPapel('tecnico'), { 'GET /api/atividades/a-1/comentarios': () => ({ status: 200, data: { items: [], next_cursor: null } }) });
    await heading(/Manutenção preventiva dos splits/);
    await userEvent.keyboard('{Control>}k{/Control}');
    const paleta = await screen.findByRole('dialog');
    await userEvent.type(within(paleta).getByRole('combobox'), 'Comentar');
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('tab', { name: 'Comentários', selected: true })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Novo comentário' })).toHaveFocus());
  });
});

const anexo = (id: string, nome: string, campos: Partial<Anexo> = {}): Anexo => ({
  id,
  nome,
  tipo: 'application/pdf',
  tamanho: 840_000,
  enviado_por: { id: 'u-1', nome: 'Ana Souza' },
  criado_em: '2026-03-10T13:00:00.000Z',
  ...campos,
});

describe('activity details: Anexos', () => {
  beforeEach(() => {
    URL.createObjectURL = () => 'blob:anexo';
    URL.revokeObjectURL = () => {};
  });

  it('sends a chosen file and lists it; refuses one over 20 MB without sending it', async () => {
    const guardados: Anexo[] = [];
    const api = abrir(asPapel('tecnico'), {
      'GET /api/atividades/a-1/anexos': () => ({ status: 200, data: { items: [...guardados].reverse(), next_cursor: null } }),
      'POST /api/atividades/a-1/anexos': () => {
        guardados.push(anexo('1', 'laudo.pdf'));
        return { status: 201, data: guardados.at(-1) };
      },
    });
    await aba('Anexos');
    expect(await screen.findByText('Nenhum anexo')).toBeInTheDocument();
    const entrada = screen.getByTestId('anexo-arquivo');
    await userEvent.upload(entrada, new File(['%PDF-1.7'], 'laudo.pdf', { type: 'application/pdf' }));
    const lista = await screen.findByRole('list', { name: 'Anexos da atividade' });
    expect(within(lista).getByRole('button', { name: 'laudo.pdf' })).toBeInTheDocument();
    expect(within(lista).getByText(/820 KB · Ana Souza/)).toBeInTheDocument();
    const enviado = api.callsTo('POST /api/atividades/a-1/anexos')[0]!.body as FormData;
    expect((enviado.get('arquivo') as File).name).toBe('laudo.pdf');

    const grande = new File(['x'], 'video.pdf', { type: 'application/pdf' });
    Object.defineProperty(grande, 'size', { value: 21 * 1024 * 1024 });
    await userEvent.upload(entrada, grande);
    expect(await screen.findByRole('alert')).toHaveTextContent('video.pdf tem mais de 20 MB; envie um arquivo menor.');
    expect(api.callsTo('POST /api/atividades/a-1/anexos')).toHaveLength(1);
  });

  it("shows the server's refusal of a file's type", async () => {
    abrir(asPapel('gestor'), {
      'GET /api/atividades/a-1/anexos': () => ({ status: 200, data: { items: [], next_cursor: null } }),
      'POST /api/atividades/a-1/anexos': () => ({ status: 422, data: { message: 'Envie um PDF, uma imagem (PNG, JPEG ou WebP) ou um documento do Word ou do Excel (.docx, .xlsx).' } }),
    });
    await aba('Anexos');
    await userEvent.upload(await screen.findByTestId('anexo-arquivo'), new File(['<svg/>'], 'planta.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('planta.pdf: Envie um PDF, uma imagem');
  });

  it('downloads with the session, and removes only what this person may, after confirming', async () => {
    let itens = [anexo('2', 'orçamento.xlsx', { enviado_por: { id: 'u-1', nome: 'Ana Souza' } }), anexo('1', 'laudo.pdf', { enviado_por: { id: 'u-7', nome: 'Marina Costa' } })];
    const api = abrir(asPapel('tecnico'), {
      'GET /api/atividades/a-1/anexos': () => ({ status: 200, data: { items: itens, next_cursor: null } }),
      'GET /api/atividades/a-1/anexos/1': () => ({ status: 200, data: new Blob(['%PDF-1.7'], { type: 'application/pdf' }) }),
      'DELETE /api/atividades/a-1/anexos/2': () => {
        itens = itens.filter((item) => item.id !== '2');
        return { status: 204 };
      },
    });
    await aba('Anexos');
    await screen.findByText('laudo.pdf');
    await userEvent.click(screen.getByRole('button', { name: 'Baixar laudo.pdf' }));
    await waitFor(() => expect(api.callsTo('GET /api/atividades/a-1/anexos/1')).toHaveLength(1));

    // A técnico removes what they sent, not someone else's.
    expect(screen.queryByRole('button', { name: 'Remover laudo.pdf' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remover orçamento.xlsx' }));
    const confirmar = await screen.findByRole('dialog', { name: 'Remover o anexo?' });
    await userEvent.click(within(confirmar).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(screen.queryByText('orçamento.xlsx')).not.toBeInTheDocument());
  });

  it.each([
    ['a leitor', asPapel('leitor', 'u-9')],
    ['a técnico who is not the responsável', asPapel('tecnico', 'u-9')],
  ])('offers no upload to %s', async (_quem, user) => {
    abrir(user, { 'GET /api/atividades/a-1/anexos': () => ({ status: 200, data: { items: [], next_cursor: null } }) });
    await aba('Anexos');
    expect(await screen.findByText('Os arquivos anexados à atividade aparecerão aqui.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Anexar arquivo' })).not.toBeInTheDocument();
  });
});
