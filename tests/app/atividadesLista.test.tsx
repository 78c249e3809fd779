import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AtividadeResumo } from '#contract/atividade';
import type { User } from '#contract/auth';
import type { Papel } from '#contract/papel';
import { demoUser } from '../support/app/fixtures';
import type { FakeCall } from '../support/app/fakeApi';
import { heading, renderApp, waitForPath } from '../support/app/renderApp';
import { campoData, digitarData } from '../support/app/campoData';
import { signedIn } from '../support/app/signedIn';
import { instanteNoFuso, relogioNoFuso } from '../../src/features/atividades/nova/dataHora';
import { problema } from '../support/app/respostasDoServidor';
import { escolherNoSelect } from '../support/app/escolherNoSelect';

const asPapel = (papel: Papel): User => ({ ...demoUser, empresa: [{ id: 'e-1', nome: 'Construtora Prumo', cnpj: null, papel }] });

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
    versao: 1,
    ...fields,
  };
}

/** The activity as its details page reads it, so that the page opened stays there. */
const completa = (item: AtividadeResumo) => ({
  status: 200,
  data: {
    ...item,
    descricao: null,
    questionario_id: null,
    questionario_versao: null,
    respostas: {},
    comentarios: {},
    criado_em: '2026-03-01T12:00:00.000Z',
    atualizado_em: '2026-03-01T12:00:00.000Z',
  },
});

const PRIMEIRA = [
  resumo(123, { titulo: 'Troca de filtros', status: 'em_andamento', prazo: '2026-03-09T21:00:00.000Z', atrasada: true }),
  resumo(122, { titulo: 'Inspeção elétrica', prioridade: 'urgente' }),
];
const SEGUNDA = [resumo(121, { titulo: 'Vistoria do telhado', status: 'concluida' })];

/** Two pages by cursor, as the API answers: the count is asked apart (GET /api/atividades/total). */
function listaPorCursor(call: FakeCall) {
  return call.query.cursor === 'c-2'
    ? { status: 200, data: { items: SEGUNDA, next_cursor: null } }
    : { status: 200, data: { items: PRIMEIRA, next_cursor: 'c-2' } };
}

const CONFIGURACOES = { status: 200, data: { nome: 'Construtora Prumo', fuso_horario: 'America/Sao_Paulo', prefixo_atividade: 'AT-' } };

async function openLista(path = '/atividades/lista', papel: Papel = 'gestor', routes: Parameters<typeof signedIn>[0] = {}) {
  const api = signedIn(
    {
      'GET /api/atividades': listaPorCursor,
      'GET /api/atividades/total': () => ({ status: 200, data: { total: 3, total_limitado: false } }),
      'GET /api/atividades/a-122': () => completa(PRIMEIRA[1]!),
      'GET /api/configuracoes': () => CONFIGURACOES,
      ...routes,
    },
    asPapel(papel),
  );
  renderApp(path);
  await heading('Atividades');
  return { api, user: userEvent.setup() };
}

const rows = () => within(screen.getByRole('table', { name: 'Atividades' })).getAllByRole('row').slice(1);
const search = () => new URLSearchParams(window.location.search);
const lastQuery = (api: ReturnType<typeof signedIn>) => api.callsTo('GET /api/atividades').at(-1)?.query;

describe('activity list', () => {
  it('shows each activity with its code, translated status, tipo, dates in the company time zone and the Atrasada mark', async () => {
    await openLista();
    const linha = (await screen.findByText('Troca de filtros')).closest('tr')!;
    // Código and date show twice: in their columns, and under the título for a phone.
    expect(within(linha).getAllByText('AT-000123')).toHaveLength(2);
    expect(within(linha).getByText('Em andamento')).toBeInTheDocument();
    expect(within(linha).getByText('Manutenção preventiva')).toBeInTheDocument();
    expect(within(linha).getByText('Loja Paulista')).toBeInTheDocument();
    expect(within(linha).getByText('Rafael Lima')).toBeInTheDocument();
    // 12:00 UTC is 09:00 in São Paulo.
    expect(within(linha).getAllByText('10/03/2026, 09:00')).toHaveLength(2);
    expect(within(linha).getAllByText('Atrasada').length).toBeGreaterThan(0);
    // Urgente in its column, and as a mark beside the status where that column is left out; normal goes unsaid.
    expect(within(rows()[1]!).getAllByText('Urgente')).toHaveLength(2);
    expect(within(linha).getAllByText('Normal')).toHaveLength(1);
  });

  it('reads its filters from a bookmarked address and writes new ones there, asking the server with them', async () => {
    const { api, user } = await openLista('/atividades/lista?status=agendada,pausada&prioridade=alta&q=123');
    await screen.findByText('Troca de filtros');
    expect(api.callsTo('GET /api/atividades')[0]?.query).toEqual({ q: '123', status: 'agendada,pausada', prioridade: 'alta' });
    expect(screen.getByRole('searchbox', { name: 'Buscar por número ou título' })).toHaveValue('123');

    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(status).toHaveTextContent('Agendada, Pausada');
    act(() => status.focus());
    await user.keyboard('{Enter}');
    const opcoes = await screen.findByRole('listbox');
    await user.click(within(opcoes).getByRole('option', { name: 'Concluída' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(search().get('status')).toBe('agendada,pausada,concluida'));
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ status: 'agendada,pausada,concluida', prioridade: 'alta' }));

    await user.click(screen.getByRole('switch', { name: 'Só atrasadas' }));
    await waitFor(() => expect(search().get('atrasadas')).toBe('1'));
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ atrasadas: 'true' }));
    expect(lastQuery(api)).not.toHaveProperty('minhas');

    await user.click(screen.getByRole('columnheader', { name: 'Código' }).querySelector('span')!);
    await waitFor(() => expect(search().get('ordem')).toBe('numero'));
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ ordem: 'numero' }));
  });

  it('opens on "Minhas atividades" for a técnico, who can turn it off', async () => {
    const { api, user } = await openLista('/atividades/lista', 'tecnico');
    await screen.findByText('Troca de filtros');
    expect(api.callsTo('GET /api/atividades')[0]?.query).toEqual({ minhas: 'true' });
    const minhas = screen.getByRole('switch', { name: 'Minhas atividades' });
    expect(minhas).toBeChecked();
    await user.click(minhas);
    await waitFor(() => expect(search().get('minhas')).toBe('0'));
    await waitFor(() => expect(lastQuery(api)).toEqual({}));
    expect(minhas).not.toBeChecked();
  });

  it('opens a gestor on every activity', async () => {
    const { api } = await openLista('/atividades/lista', 'gestor');
    await screen.findByText('Troca de filtros');
    expect(api.callsTo('GET /api/atividades')[0]?.query).toEqual({});
    expect(screen.getByRole('switch', { name: 'Minhas atividades' })).not.toBeChecked();
  });

  it('loads the rows after the cursor with "Carregar mais", keeping the filters, until there are no more', async () => {
    const { api, user } = await openLista('/atividades/lista?status=agendada');
    await screen.findByText('Troca de filtros');
    // The count comes apart from the page, for the list's filters alone.
    expect(await screen.findByText('Exibindo 2 de 3')).toBeInTheDocument();
    expect(api.callsTo('GET /api/atividades/total').map((call) => call.query)).toEqual([{ status: 'agendada' }]);
    await user.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(await screen.findByText('Vistoria do telhado')).toBeInTheDocument();
    expect(rows()).toHaveLength(3);
    expect(lastQuery(api)).toEqual({ status: 'agendada', cursor: 'c-2' });
    expect(screen.getByText('Exibindo 3 de 3')).toBeInTheDocument();
    // The rows that joined belong to the same count.
    expect(api.callsTo('GET /api/atividades/total')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();
  });

  it('opens the selected row’s details page with Enter', async () => {
    const { user } = await openLista();
    await screen.findByText('Troca de filtros');
    await user.keyboard('jj');
    await waitFor(() => expect(rows()[1]).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitForPath('/atividades/detalhes/a-122');
  });

  it('offers to clear the filters when nothing matches, and says when the list could not load', async () => {
    let fail = false;
    const { user } = await openLista('/atividades/lista?prioridade=baixa', 'gestor', {
      'GET /api/atividades': (call) =>
        fail
          ? { status: 503, data: { message: 'Banco de dados indisponível.' } }
          : call.query.prioridade
            ? { status: 200, data: { items: [], next_cursor: null } }
            : listaPorCursor(call),
    });
    expect(await screen.findByText('Nenhum resultado')).toBeInTheDocument();
    fail = true;
    await user.click(screen.getByRole('button', { name: 'Limpar busca e filtros' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Banco de dados indisponível.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Troca de filtros')).toBeInTheDocument();
    expect(search().get('prioridade')).toBeNull();
  });
});

describe('starting an activity from the list', () => {
  const iniciada = () => ({ status: 200, data: completa({ ...PRIMEIRA[1]!, status: 'em_andamento', versao: 2 }).data });

  it('asks before s starts the selected row, even for a gestor on someone else’s, and starts nothing when the answer is no', async () => {
    const { api, user } = await openLista('/atividades/lista', 'gestor', { 'POST /api/atividades/a-122/transicoes': iniciada });
    await screen.findByText('Inspeção elétrica');
    await user.keyboard('jj');
    await waitFor(() => expect(rows()[1]).toHaveFocus());
    await user.keyboard('s');
    const dialogo = await screen.findByRole('dialog', { name: 'Iniciar AT-000122?' });
    expect(dialogo).toHaveTextContent('o questionário fica com a versão publicada agora');
    expect(within(dialogo).getByRole('button', { name: 'Não confirmar' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /api/atividades/a-122/transicoes')).toHaveLength(0);

    await user.keyboard('s');
    await user.click(within(await screen.findByRole('dialog', { name: 'Iniciar AT-000122?' })).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Atividade AT-000122 iniciada.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/atividades/a-122/transicoes').map((call) => call.body)).toEqual([{ evento: 'iniciar', versao: 1 }]);
  });

  it('takes the s of g s as the jump to Sites, starting nothing', async () => {
    const { api, user } = await openLista('/atividades/lista', 'gestor', { 'POST /api/atividades/a-122/transicoes': iniciada });
    await screen.findByText('Inspeção elétrica');
    await user.keyboard('jj');
    await waitFor(() => expect(rows()[1]).toHaveFocus());
    await user.keyboard('gs');
    await waitForPath('/sites');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/atividades/a-122/transicoes')).toHaveLength(0);
  });
});

const CADASTROS = {
  'GET /api/tipos-servicos': () => ({
    status: 200,
    data: { items: [{ id: 't-1', nome: 'Manutenção preventiva', descricao: null, cor: '#2E7D32', duracao_minutos: 60, questionario_id: 'q-1', ativo: true, versao: 1 }] },
  }),
  'GET /api/sites': () => ({ status: 200, data: { items: [{ id: 's-1', nome: 'Loja Paulista', codigo: 'SP-01', cidade: 'São Paulo', uf: 'SP' }] } }),
  'GET /api/atividades/responsaveis': () => ({ status: 200, data: { items: [{ id: 'u-9', nome: 'Rafael Lima', papel: 'tecnico' }] } }),
  'GET /api/questionarios': () => ({
    status: 200,
    data: { items: [{ id: 'q-1', titulo: 'Checklist de manutenção', status: 'publicado', versao_atual: 1, rascunho_aberto: false }] },
  }),
};

/** Filling the whole form by keys takes a while on a busy machine. */
const SLOW = 60_000;

async function escolher(user: ReturnType<typeof userEvent.setup>, campo: string, texto: string, opcao: string) {
  await user.type(screen.getByRole('combobox', { name: campo }), texto);
  await user.click(await screen.findByRole('option', { name: new RegExp(opcao) }, { timeout: 5000 }));
}

describe('new activity', () => {
  it('shows the API’s 422 message beside its field, then opens the new activity’s page', async () => {
    let recusar = true;
    const { api, user } = await openLista('/atividades/lista', 'gestor', {
      ...CADASTROS,
      'POST /api/atividades': () =>
        recusar
          ? { status: 422, data: { code: 'validacao', message: 'Confira os campos destacados.', errors: { site_id: [problema('site_inativo')] } } }
          : { status: 201, data: completa(resumo(124, { titulo: 'Troca do compressor' })).data },
      'GET /api/atividades/a-124': () => completa(resumo(124, { titulo: 'Troca do compressor' })),
    });
    await screen.findByText('Troca de filtros');
    await user.keyboard('n');
    const dialog = await screen.findByRole('dialog', { name: 'Nova atividade' });
    expect(search().get('novo')).toBe('1');
    await user.click(within(dialog).getByRole('textbox', { name: /^Título/ }));
    await user.paste('Troca do compressor');
    await escolher(user, 'Tipo de serviço', 'ma', 'Manutenção preventiva');
    // The tipo's questionário padrão comes with it.
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Questionário' })).toHaveValue('Checklist de manutenção'));
    await escolher(user, 'Site', 'lo', 'Loja Paulista');
    await escolher(user, 'Responsável', 'ra', 'Rafael Lima');
    await digitarData(user, await campoData(dialog, /^Agendada para/), '100320260900');
    await user.click(within(dialog).getByRole('button', { name: 'Criar atividade' }));

    expect(await within(dialog).findByText('Escolha um site ativo.')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: /^Site/ })).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /api/atividades')[0]?.body).toEqual({
      titulo: 'Troca do compressor',
      tipo_servico_id: 't-1',
      site_id: 's-1',
      responsavel_id: 'u-9',
      prioridade: 'normal',
      // 09:00 in São Paulo, the company's time zone.
      agendada_para: '2026-03-10T12:00:00.000Z',
      prazo: null,
      descricao: null,
      questionario_id: 'q-1',
    });

    recusar = false;
    await user.click(within(dialog).getByRole('button', { name: 'Criar atividade' }));
    await waitForPath('/atividades/detalhes/a-124');
  }, SLOW);

  it('checks the form before sending: required choices and a prazo before the schedule', async () => {
    const { api, user } = await openLista('/atividades/lista', 'admin', CADASTROS);
    await screen.findByText('Troca de filtros');
    await user.click(screen.getByRole('button', { name: 'Nova atividade' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova atividade' });
    await digitarData(user, await campoData(dialog, /^Agendada para/), '100320260900');
    await digitarData(user, await campoData(dialog, /^Prazo/), '090320261800');
    await user.click(within(dialog).getByRole('button', { name: 'Criar atividade' }));
    expect(await within(dialog).findByText('O prazo não pode ser anterior ao agendamento.')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Campo obrigatório.')).toHaveLength(4);
    expect(api.callsTo('POST /api/atividades')).toHaveLength(0);
  });

  // The series the server answers: its dates are the server's to work out (tested against the API).
  const serieDe = (datas: string[]) =>
    datas.map((data, indice) => ({ id: `a-${124 + indice}`, numero: 124 + indice, codigo: `AT-000${124 + indice}`, agendada_para: `${data}T12:00:00.000Z` }));

  it.each([
    {
      repetir: 'Toda semana',
      termina: 'vezes', valor: '4',
      recorrencia: { frequencia: 'semanal', vezes: 4 },
      serie: serieDe(['2026-03-10', '2026-03-17', '2026-03-24', '2026-03-31']),
      aviso: '4 atividades criadas, de AT-000124 a AT-000127.',
    },
    {
      repetir: 'Todo dia',
      termina: 'vezes', valor: '3',
      recorrencia: { frequencia: 'diaria', vezes: 3 },
      serie: serieDe(['2026-03-10', '2026-03-11', '2026-03-12']),
      aviso: '3 atividades criadas, de AT-000124 a AT-000126.',
    },
    {
      repetir: 'Todo mês',
      termina: 'ate', valor: '10062026',
      recorrencia: { frequencia: 'mensal', ate: '2026-06-10' },
      serie: serieDe(['2026-03-10', '2026-04-10', '2026-05-10', '2026-06-10']),
      aviso: '4 atividades criadas, de AT-000124 a AT-000127.',
    },
    {
      repetir: 'Toda semana',
      termina: 'nunca', valor: '',
      intervalo: '2',
      dias: ['segunda-feira', 'quarta-feira'],
      recorrencia: { frequencia: 'semanal', intervalo: 2, dias_da_semana: ['seg', 'qua'] },
      serie: serieDe(['2026-03-09', '2026-03-11']),
      aviso: '2 atividades criadas, de AT-000124 a AT-000125.',
    },
  ])('creates a series “$repetir” ending by $termina $valor, says how many, and stays on the list', async ({ repetir, termina, valor, recorrencia, serie, aviso, ...opcoes }) => {
    const { api, user } = await openLista('/atividades/lista', 'gestor', {
      ...CADASTROS,
      'POST /api/atividades': () => ({ status: 201, data: { ...completa(resumo(124)).data, serie } }),
    });
    await screen.findByText('Troca de filtros');
    await user.click(screen.getByRole('button', { name: 'Nova atividade' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova atividade' });
    await user.click(within(dialog).getByRole('textbox', { name: /^Título/ }));
    await user.paste('Ronda');
    await escolher(user, 'Tipo de serviço', 'ma', 'Manutenção preventiva');
    await escolher(user, 'Site', 'lo', 'Loja Paulista');
    await escolher(user, 'Responsável', 'ra', 'Rafael Lima');
    await escolherNoSelect(user, within(dialog).getByRole('combobox', { name: 'Repetir' }), repetir);
    if (opcoes.intervalo) {
      await user.clear(within(dialog).getByRole('textbox', { name: 'A cada' }));
      await user.type(within(dialog).getByRole('textbox', { name: 'A cada' }), opcoes.intervalo);
    }
    if (opcoes.dias) {
      const escolhidos = opcoes.dias;
      // The first activity's weekday starts pressed: the chosen ones are pressed first, then the others let go.
      const dia = (nome: string) => within(within(dialog).getByRole('group', { name: 'Nos dias' })).getByRole('button', { name: nome });
      const nomes = ['domingo', 'segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado'];
      for (const nome of escolhidos) if (dia(nome).getAttribute('aria-pressed') !== 'true') await user.click(dia(nome));
      for (const nome of nomes) if (!escolhidos.includes(nome) && dia(nome).getAttribute('aria-pressed') === 'true') await user.click(dia(nome));
    }
    if (termina === 'nunca') {
      await escolherNoSelect(user, within(dialog).getByRole('combobox', { name: 'Termina' }), 'Nunca');
    } else if (termina === 'ate') {
      await escolherNoSelect(user, within(dialog).getByRole('combobox', { name: 'Termina' }), 'Em uma data');
      // A series that ends on a date needs the date.
      await user.click(within(dialog).getByRole('button', { name: 'Criar atividade' }));
      expect(await within(dialog).findByText('Campo obrigatório.')).toBeInTheDocument();
      expect(api.callsTo('POST /api/atividades')).toHaveLength(0);
      await digitarData(user, await campoData(dialog, /^Até/), valor);
    } else {
      await user.type(within(dialog).getByRole('textbox', { name: 'Vezes' }), valor);
    }
    await user.click(within(dialog).getByRole('button', { name: 'Criar atividade' }));

    expect(await screen.findByText(aviso)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nova atividade' })).not.toBeInTheDocument());
    expect(window.location.pathname).toBe('/atividades/lista');
    expect(search().get('novo')).toBeNull();
    const [enviada] = api.callsTo('POST /api/atividades');
    expect(enviada?.body).toMatchObject({ titulo: 'Ronda', agendada_para: expect.any(String) });
    expect((enviada?.body as { recorrencia: unknown }).recorrencia).toEqual(recorrencia);
    // The list reads again, with the new activities.
    await waitFor(() => expect(api.callsTo('GET /api/atividades').length).toBeGreaterThan(1));
  }, SLOW);

  it.each(['tecnico', 'leitor'] as const)('is not offered to a %s', async (papel) => {
    const { user } = await openLista('/atividades/lista?novo=1', papel);
    await screen.findByText('Troca de filtros');
    expect(screen.queryByRole('button', { name: 'Nova atividade' })).not.toBeInTheDocument();
    await user.keyboard('n');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('dates on the company clock', () => {
  it('reads a date and time in the company time zone, whatever the browser’s, across summer time', () => {
    expect(instanteNoFuso('2026-03-10T09:00', 'America/Sao_Paulo')).toBe('2026-03-10T12:00:00.000Z');
    expect(instanteNoFuso('2026-07-10T09:00', 'Europe/Paris')).toBe('2026-07-10T07:00:00.000Z');
    expect(instanteNoFuso('2026-01-10T09:00', 'Europe/Paris')).toBe('2026-01-10T08:00:00.000Z');
    expect(instanteNoFuso('', 'Europe/Paris')).toBeNull();
    expect(relogioNoFuso(Date.parse('2026-03-10T12:00:00Z'), 'America/Sao_Paulo')).toBe('2026-03-10T09:00');
  });
});

describe('palette', () => {
  it.each(['1', 'AT-123'])('finds an activity by número as soon as "%s" is typed and opens its page', async (digitado) => {
    const { api, user } = await openLista('/atividades/lista', 'tecnico', {
      'GET /api/atividades': (call) =>
        call.query.q ? { status: 200, data: { items: [PRIMEIRA[0]], next_cursor: null } } : listaPorCursor(call),
      'GET /api/atividades/a-123': () => completa(PRIMEIRA[0]!),
    });
    await screen.findByText('Troca de filtros');
    await user.keyboard('{Control>}k{/Control}');
    const palette = await screen.findByRole('dialog', { name: 'Paleta de comandos' });
    await user.type(within(palette).getByRole('combobox'), digitado);
    const found = await within(palette).findByRole('option', { name: /AT-000123 · Troca de filtros/ }, { timeout: 5000 });
    expect(found).toHaveTextContent('Loja Paulista');
    // The palette searches every activity, not only the técnico's own.
    expect(lastQuery(api)).toEqual({ q: digitado, limite: '5' });
    await user.click(found);
    await waitForPath('/atividades/detalhes/a-123');
  });
});
