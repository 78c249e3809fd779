import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReadableStream, TextDecoderStream } from 'node:stream/web';
import { TextEncoder } from 'node:util';
import type { AtividadeResumo } from '#contract/atividade';
import type { User } from '#contract/auth';
import type { Papel } from '#contract/papel';
import { demoUser } from '../support/app/fixtures';
import type { FakeCall, FakeReply } from '../support/app/fakeApi';
import { heading, renderApp } from '../support/app/renderApp';
import { signedIn } from '../support/app/signedIn';
import { problema } from '../support/app/respostasDoServidor';

// The company's settings are read once per company for the visit: another time zone is another company.
const asPapel = (papel: Papel, empresaId = 'e-1'): User => ({ ...demoUser, empresa: [{ id: empresaId, nome: 'Construtora Prumo', cnpj: null, papel }] });

function resumo(numero: number, fields: Partial<AtividadeResumo> = {}): AtividadeResumo {
  return {
    id: `a-${numero}`,
    numero,
    codigo: `AT-${String(numero).padStart(6, '0')}`,
    status: 'agendada',
    titulo: `Atividade ${numero}`,
    tipo_servico: { id: 't-1', nome: 'Manutenção preventiva', cor: '#2E7D32' },
    site: { id: 's-1', nome: 'Loja Paulista' },
    responsavel: { id: 'u-9', nome: 'Rafael Lima' },
    prioridade: 'normal',
    agendada_para: '2026-03-10T12:00:00.000Z',
    prazo: null,
    atrasada: false,
    versao: 3,
    ...fields,
  };
}

const completa = (item: AtividadeResumo) => ({
  ...item,
  descricao: null,
  questionario_id: null,
  questionario_versao: null,
  respostas: {},
  comentarios: {},
  criado_em: '2026-03-01T12:00:00.000Z',
  atualizado_em: '2026-03-01T12:00:00.000Z',
});

// 12:00 UTC is 09:00 in São Paulo; 02:00 UTC on the 11th is still the 10th there (23:00).
const FILTROS = resumo(123, { titulo: 'Troca de filtros' });
const NOITE = resumo(124, { titulo: 'Inspeção noturna', agendada_para: '2026-03-11T02:00:00.000Z', status: 'em_andamento' });
const FEITA = resumo(125, { titulo: 'Vistoria do telhado', status: 'concluida', agendada_para: '2026-03-12T13:00:00.000Z' });

const configuracoes = (fuso = 'America/Sao_Paulo') => () => ({
  status: 200,
  data: { nome: 'Construtora Prumo', fuso_horario: fuso, prefixo_atividade: 'AT-' },
});

async function openCalendario(
  path: string,
  { papel = 'gestor', fuso, routes = {} }: { papel?: Papel; fuso?: string; routes?: Record<string, (call: FakeCall) => FakeReply> } = {},
) {
  const api = signedIn(
    {
      'GET /api/atividades': () => ({ status: 200, data: { items: [FILTROS, NOITE, FEITA], next_cursor: null } }),
      'GET /api/configuracoes': configuracoes(fuso),
      ...routes,
    },
    asPapel(papel, fuso ? `e-${fuso}` : 'e-1'),
  );
  renderApp(path);
  await heading('Atividades');
  return { api, user: userEvent.setup() };
}

/** A pointer event as a browser sends it (jsdom has no PointerEvent: a mouse event with the pointer's id). */
const ponteiro = (type: string, clientX: number, clientY: number) =>
  Object.assign(new MouseEvent(type, { bubbles: true, cancelable: true, button: 0, clientX, clientY }), { pointerId: 1 });

const dia = (nome: string) => screen.getByRole('group', { name: nome });
const cartao = (codigo: string) => screen.getByText(codigo).closest('a')!;
const search = () => new URLSearchParams(window.location.search);
const consultas = (api: ReturnType<typeof signedIn>) => api.callsTo('GET /api/atividades').map((call) => call.query);

describe('activity calendar', () => {
  it('asks the list endpoint for the whole weeks of the month in the address, and moves by month, week and today', async () => {
    const { api, user } = await openCalendario('/atividades/lista?visao=calendario&data=2026-03-10&status=agendada');
    expect(await screen.findByRole('heading', { level: 2, name: 'março de 2026' })).toBeInTheDocument();
    // March 2026 starts on a Sunday and ends on a Tuesday: the grid runs to Saturday, April 4.
    await waitFor(() => expect(consultas(api).at(-1)).toEqual({ status: 'agendada', de: '2026-03-01', ate: '2026-04-04', ordem: 'agendada_para', limite: '100' }));

    await user.click(screen.getByRole('button', { name: 'Próximo mês' }));
    await waitFor(() => expect(search().get('data')).toBe('2026-04-01'));
    await waitFor(() => expect(consultas(api).at(-1)).toMatchObject({ status: 'agendada', de: '2026-03-29', ate: '2026-05-02' }));
    expect(screen.getByRole('heading', { level: 2, name: 'abril de 2026' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Semana' }));
    await waitFor(() => expect(search().get('modo')).toBe('semana'));
    await waitFor(() => expect(consultas(api).at(-1)).toMatchObject({ de: '2026-03-29', ate: '2026-04-04' }));
    await user.click(screen.getByRole('button', { name: 'Semana anterior' }));
    await waitFor(() => expect(search().get('data')).toBe('2026-03-22'));
    await waitFor(() => expect(consultas(api).at(-1)).toMatchObject({ de: '2026-03-22', ate: '2026-03-28' }));

    // A período filter narrows the days asked for.
    act(() => window.history.pushState(null, '', '/atividades/lista?visao=calendario&modo=semana&data=2026-03-22&de=2026-03-25'));
    await waitFor(() => expect(consultas(api).at(-1)).toMatchObject({ de: '2026-03-25', ate: '2026-03-28' }));
  });

  it('puts each activity on its day on the company clock, with its código, título and time', async () => {
    await openCalendario('/atividades/lista?visao=calendario&data=2026-03-10');
    await screen.findByText('Troca de filtros');
    const terca = dia('terça-feira, 10 de março de 2026');
    expect(within(terca).getByText('AT-000123')).toBeInTheDocument();
    expect(within(terca).getByText('09:00')).toBeInTheDocument();
    expect(within(terca).getByText('Inspeção noturna')).toBeInTheDocument();
    expect(within(terca).getByText('23:00')).toBeInTheDocument();
    expect(within(terca).getByText('Em andamento, Manutenção preventiva')).toBeInTheDocument();
    expect(within(dia('quinta-feira, 12 de março de 2026')).getByText('Vistoria do telhado')).toBeInTheDocument();
    expect(cartao('AT-000123')).toHaveAttribute('href', '/atividades/detalhes/a-123');
  });

  it('follows the company time zone, not the browser: in Tokyo the late activity is on the 11th', async () => {
    await openCalendario('/atividades/lista?visao=calendario&modo=semana&data=2026-03-10', { fuso: 'Asia/Tokyo' });
    await waitFor(() => expect(screen.getByRole('group', { name: 'quarta-feira, 11 de março de 2026 às 11:00' })).toHaveTextContent('Inspeção noturna'));
    expect(screen.getByRole('group', { name: 'terça-feira, 10 de março de 2026 às 21:00' })).toHaveTextContent('Troca de filtros');
  });

  it('reschedules by keyboard: Alt+→ sends the next day at the same time with the versao read, and focus follows the activity', async () => {
    const { api, user } = await openCalendario('/atividades/lista?visao=calendario&data=2026-03-10', {
      routes: {
        'PATCH /api/atividades/a-123': (call) => ({
          status: 200,
          data: completa({ ...FILTROS, agendada_para: (call.body as { agendada_para: string }).agendada_para, versao: 4 }),
        }),
      },
    });
    await screen.findByText('Troca de filtros');
    expect(screen.getByText(/Arraste uma atividade aberta/)).toBeInTheDocument();
    act(() => cartao('AT-000123').focus());
    await user.keyboard('{Alt>}{ArrowRight}{/Alt}');
    await waitFor(() => expect(within(dia('quarta-feira, 11 de março de 2026')).getByText('AT-000123')).toBeInTheDocument());
    expect(api.callsTo('PATCH /api/atividades/a-123').map((call) => call.body)).toEqual([{ agendada_para: '2026-03-11T12:00:00.000Z', versao: 3 }]);
    await waitFor(() => expect(cartao('AT-000123')).toHaveFocus());

    // The next move goes at the versao the answer brought; ↓ is a week later in the month.
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await waitFor(() => expect(within(dia('quarta-feira, 18 de março de 2026')).getByText('AT-000123')).toBeInTheDocument());
    expect(api.callsTo('PATCH /api/atividades/a-123').at(-1)?.body).toEqual({ agendada_para: '2026-03-18T12:00:00.000Z', versao: 4 });
  });

  it('moves by the hour in the week', async () => {
    const { api, user } = await openCalendario('/atividades/lista?visao=calendario&modo=semana&data=2026-03-10', {
      routes: { 'PATCH /api/atividades/a-123': (call) => ({ status: 200, data: completa({ ...FILTROS, ...(call.body as object), versao: 4 }) }) },
    });
    await screen.findByText('Troca de filtros');
    act(() => cartao('AT-000123').focus());
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    await waitFor(() => expect(screen.getByRole('group', { name: 'terça-feira, 10 de março de 2026 às 08:00' })).toHaveTextContent('AT-000123'));
    expect(api.callsTo('PATCH /api/atividades/a-123')[0]?.body).toEqual({ agendada_para: '2026-03-10T11:00:00.000Z', versao: 3 });
  });

  it('reschedules by dragging with the pointer to another day, without opening the activity', async () => {
    const { api } = await openCalendario('/atividades/lista?visao=calendario&data=2026-03-10', {
      routes: { 'PATCH /api/atividades/a-123': (call) => ({ status: 200, data: completa({ ...FILTROS, ...(call.body as object), versao: 4 }) }) },
    });
    await screen.findByText('Troca de filtros');
    const sexta = dia('sexta-feira, 13 de março de 2026');
    const antes = document.elementFromPoint;
    // jsdom lays nothing out: the cell under the pointer is the one the test names.
    document.elementFromPoint = () => sexta;
    try {
      const chip = cartao('AT-000123');
      fireEvent(chip, ponteiro('pointerdown', 10, 10));
      fireEvent(chip, ponteiro('pointermove', 400, 40));
      fireEvent(chip, ponteiro('pointerup', 400, 40));
      fireEvent.click(chip);
    } finally {
      document.elementFromPoint = antes;
    }
    await waitFor(() => expect(within(sexta).getByText('AT-000123')).toBeInTheDocument());
    expect(api.callsTo('PATCH /api/atividades/a-123').map((call) => call.body)).toEqual([{ agendada_para: '2026-03-13T12:00:00.000Z', versao: 3 }]);
    expect(window.location.pathname).toBe('/atividades/lista');
  });

  it('drops a drag on Escape or outside the days, sending nothing and opening nothing', async () => {
    const { api } = await openCalendario('/atividades/lista?visao=calendario&data=2026-03-10');
    await screen.findByText('Troca de filtros');
    const sexta = dia('sexta-feira, 13 de março de 2026');
    const antes = document.elementFromPoint;
    document.elementFromPoint = () => sexta;
    try {
      const chip = cartao('AT-000123');
      fireEvent(chip, ponteiro('pointerdown', 10, 10));
      fireEvent(chip, ponteiro('pointermove', 400, 40));
      fireEvent.keyDown(chip, { key: 'Escape' });
      fireEvent(chip, ponteiro('pointerup', 400, 40));
      fireEvent.click(chip);
      document.elementFromPoint = () => document.body;
      fireEvent(chip, ponteiro('pointerdown', 10, 10));
      fireEvent(chip, ponteiro('pointermove', 400, 400));
      fireEvent(chip, ponteiro('pointerup', 400, 400));
      fireEvent.click(chip);
    } finally {
      document.elementFromPoint = antes;
    }
    expect(within(dia('terça-feira, 10 de março de 2026')).getByText('AT-000123')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/atividades/a-123')).toHaveLength(0);
    expect(window.location.pathname).toBe('/atividades/lista');
  });

  it('puts the activity back with the reason when the server refuses the move', async () => {
    const { api, user } = await openCalendario('/atividades/lista?visao=calendario&data=2026-03-10', {
      routes: {
        'PATCH /api/atividades/a-123': () => ({
          status: 409,
          data: { code: 'versao_desatualizada', message: 'Este registro foi alterado por outra pessoa depois que você o abriu. Recarregue para ver a versão atual.' },
        }),
        'GET /api/atividades/a-123': () => ({ status: 200, data: completa({ ...FILTROS, versao: 5 }) }),
      },
    });
    await screen.findByText('Troca de filtros');
    act(() => cartao('AT-000123').focus());
    await user.keyboard('{Alt>}{ArrowLeft}{/Alt}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Este registro foi alterado por outra pessoa');
    expect(within(dia('terça-feira, 10 de março de 2026')).getByText('AT-000123')).toBeInTheDocument();
    expect(within(dia('segunda-feira, 9 de março de 2026')).queryByText('AT-000123')).not.toBeInTheDocument();
    // Read again, so that trying once more goes at the versao it now has.
    await waitFor(() => expect(api.callsTo('GET /api/atividades/a-123')).toHaveLength(1));
    await user.keyboard('{Alt>}{ArrowLeft}{/Alt}');
    await waitFor(() => expect(api.callsTo('PATCH /api/atividades/a-123').at(-1)?.body).toEqual({ agendada_para: '2026-03-09T12:00:00.000Z', versao: 5 }));
  });

  it('says which field refused the move when the prazo would come before the new date', async () => {
    const { user } = await openCalendario('/atividades/lista?visao=calendario&data=2026-03-10', {
      routes: {
        'PATCH /api/atividades/a-123': () => ({ status: 422, data: { code: 'validacao', message: 'Dados inválidos.', errors: { prazo: [problema('prazo_antes_do_agendamento')] } } }),
        'GET /api/atividades/a-123': () => ({ status: 200, data: completa(FILTROS) }),
      },
    });
    await screen.findByText('Troca de filtros');
    act(() => cartao('AT-000123').focus());
    await user.keyboard('{Alt>}{ArrowRight}{/Alt}');
    expect(await screen.findByRole('alert')).toHaveTextContent('O prazo não pode ser anterior ao agendamento.');
    expect(within(dia('terça-feira, 10 de março de 2026')).getByText('AT-000123')).toBeInTheDocument();
  });

  it('does not move a concluded activity', async () => {
    const { api, user } = await openCalendario('/atividades/lista?visao=calendario&data=2026-03-10');
    await screen.findByText('Vistoria do telhado');
    expect(cartao('AT-000125')).not.toHaveAttribute('aria-keyshortcuts');
    act(() => cartao('AT-000125').focus());
    await user.keyboard('{Alt>}{ArrowRight}{/Alt}');
    expect(api.callsTo('PATCH /api/atividades/a-125')).toHaveLength(0);
  });

  it.each(['tecnico', 'leitor'] as const)('is read-only for a %s', async (papel) => {
    const { api, user } = await openCalendario('/atividades/lista?visao=calendario&data=2026-03-10&minhas=0', { papel });
    await screen.findByText('Troca de filtros');
    expect(screen.queryByText(/Arraste uma atividade aberta/)).not.toBeInTheDocument();
    expect(cartao('AT-000123')).not.toHaveAttribute('aria-keyshortcuts');
    act(() => cartao('AT-000123').focus());
    await user.keyboard('{Alt>}{ArrowRight}{/Alt}');
    expect(api.callsTo('PATCH /api/atividades/a-123')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Nova atividade' })).not.toBeInTheDocument();
  });

  it('loads at most 500 activities a period through the pages and says there are more', async () => {
    const pagina = (inicio: number, quantas: number, cursor: string | null) => ({
      status: 200,
      data: { items: Array.from({ length: quantas }, (_, indice) => resumo(inicio + indice)), next_cursor: cursor },
    });
    const { api } = await openCalendario('/atividades/lista?visao=calendario&data=2026-03-10', {
      routes: {
        'GET /api/atividades': (call) => pagina(Number(call.query.cursor ?? 0) + 1, Number(call.query.limite), String(Number(call.query.cursor ?? 0) + Number(call.query.limite))),
        'GET /api/atividades/total': () => ({ status: 200, data: { total: 1000, total_limitado: true } }),
      },
    });
    expect(await screen.findByText(/Há mais de 1000 atividades neste período; o calendário mostra as primeiras 500/)).toBeInTheDocument();
    expect(consultas(api).map((query) => query.cursor)).toEqual([undefined, '100', '200', '300', '400']);
    // Counted once, when the pages ran out before the period did, for the same filters.
    const { de, ate } = consultas(api)[0]!;
    expect(api.callsTo('GET /api/atividades/total').map((call) => call.query)).toEqual([{ de, ate }]);
    // A day with more than fit opens its week.
    expect(within(dia('terça-feira, 10 de março de 2026')).getAllByRole('link')).toHaveLength(3);
  });

  it('follows changes made elsewhere: one on screen moves to its new day, another is offered as a reload', async () => {
    // The stream of changes is the network edge too: jsdom has neither fetch nor web streams.
    let enviar: (texto: string) => void = () => undefined;
    const corpo = new ReadableStream<Uint8Array>({ start: (controle) => void (enviar = (texto) => controle.enqueue(new TextEncoder().encode(texto))) });
    Object.assign(globalThis, { TextDecoderStream, fetch: async () => ({ status: 200, ok: true, body: corpo }) });
    try {
      const { api, user } = await openCalendario('/atividades/lista?visao=calendario&data=2026-03-10', {
        routes: { 'GET /api/atividades/a-123': () => ({ status: 200, data: completa({ ...FILTROS, agendada_para: '2026-03-16T12:00:00.000Z', versao: 4 }) }) },
      });
      await screen.findByText('Troca de filtros');
      act(() => enviar('event: atividade\ndata: {"tipo":"atividade","id":"a-123","versao":4}\n\n'));
      await waitFor(() => expect(within(dia('segunda-feira, 16 de março de 2026')).getByText('AT-000123')).toBeInTheDocument());
      expect(screen.queryByText('Há atividades novas ou alteradas por outras pessoas.')).not.toBeInTheDocument();

      act(() => enviar('event: atividade\ndata: {"tipo":"atividade","id":"a-999","versao":1}\n\n'));
      const aviso = await screen.findByText('Há atividades novas ou alteradas por outras pessoas.');
      const antes = api.callsTo('GET /api/atividades').length;
      await user.click(within(aviso.closest('[role="status"]')!).getByRole('button', { name: 'Atualizar' }));
      await waitFor(() => expect(api.callsTo('GET /api/atividades').length).toBe(antes + 1));
    } finally {
      Object.assign(globalThis, { fetch: undefined, TextDecoderStream: undefined });
    }
  });

  it('switches between list and calendar keeping the filters', async () => {
    const { user } = await openCalendario('/atividades/lista?prioridade=alta');
    await user.click(await screen.findByRole('button', { name: 'Calendário' }));
    await waitFor(() => expect(search().get('visao')).toBe('calendario'));
    expect(search().get('prioridade')).toBe('alta');
    await screen.findByRole('heading', { level: 2 });
    await user.click(screen.getByRole('button', { name: 'Lista' }));
    await waitFor(() => expect(search().has('visao')).toBe(false));
    expect(search().get('prioridade')).toBe('alta');
    expect(await screen.findByRole('table', { name: 'Atividades' })).toBeInTheDocument();
  });
});
