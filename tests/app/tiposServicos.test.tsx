import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '#contract/auth';
import type { Papel } from '#contract/papel';
import type { TipoServico } from '#contract/tiposServico';
import { demoUser } from '../support/app/fixtures';
import { fakeQuestionarios, questionarioResumo } from '../support/app/fakeQuestionarios';
import { fakeRecords, tipoServico } from '../support/app/fakeRecords';
import { heading, renderApp } from '../support/app/renderApp';
import { signedIn } from '../support/app/signedIn';

const TIPOS = [
  tipoServico({ id: 't-1', nome: 'Vistoria', duracao_minutos: 90, questionario_id: 'q-1', versao: 2 }),
  tipoServico({ id: 't-2', nome: 'Manutenção preventiva', cor: '#2E7D32', duracao_minutos: 45 }),
];

const publicado = { status: 'publicado', versao_atual: 1, rascunho_aberto: false } as const;
const QUESTIONARIOS = [
  { resumo: questionarioResumo({ id: 'q-1', titulo: 'Vistoria NR-10', ...publicado }), secoes: [] },
  { resumo: questionarioResumo({ id: 'q-2', titulo: 'Instalação elétrica', ...publicado }), secoes: [] },
  { resumo: questionarioResumo({ id: 'q-3', titulo: 'Checklist antigo', ...publicado, status: 'arquivado' }), secoes: [] },
  { resumo: questionarioResumo({ id: 'q-4', titulo: 'Rascunho de ronda' }), secoes: [] },
];

const asPapel = (papel: Papel): User => ({ ...demoUser, empresa: [{ id: 'e-1', nome: 'Construtora Prumo', cnpj: null, papel }] });

function openTipos(path: string, papel: Papel = 'gestor') {
  const records = TIPOS.map((tipo) => ({ ...tipo }));
  const api = signedIn(
    {
      ...fakeRecords('tipos-servicos', records),
      ...fakeQuestionarios(QUESTIONARIOS),
      'POST /api/tipos-servicos': (call) => ({ status: 201, data: tipoServico({ id: 't-9', ...(call.body as Partial<TipoServico>), nome: 'Instalação' }) }),
      'PATCH /api/tipos-servicos/t-1': (call) => ({ status: 200, data: { ...records[0], ...(call.body as Partial<TipoServico>), versao: 3 } }),
    },
    asPapel(papel),
  );
  renderApp(path);
  return { api, user: userEvent.setup() };
}

describe('tipos de serviço', () => {
  it('lists each tipo in its colour with its duration and its default questionnaire', async () => {
    openTipos('/tipos-servicos');
    await heading('Tipos de serviço');
    const vistoria = (await screen.findByText('Vistoria', {}, { timeout: 5000 })).closest('tr')!;
    expect(within(vistoria).getByText('1 h 30 min')).toBeInTheDocument();
    expect(within(vistoria).getByText('Vistoria NR-10')).toBeInTheDocument();
    expect(screen.getByText('45 min')).toBeInTheDocument();
  });

  it('chooses the default questionnaire among the published ones, or none', async () => {
    const { api, user } = openTipos('/tipos-servicos?abrir=t-1');
    const dialog = await screen.findByRole('dialog', { name: 'Editar tipo de serviço: Vistoria' }, { timeout: 5000 });
    const questionario = within(dialog).getByRole('combobox', { name: 'Questionário padrão' });
    await waitFor(() => expect(questionario).toHaveValue('Vistoria NR-10'), { timeout: 5000 });
    expect(api.callsTo('GET /api/questionarios').at(-1)?.query).toMatchObject({ status: 'publicado' });
    await user.click(questionario);
    const options = await screen.findByRole('listbox');
    const offered = within(options).getAllByRole('option').map((option) => option.textContent);
    expect(offered[0]).toBe('Nenhum');
    expect(offered.slice(1).sort()).toEqual(['Instalação elétrica', 'Vistoria NR-10']);
    await user.clear(questionario);
    await user.type(questionario, 'instal{Enter}');
    expect(questionario).toHaveValue('Instalação elétrica');
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(api.callsTo('PATCH /api/tipos-servicos/t-1')).toHaveLength(1));
    expect(api.callsTo('PATCH /api/tipos-servicos/t-1')[0]?.body).toMatchObject({ questionario_id: 'q-2', versao: 2 });
  });

  it('leaves a tipo without a default questionnaire with Nenhum', async () => {
    const { api, user } = openTipos('/tipos-servicos?abrir=t-1');
    const dialog = await screen.findByRole('dialog', { name: 'Editar tipo de serviço: Vistoria' }, { timeout: 5000 });
    const questionario = within(dialog).getByRole('combobox', { name: 'Questionário padrão' });
    await waitFor(() => expect(questionario).toHaveValue('Vistoria NR-10'), { timeout: 5000 });
    await user.click(questionario);
    await user.click(await screen.findByRole('option', { name: 'Nenhum' }));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.callsTo('PATCH /api/tipos-servicos/t-1')[0]?.body).toMatchObject({ questionario_id: null }));
  });

  it('creates one choosing the colour from the palette by keyboard and saves with Ctrl+Enter', async () => {
    const { api, user } = openTipos('/tipos-servicos?novo=1');
    const dialog = await screen.findByRole('dialog', { name: 'Novo tipo de serviço' }, { timeout: 5000 });
    await user.type(within(dialog).getByRole('textbox', { name: /^Nome/ }), 'Instalação');
    const azul = within(dialog).getByRole('radio', { name: 'Azul' });
    expect(azul).toBeChecked();
    act(() => azul.focus());
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(dialog).getByRole('radio', { name: 'Roxo' })).toBeChecked();
    await user.type(within(dialog).getByRole('textbox', { name: 'Duração estimada' }), '120');
    const relatorio = within(dialog).getByRole('switch', { name: 'Enviar o relatório ao cliente quando uma atividade for concluída' });
    expect(relatorio).toHaveAccessibleDescription('Vale para todos os sites: o relatório vai ao e-mail de contato do site, quando ele tiver um.');
    act(() => relatorio.focus());
    await user.keyboard(' ');
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(api.callsTo('POST /api/tipos-servicos')).toHaveLength(1));
    expect(api.callsTo('POST /api/tipos-servicos')[0]?.body).toEqual({
      nome: 'Instalação',
      descricao: null,
      cor: '#6A3FB5',
      duracao_minutos: 120,
      questionario_id: null,
      enviar_relatorio_ao_cliente: true,
      ativo: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('refuses a duration that is not whole minutes before calling the server', async () => {
    const { api, user } = openTipos('/tipos-servicos?abrir=t-1');
    const dialog = await screen.findByRole('dialog', { name: 'Editar tipo de serviço: Vistoria' }, { timeout: 5000 });
    const duracao = within(dialog).getByRole('textbox', { name: 'Duração estimada' });
    await waitFor(() => expect(duracao).toHaveValue('90'));
    await user.clear(duracao);
    await user.type(duracao, '1,5');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText(/Deve ser um número inteiro de minutos/)).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/tipos-servicos/t-1')).toEqual([]);

    await user.clear(duracao);
    await user.type(duracao, '60');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.callsTo('PATCH /api/tipos-servicos/t-1')).toHaveLength(1));
    expect(api.callsTo('PATCH /api/tipos-servicos/t-1')[0]?.body).toMatchObject({ duracao_minutos: 60, versao: 2 });
  });

  it('shows a técnico the tipos read-only', async () => {
    const { user } = openTipos('/tipos-servicos', 'tecnico');
    await heading('Tipos de serviço');
    await screen.findByText('Vistoria');
    expect(screen.queryByRole('button', { name: 'Novo tipo de serviço' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Ações de/ })).not.toBeInTheDocument();
    await user.keyboard('j{Enter}');
    const view = await screen.findByRole('dialog', { name: 'Tipo de serviço: Vistoria' });
    expect(within(view).getByRole('radio', { name: 'Azul' })).toBeDisabled();
    expect(within(view).getByRole('combobox', { name: 'Questionário padrão' })).toHaveAttribute('readonly');
    expect(within(view).queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
  });
});
