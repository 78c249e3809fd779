import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RESPOSTAS_ALTERADAS, type Atividade, type HistoricoItem } from '#contract/atividade';
import { MENSAGENS_DO_CAMPO } from '#contract/mensagensDoCampo';
import type { User } from '#contract/auth';
import type { Papel } from '#contract/papel';
import type { Definicao, Pergunta } from '#contract/questionario';
import { REGISTRO_ALTERADO } from '#contract/registro';
import { respostasNoAparelho } from '../../src/features/atividades/detalhes/respostasNoAparelho';
import { enviosNoAparelho } from '../../src/features/questionarios/preenchimento/arquivos/enviosNoAparelho';
import type { FakeCall } from '../support/app/fakeApi';
import { atividadeFixture, fakeAtividade } from '../support/app/fakeAtividade';
import { demoUser } from '../support/app/fixtures';
import { site } from '../support/app/fakeRecords';
import { currentPath, heading, renderApp, waitForPath } from '../support/app/renderApp';
import { signedIn } from '../support/app/signedIn';
import { problema } from '../support/app/respostasDoServidor';

const asPapel = (papel: Papel, id = 'u-1'): User => ({ ...demoUser, id, empresa: [{ id: 'e-1', nome: 'Construtora Prumo', cnpj: null, papel }] });

type Extra = NonNullable<Parameters<typeof signedIn>[0]>;

function abrir(atividade: Atividade, user: User, extra: Extra = {}, opcoes: Omit<Parameters<typeof fakeAtividade>[0], 'atividade' | 'user'> = {}) {
  const api = signedIn({ ...fakeAtividade({ atividade, user, ...opcoes }), ...extra }, user);
  renderApp(`/atividades/detalhes/${atividade.id}`);
  return api;
}

/** Answers the question the confirmation dialog asks before a transition. */
async function responder(titulo: string, botao: 'Confirmar' | 'Não confirmar' = 'Confirmar') {
  const dialogo = await screen.findByRole('dialog', { name: titulo });
  await userEvent.click(within(dialogo).getByRole('button', { name: botao }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: titulo })).not.toBeInTheDocument());
}

const acoes = async () => {
  await heading(/Manutenção preventiva dos splits/);
  const grupo = screen.queryByRole('group', { name: 'Ações da atividade' });
  return grupo ? within(grupo).getAllByRole('button').map((botao) => botao.textContent) : [];
};

describe('activity details: header and actions', () => {
  it('goes to the activities when the company is switched, without asking the new company for this activity', async () => {
    const api = abrir(atividadeFixture(), demoUser);
    await heading('Manutenção preventiva dos splits');
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Empresa' }));
    await user.click(await screen.findByRole('option', { name: 'Manutenção Aurora' }));
    await waitForPath('/atividades/lista');
    const empresas = api.callsTo('GET /api/atividades/a-1').map((call) => call.headers['X-Empresa-Id']);
    expect(empresas.length).toBeGreaterThan(0);
    expect(empresas).not.toContain('e-2');
  });

  it('shows the header with the código, status, site, responsável and dates in the company time zone', async () => {
    abrir(atividadeFixture(), asPapel('gestor'));
    await heading('Manutenção preventiva dos splits');
    expect(screen.getByText('AT-000042')).toBeInTheDocument();
    expect(screen.getByText('Agendada')).toBeInTheDocument();
    expect(screen.getByText('Loja Paulista', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('Ana Souza')).toBeInTheDocument();
    expect(screen.getByText('Alta')).toBeInTheDocument();
    // 12:00 UTC is 09:00 in São Paulo.
    expect(screen.getByText(/10\/03\/2026,? 09:00/)).toBeInTheDocument();
  });

  it("shows the site's address, a call to its contact and the address in a maps app beside the activity", async () => {
    const loja = site({
      id: 's-1',
      nome: 'Loja Paulista',
      cep: '01310100',
      logradouro: 'Avenida Paulista',
      numero: '1000',
      bairro: 'Bela Vista',
      cidade: 'São Paulo',
      uf: 'SP',
      contato_nome: 'Carla Dias',
      contato_telefone: '11987654321',
    });
    abrir(atividadeFixture(), asPapel('tecnico'), { 'GET /api/sites/s-1': () => ({ status: 200, data: loja }) });
    const painel = await screen.findByRole('complementary', { name: 'Site' });
    expect(await within(painel).findByText('Avenida Paulista, 1000 - Bela Vista, São Paulo/SP')).toBeInTheDocument();
    expect(within(painel).getByText('CEP 01310-100')).toBeInTheDocument();
    expect(within(painel).getByText('Contato: Carla Dias')).toBeInTheDocument();
    expect(within(painel).getByRole('link', { name: 'Ligar para (11) 98765-4321' })).toHaveAttribute('href', 'tel:11987654321');
    expect(within(painel).getByRole('link', { name: 'Abrir no mapa' }).getAttribute('href')).toBe(
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('Avenida Paulista, 1000 - Bela Vista, São Paulo/SP')}`,
    );
  });

  it('keeps the site by its name when the site cannot be read', async () => {
    abrir(atividadeFixture(), asPapel('tecnico'), { 'GET /api/sites/s-1': () => ({ status: 500, data: { message: 'Falhou.' } }) });
    const painel = await screen.findByRole('complementary', { name: 'Site' });
    expect(within(painel).getByText('Loja Paulista')).toBeInTheDocument();
    await waitFor(() => expect(within(painel).queryByLabelText('Carregando o endereço do site')).not.toBeInTheDocument());
    expect(within(painel).queryByRole('link')).not.toBeInTheDocument();
  });

  it.each<[string, Atividade['status'], Papel, string, string[]]>([
    ['the responsável técnico, agendada', 'agendada', 'tecnico', 'u-1', ['Iniciar']],
    ['another técnico, agendada', 'agendada', 'tecnico', 'u-9', []],
    ['a gestor, agendada', 'agendada', 'gestor', 'u-9', ['Iniciar', 'Cancelar atividade']],
    ['the responsável técnico, em andamento', 'em_andamento', 'tecnico', 'u-1', ['Pausar', 'Concluir']],
    ['the responsável técnico, pausada', 'pausada', 'tecnico', 'u-1', ['Retomar']],
    ['an admin, concluída', 'concluida', 'admin', 'u-9', ['Reabrir']],
    ['the responsável técnico, concluída', 'concluida', 'tecnico', 'u-1', []],
    ['a leitor, em andamento', 'em_andamento', 'leitor', 'u-9', []],
  ])('offers %s the actions the machine allows', async (_quem, status, papel, id, esperadas) => {
    abrir(atividadeFixture({ status }), asPapel(papel, id));
    expect(await acoes()).toEqual(esperadas);
  });

  it('asks before starting, naming the activity and what happens, and does nothing when the answer is no', async () => {
    const api = abrir(atividadeFixture(), asPapel('gestor', 'u-9'));
    await userEvent.click(await screen.findByRole('button', { name: 'Iniciar' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Iniciar AT-000042?' });
    expect(dialogo).toHaveTextContent('o questionário fica com a versão publicada agora');
    expect(within(dialogo).getByRole('button', { name: 'Não confirmar' })).toHaveFocus();
    await responder('Iniciar AT-000042?', 'Não confirmar');
    expect(api.callsTo('POST /api/atividades/a-1/transicoes')).toHaveLength(0);
    expect(screen.getByText('Agendada')).toBeInTheDocument();
  });

  it('starts the activity once confirmed, and says so', async () => {
    const api = abrir(atividadeFixture(), asPapel('tecnico'));
    await userEvent.click(await screen.findByRole('button', { name: 'Iniciar' }));
    await responder('Iniciar AT-000042?');
    expect(await screen.findByText('Em andamento')).toBeInTheDocument();
    expect(screen.getByText('Atividade AT-000042 iniciada.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ver relatório' })).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/atividades/a-1/transicoes')[0]?.body).toEqual({ evento: 'iniciar', versao: 3 });
    expect(await acoes()).toEqual(['Pausar', 'Concluir']);
  });

  describe('with the browser asked for the location', () => {
    const geolocalizacao = (getCurrentPosition: Geolocation['getCurrentPosition']) =>
      Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } });
    afterEach(() => {
      Reflect.deleteProperty(navigator, 'geolocation');
    });

    it('starts the activity with where the phone is, when the person allows it', async () => {
      geolocalizacao((sucesso) => sucesso({ coords: { latitude: -23.5614, longitude: -46.6559, accuracy: 12 } } as GeolocationPosition));
      const api = abrir(atividadeFixture(), asPapel('tecnico'));
      await userEvent.click(await screen.findByRole('button', { name: 'Iniciar' }));
      await responder('Iniciar AT-000042?');
      expect(await screen.findByText('Em andamento')).toBeInTheDocument();
      expect(api.callsTo('POST /api/atividades/a-1/transicoes')[0]?.body).toEqual({
        evento: 'iniciar',
        versao: 3,
        localizacao: { latitude: -23.5614, longitude: -46.6559, precisao: 12 },
      });
    });

    it('starts the activity all the same when the person denies the location', async () => {
      geolocalizacao((_sucesso, falha) => falha?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError));
      const api = abrir(atividadeFixture(), asPapel('tecnico'));
      await userEvent.click(await screen.findByRole('button', { name: 'Iniciar' }));
      await responder('Iniciar AT-000042?');
      expect(await screen.findByText('Em andamento')).toBeInTheDocument();
      expect(api.callsTo('POST /api/atividades/a-1/transicoes')[0]?.body).toEqual({ evento: 'iniciar', versao: 3 });
    });
  });

  it('cancels only with a motivo, asked in a dialog', async () => {
    const api = abrir(atividadeFixture(), asPapel('gestor'));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar atividade' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Cancelar AT-000042?' });
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Cancelar atividade' }));
    expect(within(dialogo).getByText('Informe o motivo.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/atividades/a-1/transicoes')).toHaveLength(0);
    await userEvent.type(within(dialogo).getByRole('textbox', { name: /Motivo/ }), 'Cliente pediu para remarcar.{Enter}');
    expect(await screen.findByText('Cancelada')).toBeInTheDocument();
    expect(api.callsTo('POST /api/atividades/a-1/transicoes')[0]?.body).toEqual({ evento: 'cancelar', motivo: 'Cliente pediu para remarcar.', versao: 3 });
    expect(screen.getByText('Atividade AT-000042 cancelada.')).toBeInTheDocument();
  });

  it('concludes once confirmed, says the report is ready and links to it', async () => {
    abrir(atividadeFixture({ status: 'em_andamento' }), asPapel('tecnico'));
    await userEvent.click(await screen.findByRole('button', { name: 'Concluir' }));
    expect(await screen.findByRole('dialog', { name: 'Concluir AT-000042?' })).toHaveTextContent('o relatório fica pronto');
    await responder('Concluir AT-000042?');
    expect(await screen.findByText('Concluída')).toBeInTheDocument();
    const aviso = screen.getByText('Atividade AT-000042 concluída. O relatório está pronto.').closest<HTMLElement>('[role="status"]')!;
    const link = within(aviso).getByRole('link', { name: 'Ver relatório' });
    expect(link).toHaveAttribute('href', '/atividades/detalhes/a-1?relatorio');
    await userEvent.click(link);
    await waitFor(() => expect(window.location.search).toBe('?relatorio'));
  });

  it("shows the server's reason when it refuses a transition", async () => {
    abrir(atividadeFixture({ status: 'em_andamento' }), asPapel('tecnico'), {
      'POST /api/atividades/a-1/transicoes': () => ({ status: 409, data: { code: 'transicao_recusada', message: 'Responda as 2 perguntas obrigatórias que faltam antes de concluir.' } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Concluir' }));
    await responder('Concluir AT-000042?');
    expect(await screen.findByRole('alert')).toHaveTextContent('Responda as 2 perguntas obrigatórias que faltam antes de concluir.');
    expect(screen.queryByRole('button', { name: 'Recarregar' })).not.toBeInTheDocument();
  });

  it('offers to reload when the activity changed since it was opened', async () => {
    let versao = 3;
    const api = abrir(atividadeFixture(), asPapel('tecnico'), {
      'GET /api/atividades/a-1': () => ({ status: 200, data: atividadeFixture({ versao, status: versao > 3 ? 'pausada' : 'agendada' }) }),
      'POST /api/atividades/a-1/transicoes': () => ({ status: 409, data: { code: 'versao_desatualizada', message: REGISTRO_ALTERADO } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Iniciar' }));
    await responder('Iniciar AT-000042?');
    expect(await screen.findByRole('alert')).toHaveTextContent(REGISTRO_ALTERADO);
    versao = 5;
    await userEvent.click(screen.getByRole('button', { name: 'Recarregar' }));
    expect(await screen.findByText('Pausada')).toBeInTheDocument();
    expect(api.callsTo('GET /api/atividades/a-1')).toHaveLength(2);
  });

  it("sends an unknown or another company's activity to the 404 page", async () => {
    signedIn({}, asPapel('gestor'));
    renderApp('/atividades/detalhes/nao-existe');
    await waitForPath('/auth/404');
    expect(currentPath()).toBe('/auth/404');
  });

  it('lists the actions in the palette while the page is open, asking as the buttons do', async () => {
    abrir(atividadeFixture(), asPapel('tecnico'));
    await screen.findByRole('button', { name: 'Iniciar' });
    await userEvent.keyboard('{Control>}k{/Control}');
    const paleta = await screen.findByRole('dialog');
    await userEvent.type(within(paleta).getByRole('combobox'), 'Iniciar');
    await userEvent.keyboard('{Enter}');
    await responder('Iniciar AT-000042?');
    expect(await screen.findByText('Em andamento')).toBeInTheDocument();
  });
});

const pergunta = (id: string, enunciado: string, campos: Partial<Pergunta> = {}): Pergunta => ({
  id,
  tipo: 'sim_nao',
  enunciado,
  ajuda: null,
  obrigatoria: true,
  opcoes: [],
  regra: null,
  pontos: { sim: 1, nao: 0 },
  critica: false,
  ...campos,
});

const CHECKLIST: Definicao = {
  titulo: 'Checklist de manutenção preventiva',
  descricao: null,
  secoes: [
    {
      id: 's1',
      titulo: 'Inspeção',
      perguntas: [
        pergunta('filtros', 'Os filtros estavam limpos?'),
        pergunta('trocados', 'Os filtros foram substituídos?', {
          regra: { combinar: 'todas', condicoes: [{ pergunta: 'filtros', operador: 'igual', valor: 'nao' }] },
        }),
        pergunta('tag', 'TAG do equipamento', { tipo: 'texto_curto', pontos: null, obrigatoria: false }),
      ],
    },
  ],
};

const emAndamento = (campos: Partial<Atividade> = {}) =>
  atividadeFixture({ status: 'em_andamento', questionario_id: 'q-1', questionario_versao: 1, ...campos });

const grupo = (nome: RegExp) => screen.findByRole('radiogroup', { name: nome });

describe('activity details: questionnaire', () => {
  it('hides and shows a dependent question as it is answered, and autosaves with the versao', async () => {
    const api = abrir(emAndamento(), asPapel('tecnico'), {}, { definicao: CHECKLIST });
    const filtros = await grupo(/Os filtros estavam limpos/);
    expect(screen.getByRole('status', { name: 'Andamento do questionário' })).toHaveTextContent('1 obrigatória sem resposta');
    expect(screen.queryByRole('radiogroup', { name: /substituídos/ })).not.toBeInTheDocument();
    const faltam = screen.getByRole('navigation', { name: 'Obrigatórias sem resposta' });
    await userEvent.click(within(faltam).getByRole('button', { name: 'Pergunta 1: Os filtros estavam limpos?' }));
    expect(within(filtros).getByRole('radio', { name: 'Sim' })).toHaveFocus();

    await userEvent.click(within(filtros).getByRole('radio', { name: 'Não' }));
    const trocados = await grupo(/Os filtros foram substituídos/);
    // Each scored answer shows its points, in the singular when the question is worth one.
    expect(screen.getByText('0 de 1 ponto')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Andamento do questionário' })).toHaveTextContent('1 obrigatória sem resposta');
    await waitFor(() => expect(api.callsTo('PUT /api/atividades/a-1/respostas')).toHaveLength(1));
    expect(api.callsTo('PUT /api/atividades/a-1/respostas')[0]?.body).toEqual({ respostas: { filtros: 'nao' }, comentarios: {}, versao: 3 });
    expect(await screen.findByText('Tudo salvo')).toBeInTheDocument();

    await userEvent.click(within(trocados).getByRole('radio', { name: 'Sim' }));
    await waitFor(() => expect(api.callsTo('PUT /api/atividades/a-1/respostas')).toHaveLength(2));
    expect(api.callsTo('PUT /api/atividades/a-1/respostas')[1]?.body).toEqual({ respostas: { trocados: 'sim' }, comentarios: {}, versao: 4 });
    expect(screen.getByRole('status', { name: 'Andamento do questionário' })).toHaveTextContent('Conformidade: 50%');
    expect(screen.getByText('1 de 1 ponto')).toBeInTheDocument();

    await userEvent.click(within(filtros).getByRole('radio', { name: 'Sim' }));
    await waitFor(() => expect(screen.queryByRole('radiogroup', { name: /substituídos/ })).not.toBeInTheDocument());
    expect(screen.getByRole('status', { name: 'Andamento do questionário' })).toHaveTextContent('Nenhuma obrigatória sem resposta');
    // Its save goes out before the test ends: on a busy machine it went out during the next test, into that test's fake API.
    await waitFor(() => expect(api.callsTo('PUT /api/atividades/a-1/respostas')).toHaveLength(3));
  });

  it('says clearly when someone else saved first, and reloads instead of overwriting', async () => {
    const api = abrir(emAndamento(), asPapel('tecnico'), {
      'PUT /api/atividades/a-1/respostas': () => ({ status: 409, data: { code: 'versao_desatualizada', message: REGISTRO_ALTERADO } }),
    }, { definicao: CHECKLIST });
    // Pasted, not typed: key by key on a busy machine, the save's pause can fall between two keys and send half the value.
    await userEvent.click(await screen.findByRole('textbox', { name: /TAG do equipamento/ }));
    await userEvent.paste('SPLIT-07');
    expect(await screen.findByRole('alert')).toHaveTextContent(`Suas últimas respostas não foram salvas: ${REGISTRO_ALTERADO}`);
    expect(screen.getByRole('textbox', { name: /TAG do equipamento/ })).toBeDisabled();
    expect(api.callsTo('PUT /api/atividades/a-1/respostas')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Recarregar' }));
    await waitFor(() => expect(api.callsTo('GET /api/atividades/a-1')).toHaveLength(2));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /TAG do equipamento/ })).toBeEnabled());
    expect(screen.getByRole('textbox', { name: /TAG do equipamento/ })).toHaveValue('');
  });

  it('keeps an answer someone else changed meanwhile, shows both values, and saves the one the person keeps over the newer versao', async () => {
    let tentativas = 0;
    const api = abrir(emAndamento(), asPapel('tecnico'), {
      'PUT /api/atividades/a-1/respostas': ({ body }) =>
        ++tentativas === 1
          ? {
              status: 409,
              data: {
                message: RESPOSTAS_ALTERADAS,
                errors: { 'respostas.tag': [problema('resposta_alterada')] },
                atuais: { versao: 5, respostas: { tag: 'SPLIT-01' }, comentarios: {} },
              },
            }
          : { status: 200, data: { ...emAndamento(), respostas: (body as { respostas: object }).respostas, versao: 6 } },
    }, { definicao: CHECKLIST });
    const tag = await screen.findByRole('textbox', { name: /TAG do equipamento/ });
    // Pasted, for the reason above: the first save must carry the whole value.
    await userEvent.click(tag);
    await userEvent.paste('SPLIT-07');
    const aviso = await screen.findByRole('alert');
    expect(aviso).toHaveTextContent('Outra pessoa alterou estas respostas depois que você as leu.');
    const item = within(aviso).getByRole('listitem', { name: /TAG do equipamento/ });
    expect(item).toHaveTextContent('Sua resposta: SPLIT-07');
    expect(item).toHaveTextContent('Resposta atual: SPLIT-01');
    expect(tag).toHaveValue('SPLIT-07');
    expect(await respostasNoAparelho.ler('u-1:a-1')).toMatchObject({ respostas: { tag: 'SPLIT-07' } });

    await userEvent.click(within(item).getByRole('button', { name: 'Manter a minha' }));
    expect(await screen.findByText('Tudo salvo')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/atividades/a-1/respostas').map((call) => call.body)).toEqual([
      { respostas: { tag: 'SPLIT-07' }, comentarios: {}, versao: 3 },
      { respostas: { tag: 'SPLIT-07' }, comentarios: {}, versao: 5 },
    ]);
  });

  it('saves what waits before concluding, and shows why the machine refuses to conclude', async () => {
    const api = abrir(emAndamento(), asPapel('tecnico'), {}, { definicao: CHECKLIST });
    await userEvent.click(within(await grupo(/Os filtros estavam limpos/)).getByRole('radio', { name: 'Não' }));
    await userEvent.click(screen.getByRole('button', { name: 'Concluir' }));
    await responder('Concluir AT-000042?');
    expect(await screen.findByRole('alert')).toHaveTextContent('Responda a pergunta obrigatória que falta antes de concluir.');
    expect(api.calls.map((call) => `${call.method} ${call.url}`).filter((chamada) => chamada.includes('/atividades/') && !chamada.startsWith('GET'))).toEqual([
      'PUT /api/atividades/a-1/respostas',
      'POST /api/atividades/a-1/transicoes',
    ]);
    expect(api.callsTo('POST /api/atividades/a-1/transicoes')[0]?.body).toMatchObject({ evento: 'concluir', versao: 4 });
  });

  it('does not conclude while answers could not be saved', async () => {
    const api = abrir(emAndamento(), asPapel('tecnico'), {
      'PUT /api/atividades/a-1/respostas': () => ({ status: 500, data: { message: 'Erro interno.' } }),
    }, { definicao: CHECKLIST });
    await userEvent.click(within(await grupo(/Os filtros estavam limpos/)).getByRole('radio', { name: 'Sim' }));
    expect(await screen.findByText('Suas últimas respostas não foram salvas: Erro interno.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Concluir' }));
    await responder('Concluir AT-000042?');
    expect(await screen.findByText('Há respostas do questionário que não foram salvas. Resolva isso no questionário antes de continuar.')).toBeInTheDocument();
    // The server could not take them now: they stay on the device and go again by themselves.
    expect(await respostasNoAparelho.ler('u-1:a-1')).toMatchObject({ respostas: { filtros: 'sim' } });
    expect(api.callsTo('POST /api/atividades/a-1/transicoes')).toHaveLength(0);
  });

  it('keeps the answers on the device without a connection, says they were not sent, and sends them when it returns', async () => {
    let conectado = false;
    const api = abrir(emAndamento(), asPapel('tecnico'), {
      'PUT /api/atividades/a-1/respostas': ({ body }) =>
        conectado ? { status: 200, data: { ...emAndamento(), respostas: (body as { respostas: object }).respostas, versao: 4 } } : { status: 0 },
    }, { definicao: CHECKLIST });
    await userEvent.click(within(await grupo(/Os filtros estavam limpos/)).getByRole('radio', { name: 'Sim' }));
    expect(await screen.findByText('Não enviado: sem conexão')).toBeInTheDocument();
    expect(screen.getByText(/as respostas ficam guardadas neste aparelho/)).toBeInTheDocument();
    await waitFor(async () => expect(await respostasNoAparelho.ler('u-1:a-1')).toMatchObject({ respostas: { filtros: 'sim' }, comentarios: {}, versao: 3, empresa: 'e-1' }));
    await userEvent.type(screen.getByRole('textbox', { name: /TAG do equipamento/ }), 'SPLIT-07');

    conectado = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('Tudo salvo')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/atividades/a-1/respostas').at(-1)?.body).toEqual({ respostas: { filtros: 'sim', tag: 'SPLIT-07' }, comentarios: {}, versao: 3 });
    await waitFor(async () => expect(await respostasNoAparelho.ler('u-1:a-1')).toBeNull());
  });

  it('sends answers left on the device by an earlier visit when the activity opens again', async () => {
    await respostasNoAparelho.guardar('u-1:a-1', { respostas: { filtros: 'nao' }, comentarios: {} });
    await respostasNoAparelho.guardar('u-9:a-1', { respostas: { filtros: 'sim' }, comentarios: {} });
    const api = abrir(emAndamento(), asPapel('tecnico'), {}, { definicao: CHECKLIST });
    await waitFor(() => expect(api.callsTo('PUT /api/atividades/a-1/respostas')).toHaveLength(1));
    expect(api.callsTo('PUT /api/atividades/a-1/respostas')[0]?.body).toEqual({ respostas: { filtros: 'nao' }, comentarios: {}, versao: 3 });
    expect(within(await grupo(/Os filtros estavam limpos/)).getByRole('radio', { name: 'Não' })).toBeChecked();
    await waitFor(async () => expect(await respostasNoAparelho.ler('u-1:a-1')).toBeNull());
    // Another person's answers on the same device are theirs alone. Read in waitFor, as every read
    // of the device here: the page's sender goes on answering while the test awaits it.
    await waitFor(async () => expect(await respostasNoAparelho.ler('u-9:a-1')).toEqual({ respostas: { filtros: 'sim' }, comentarios: {} }));
  });

  it('is read-only while the activity is paused and for whoever may not answer', async () => {
    abrir(emAndamento({ status: 'pausada' }), asPapel('tecnico'), {}, { definicao: CHECKLIST });
    const filtros = await grupo(/Os filtros estavam limpos/);
    expect(within(filtros).getByRole('radio', { name: 'Sim' })).toBeDisabled();
    expect(screen.getByText('O questionário só pode ser respondido enquanto a atividade está em andamento.')).toBeInTheDocument();
  });

  it('shows a técnico who is not the responsável the answers without letting them change them', async () => {
    abrir(emAndamento({ respostas: { filtros: 'sim' } }), asPapel('tecnico', 'u-9'), {}, { definicao: CHECKLIST });
    const filtros = await grupo(/Os filtros estavam limpos/);
    expect(within(filtros).getByRole('radio', { name: 'Sim' })).toBeChecked();
    expect(within(filtros).getByRole('radio', { name: 'Não' })).toBeDisabled();
  });
});

describe('activity details: an action from an answer', () => {
  it('lets a gestor raise a corrective action from an answer, titled by the activity and the question, and not a técnico', async () => {
    const atividade = emAndamento({ respostas: { filtros: 'nao' } });
    abrir(atividade, asPapel('gestor'), {}, { definicao: CHECKLIST });
    await grupo(/Os filtros estavam limpos/);
    await userEvent.click(screen.getByRole('button', { name: 'Abrir ação corretiva sobre: Os filtros estavam limpos?' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Nova ação corretiva' });
    expect(within(dialogo).getByRole('textbox', { name: /^Título/ })).toHaveValue(`${atividade.codigo}: Os filtros estavam limpos?`);
    cleanup();

    abrir(emAndamento({ respostas: { filtros: 'nao' } }), asPapel('tecnico'), {}, { definicao: CHECKLIST });
    await grupo(/Os filtros estavam limpos/);
    expect(screen.queryByRole('button', { name: /Abrir ação corretiva/ })).not.toBeInTheDocument();
  });
});

describe('activity details: histórico', () => {
  const entrada = (id: number, campos: Partial<HistoricoItem>): HistoricoItem => ({
    id,
    em: '2026-03-10T13:30:00.000Z',
    por: { id: 'u-1', nome: 'Ana Souza' },
    acao: 'edicao',
    motivo: null,
    campos: [],
    antes: null,
    depois: null,
    ...campos,
  });

  it('shows who did what and when, and loads older entries by cursor', async () => {
    const api = abrir(atividadeFixture({ status: 'cancelada' }), asPapel('gestor'), {}, {
      historico: [
        [
          entrada(3, { acao: 'cancelar', motivo: 'Cliente pediu para remarcar.', campos: ['status'], antes: { status: 'agendada' }, depois: { status: 'cancelada' } }),
          entrada(2, { por: null, campos: ['prioridade'], antes: { prioridade: 'normal' }, depois: { prioridade: 'alta' } }),
        ],
        [entrada(1, { acao: 'criacao', em: '2026-03-01T12:00:00.000Z' })],
      ],
    });
    await heading('Manutenção preventiva dos splits');
    await userEvent.click(screen.getByRole('tab', { name: 'Histórico' }));
    const linha = await screen.findByRole('list', { name: 'Histórico da atividade' });
    const itens = () => within(linha).getAllByRole('listitem');
    expect(itens()).toHaveLength(2);
    expect(itens()[0]).toHaveTextContent('Cancelou a atividade');
    expect(itens()[0]).toHaveTextContent(/Ana Souza, 10\/03\/2026,? 10:30/);
    expect(itens()[0]).toHaveTextContent('Motivo: Cliente pediu para remarcar.');
    expect(itens()[0]).toHaveTextContent('Situação: Agendada → Cancelada');
    expect(itens()[1]).toHaveTextContent('Alguém que saiu da empresa');
    expect(itens()[1]).toHaveTextContent('Prioridade: Normal → Alta');

    await userEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    await waitFor(() => expect(itens()).toHaveLength(3));
    expect(itens()[2]).toHaveTextContent('Criou a atividade');
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/atividades/a-1/historico').at(-1)?.query.cursor).toBe('1');
  });
});

describe('activity details: photos and signature', () => {
  const VISTORIA: Definicao = {
    titulo: 'Vistoria da loja',
    descricao: null,
    secoes: [
      {
        id: 's1',
        titulo: 'Fachada',
        perguntas: [
          pergunta('fachada', 'Fotos da fachada', { tipo: 'foto', pontos: null, config: { minimo: 1, maximo: 3 } }),
          pergunta('cliente', 'Assinatura do cliente', { tipo: 'assinatura', pontos: null }),
        ],
      },
    ],
  };
  const vistoria = (campos: Partial<Atividade> = {}) => emAndamento({ questionario_id: 'q-2', ...campos });
  const imagem = { status: 200, data: new Blob(['imagem'], { type: 'image/jpeg' }) };

  beforeEach(() => {
    URL.createObjectURL = () => 'blob:imagem';
    URL.revokeObjectURL = () => {};
  });

  it('sends the photos chosen one after another, with their progress, and saves their ids as the answer in that order', async () => {
    let liberar = () => {};
    const primeira = new Promise<void>((resolve) => (liberar = resolve));
    let enviadas = 0;
    const api = abrir(vistoria(), asPapel('tecnico'), {
      'POST /api/atividades/a-1/arquivos': async () => {
        const numero = ++enviadas;
        if (numero === 1) await primeira;
        return { status: 201, data: { id: `f-${numero}`, tipo: 'image/jpeg', tamanho: 6, criado_em: '2026-03-10T13:00:00.000Z' } };
      },
      'GET /api/atividades/a-1/arquivos/f-1': () => imagem,
      'GET /api/atividades/a-1/arquivos/f-2': () => imagem,
    }, { definicao: VISTORIA });
    expect(await screen.findByText('0 de até 3 fotos, no mínimo 1')).toBeInTheDocument();
    const fotos = [new File(['a'], 'fachada.jpg', { type: 'image/jpeg' }), new File(['b'], 'porta.jpg', { type: 'image/jpeg' })];
    await userEvent.upload(screen.getByLabelText('Fotos da galeria'), fotos);

    await screen.findByRole('progressbar', { name: 'Envio de fachada.jpg' });
    await waitFor(() => expect(api.callsTo('POST /api/atividades/a-1/arquivos')).toHaveLength(1));
    // The second waits on the device for the first: one order for everything written here.
    await screen.findByText('porta.jpg: guardada neste aparelho, será enviada assim que possível.');
    expect(api.callsTo('POST /api/atividades/a-1/arquivos')).toHaveLength(1);
    liberar();
    await waitFor(() => expect(screen.getByRole('img', { name: 'Foto 2' })).toBeInTheDocument());
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    const nomes = api.callsTo('POST /api/atividades/a-1/arquivos').map((call) => ((call.body as FormData).get('arquivo') as File).name);
    expect(nomes).toEqual(['fachada.jpg', 'porta.jpg']);
    await waitFor(() => expect(api.callsTo('PUT /api/atividades/a-1/respostas').at(-1)?.body).toMatchObject({ respostas: { fachada: ['f-1', 'f-2'] } }));
    expect(await screen.findByText('Tudo salvo')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remover a foto 1' }));
    await waitFor(() => expect(api.callsTo('PUT /api/atividades/a-1/respostas').at(-1)?.body).toMatchObject({ respostas: { fachada: ['f-2'] } }));
    expect(screen.getByText('1 de até 3 fotos, no mínimo 1')).toBeInTheDocument();
  });

  it('offers the camera and the gallery, and attaches a photo from the gallery as one taken with the camera', async () => {
    let enviadas = 0;
    const api = abrir(vistoria(), asPapel('tecnico'), {
      'POST /api/atividades/a-1/arquivos': () => ({ status: 201, data: { id: `f-${++enviadas}`, tipo: 'image/jpeg', tamanho: 1, criado_em: '2026-03-10T13:00:00.000Z' } }),
      'GET /api/atividades/a-1/arquivos/f-1': () => imagem,
      'GET /api/atividades/a-1/arquivos/f-2': () => imagem,
    }, { definicao: VISTORIA });
    const camera = await screen.findByLabelText('Foto da câmera');
    const galeria = screen.getByLabelText('Fotos da galeria');
    expect(camera).toHaveAttribute('capture', 'environment');
    expect(camera).toHaveAttribute('accept', 'image/*');
    expect(galeria).not.toHaveAttribute('capture');
    expect(galeria).toHaveAttribute('accept', 'image/*');
    expect(galeria).toHaveAttribute('multiple');

    // Each button opens its own input: the browser's camera or its file picker.
    const abertas: string[] = [];
    camera.addEventListener('click', () => abertas.push('câmera'));
    galeria.addEventListener('click', () => abertas.push('galeria'));
    await userEvent.click(screen.getByRole('button', { name: 'Tirar foto' }));
    await userEvent.click(screen.getByRole('button', { name: 'Escolher da galeria' }));
    expect(abertas).toEqual(['câmera', 'galeria']);

    await userEvent.upload(camera, new File(['a'], 'fachada.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(screen.getByRole('img', { name: 'Foto 1' })).toBeInTheDocument());
    await userEvent.upload(galeria, new File(['b'], 'porta.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(screen.getByRole('img', { name: 'Foto 2' })).toBeInTheDocument());
    const nomes = api.callsTo('POST /api/atividades/a-1/arquivos').map((call) => ((call.body as FormData).get('arquivo') as File).name);
    expect(nomes).toEqual(['fachada.jpg', 'porta.jpg']);
    await waitFor(() => expect(api.callsTo('PUT /api/atividades/a-1/respostas').at(-1)?.body).toMatchObject({ respostas: { fachada: ['f-1', 'f-2'] } }));
  });

  it("shows why a photo was refused and sends it again on request", async () => {
    let tentativas = 0;
    abrir(vistoria(), asPapel('tecnico'), {
      'POST /api/atividades/a-1/arquivos': () => {
        tentativas += 1;
        return tentativas === 1
          ? { status: 422, data: { message: 'Envie uma imagem PNG, JPEG ou WebP.' } }
          : { status: 201, data: { id: 'f-1', tipo: 'image/jpeg', tamanho: 1, criado_em: '2026-03-10T13:00:00.000Z' } };
      },
      'GET /api/atividades/a-1/arquivos/f-1': () => imagem,
    }, { definicao: VISTORIA });
    await userEvent.upload(await screen.findByLabelText('Fotos da galeria'), new File(['a'], 'nota.jpg', { type: 'image/jpeg' }));
    // Found by what it says: the page may hold another alert meanwhile (the answers' own state).
    const recusa = await screen.findByText('Não enviada (nota.jpg): Envie uma imagem PNG, JPEG ou WebP.');
    expect(recusa.closest('[role="alert"]')).not.toBeNull();
    await userEvent.click(within(recusa.closest<HTMLElement>('[role="alert"]')!).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(screen.getByRole('img', { name: 'Foto 1' })).toBeInTheDocument());
    expect(screen.queryByText(/Não enviada/)).not.toBeInTheDocument();
  });

  it('keeps a photo taken offline waiting on the device, and sends it by itself when the connection returns', async () => {
    let conectado = false;
    const api = abrir(vistoria(), asPapel('tecnico'), {
      'POST /api/atividades/a-1/arquivos': () =>
        conectado ? { status: 201, data: { id: 'f-1', tipo: 'image/jpeg', tamanho: 1, criado_em: '2026-03-10T13:00:00.000Z' } } : { status: 0 },
      'GET /api/atividades/a-1/arquivos/f-1': () => imagem,
    }, { definicao: VISTORIA });
    await userEvent.upload(await screen.findByLabelText('Fotos da galeria'), new File(['a'], 'placa.jpg', { type: 'image/jpeg' }));
    // Offline is not a failure: the photo waits on the device, and nothing says it failed.
    await screen.findByText('placa.jpg: guardada neste aparelho, será enviada assim que possível.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    conectado = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(screen.getByRole('img', { name: 'Foto 1' })).toBeInTheDocument());
    await waitFor(() => expect(api.callsTo('PUT /api/atividades/a-1/respostas').at(-1)?.body).toMatchObject({ respostas: { fachada: ['f-1'] } }));
    // The kept copy goes once the answer that names the photo is saved, a moment after the save.
    await waitFor(async () => expect(await enviosNoAparelho.listar('u-1:a-1:fachada')).toEqual([]));
  });

  it('counts a required photo kept on the device as its answer, since it goes before the next transition', async () => {
    const fachada = pergunta('fachada', 'Fotos da fachada', { tipo: 'foto', pontos: null, obrigatoria: true, config: { minimo: 1, maximo: 3 } });
    const definicao: Definicao = { ...VISTORIA, secoes: [{ ...VISTORIA.secoes[0]!, perguntas: [fachada] }] };
    abrir(vistoria(), asPapel('tecnico'), { 'POST /api/atividades/a-1/arquivos': () => ({ status: 0 }) }, { definicao });
    expect(await screen.findByText('1 obrigatória sem resposta')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Obrigatórias sem resposta' })).toHaveTextContent('Pergunta 1');

    await userEvent.upload(screen.getByLabelText('Fotos da galeria'), new File(['a'], 'placa.jpg', { type: 'image/jpeg' }));
    await screen.findByText('placa.jpg: guardada neste aparelho, será enviada assim que possível.');
    expect(await screen.findByText('Nenhuma obrigatória sem resposta')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Obrigatórias sem resposta' })).not.toBeInTheDocument();
  });

  it('counts a required photo the server refused as still missing', async () => {
    const fachada = pergunta('fachada', 'Fotos da fachada', { tipo: 'foto', pontos: null, obrigatoria: true, config: { minimo: 1, maximo: 3 } });
    const definicao: Definicao = { ...VISTORIA, secoes: [{ ...VISTORIA.secoes[0]!, perguntas: [fachada] }] };
    abrir(vistoria(), asPapel('tecnico'), { 'POST /api/atividades/a-1/arquivos': () => ({ status: 422, data: { message: 'Envie uma imagem PNG, JPEG ou WebP.' } }) }, { definicao });
    await userEvent.upload(await screen.findByLabelText('Fotos da galeria'), new File(['a'], 'nota.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Não enviada (nota.jpg): Envie uma imagem PNG, JPEG ou WebP.');
    expect(screen.getByText('1 obrigatória sem resposta')).toBeInTheDocument();
  });

  it('keeps a photo chosen without a connection on the device, and sends it on the next visit', async () => {
    const primeira = abrir(vistoria(), asPapel('tecnico'), { 'POST /api/atividades/a-1/arquivos': () => ({ status: 0 }) }, { definicao: VISTORIA });
    await userEvent.upload(await screen.findByLabelText('Fotos da galeria'), new File(['a'], 'placa.jpg', { type: 'image/jpeg' }));
    await screen.findByText('placa.jpg: guardada neste aparelho, será enviada assim que possível.');
    await waitFor(async () => expect((await enviosNoAparelho.listar('u-1:a-1:fachada')).map(({ nome }) => nome)).toEqual(['placa.jpg']));
    // The photo is kept before the first try goes out: under load the try may come a moment later.
    await waitFor(() => expect(primeira.callsTo('POST /api/atividades/a-1/arquivos').length).toBeGreaterThan(0));
    cleanup();

    const segunda = abrir(vistoria(), asPapel('tecnico'), {
      'POST /api/atividades/a-1/arquivos': () => ({ status: 201, data: { id: 'f-1', tipo: 'image/jpeg', tamanho: 1, criado_em: '2026-03-10T13:00:00.000Z' } }),
      'GET /api/atividades/a-1/arquivos/f-1': () => imagem,
    }, { definicao: VISTORIA });
    // The device's sender comes a moment after the page opens (Topbar.tsx); on a clean clone its
    // modules are also compiled for the first time here, which on a busy machine took over 15 s.
    await waitFor(() => expect(screen.getByRole('img', { name: 'Foto 1' })).toBeInTheDocument(), { timeout: 40_000 });
    expect(((segunda.callsTo('POST /api/atividades/a-1/arquivos')[0]?.body as FormData).get('arquivo') as File).name).toBe('placa.jpg');
    await waitFor(() => expect(segunda.callsTo('PUT /api/atividades/a-1/respostas').at(-1)?.body).toMatchObject({ respostas: { fachada: ['f-1'] } }));
    await waitFor(async () => expect(await enviosNoAparelho.listar('u-1:a-1:fachada')).toEqual([]));
  }, 90_000);

  it('shows a concluded activity its photos and signature without ways to change them', async () => {
    abrir(vistoria({ status: 'concluida', respostas: { fachada: ['f-1'], cliente: 'f-9' } }), asPapel('gestor', 'u-9'), {
      'GET /api/atividades/a-1/arquivos/f-1': () => imagem,
      'GET /api/atividades/a-1/arquivos/f-9': () => ({ status: 200, data: new Blob(['png'], { type: 'image/png' }) }),
    }, { definicao: VISTORIA });
    // While its bytes load, the image is a placeholder under the same name.
    await waitFor(() => expect(screen.getByRole('img', { name: 'Assinatura' })).toHaveAttribute('src', 'blob:imagem'));
    expect(screen.getByRole('img', { name: 'Foto 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remover a foto|Assinar de novo|Tirar foto|Escolher da galeria/ })).not.toBeInTheDocument();
  });

  it('lets the signature be typed from the keyboard when it cannot be drawn', async () => {
    abrir(vistoria(), asPapel('tecnico'), {}, { definicao: VISTORIA });
    const confirmar = await screen.findByRole('button', { name: 'Confirmar assinatura' });
    expect(confirmar).toBeDisabled();
    expect(screen.getByRole('img', { name: 'Área para assinar com o dedo, uma caneta ou o mouse' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Ou digite o nome de quem assina' }), 'Carla Mendes');
    expect(confirmar).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Limpar' }));
    expect(screen.getByRole('textbox', { name: 'Ou digite o nome de quem assina' })).toHaveValue('');
    expect(confirmar).toBeDisabled();
  });
});

describe('activity details: writes made offline', () => {
  /** The page with its writes failing as with no network (reads still answer) until `rede.ligada`. */
  function abrirSemRede(atividade: Atividade, user: User, extra: Extra = {}, definicao?: Definicao) {
    const rede = { ligada: false };
    const rotas = { ...fakeAtividade({ atividade, user, definicao }), ...extra };
    const pelaRede = Object.fromEntries(
      Object.entries(rotas).map(([rota, responder]): [string, Extra[string]] => [rota, (call: FakeCall) => (rede.ligada || rota.startsWith('GET ') ? responder(call) : { status: 0 })]),
    );
    const api = signedIn(pelaRede, user);
    renderApp(`/atividades/detalhes/${atividade.id}`);
    const voltar = () => {
      rede.ligada = true;
      act(() => void window.dispatchEvent(new Event('online')));
    };
    return { api, voltar };
  }

  const pendentes = () => screen.queryByRole('region', { name: 'Envios pendentes' });

  it('starts the activity offline at once, marked as not sent, and sends it when the connection returns', async () => {
    const { api, voltar } = abrirSemRede(atividadeFixture(), asPapel('tecnico'));
    await userEvent.click(await screen.findByRole('button', { name: 'Iniciar' }));
    await responder('Iniciar AT-000042?');

    expect(await within(await screen.findByRole('region', { name: 'Envios pendentes' })).findByText('Não enviado')).toBeInTheDocument();
    expect(screen.getByText('Em andamento')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await screen.findByRole('status', { name: '1 envio pendente' })).toBeInTheDocument();
    expect(await acoes()).toEqual(['Pausar', 'Concluir']);

    voltar();
    await waitFor(() => expect(pendentes()).not.toBeInTheDocument());
    expect(screen.queryByRole('status', { name: '1 envio pendente' })).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/atividades/a-1/transicoes').at(-1)?.body).toEqual({ evento: 'iniciar', versao: 3 });
    expect(screen.getByText('Em andamento')).toBeInTheDocument();
  });

  it("keeps a transition the server refuses, with its reason, until the person discards it", async () => {
    const motivo = 'Não é possível iniciar uma atividade cancelada.';
    const { voltar } = abrirSemRede(atividadeFixture(), asPapel('tecnico'), {
      'POST /api/atividades/a-1/transicoes': () => ({ status: 409, data: { code: 'transicao_recusada', message: motivo } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Iniciar' }));
    await responder('Iniciar AT-000042?');
    await within(await screen.findByRole('region', { name: 'Envios pendentes' })).findByText('Não enviado');

    voltar();
    expect(await screen.findByText(new RegExp(motivo))).toBeInTheDocument();
    expect(screen.getByText('Agendada')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Descartar' }));
    await waitFor(() => expect(pendentes()).not.toBeInTheDocument());
    expect(await acoes()).toEqual(['Iniciar']);
  });

  it('keeps a comment written offline on top with its state, and sends it after the transition made before it', async () => {
    const guardados: Array<{ id: string; texto: string }> = [];
    const { api, voltar } = abrirSemRede(atividadeFixture(), asPapel('tecnico'), {
      'GET /api/atividades/a-1/comentarios': () => ({
        status: 200,
        data: { items: guardados.map(({ id, texto }) => ({ id, texto, autor: { id: 'u-1', nome: 'Ana Souza' }, mencoes: [], criado_em: '2026-03-10T13:00:00.000Z', editado_em: null })), next_cursor: null },
      }),
      'POST /api/atividades/a-1/comentarios': ({ body }) => {
        guardados.push({ id: `c-${guardados.length + 1}`, texto: (body as { texto: string }).texto });
        return { status: 201, data: guardados.at(-1) };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Iniciar' }));
    await responder('Iniciar AT-000042?');
    await userEvent.click(await screen.findByRole('tab', { name: 'Comentários' }));
    await userEvent.type(await screen.findByRole('combobox', { name: 'Novo comentário' }), 'Cheguei, sem sinal aqui.');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');

    const naoEnviados = await screen.findByRole('list', { name: 'Comentários não enviados' });
    expect(within(naoEnviados).getByText('Cheguei, sem sinal aqui.')).toBeInTheDocument();
    expect(within(naoEnviados).getByText('Não enviado')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    voltar();
    const conversa = await screen.findByRole('list', { name: 'Comentários da atividade' });
    expect(await within(conversa).findByText('Cheguei, sem sinal aqui.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Comentários não enviados' })).not.toBeInTheDocument());
    const escritas = api.calls.filter((call) => call.method === 'POST').map((call) => call.url);
    expect(escritas.slice(-2)).toEqual(['/api/atividades/a-1/transicoes', '/api/atividades/a-1/comentarios']);
  });

  it('sends a transition made offline only after the answers written before it', async () => {
    const { api, voltar } = abrirSemRede(emAndamento(), asPapel('tecnico'), {}, CHECKLIST);
    await userEvent.click(within(await grupo(/Os filtros estavam limpos/)).getByRole('radio', { name: 'Sim' }));
    expect(await screen.findByText('Não enviado: sem conexão')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pausar' }));
    await within(await screen.findByRole('region', { name: 'Envios pendentes' })).findByText('Não enviado');
    expect(await acoes()).toEqual(['Retomar']);

    voltar();
    await waitFor(() => expect(pendentes()).not.toBeInTheDocument());
    const escritas = api.calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.url}`);
    expect(escritas.slice(-2)).toEqual(['PUT /api/atividades/a-1/respostas', 'POST /api/atividades/a-1/transicoes']);
    expect(api.callsTo('POST /api/atividades/a-1/transicoes').at(-1)?.body).toEqual({ evento: 'pausar', versao: 4 });
    expect(api.callsTo('PUT /api/atividades/a-1/respostas').at(-1)?.body).toMatchObject({ respostas: { filtros: 'sim' } });
  });

  it('finds a transition made offline still waiting after the tab is closed, and sends it on the next visit', async () => {
    abrirSemRede(atividadeFixture(), asPapel('tecnico'));
    await userEvent.click(await screen.findByRole('button', { name: 'Iniciar' }));
    await responder('Iniciar AT-000042?');
    await within(await screen.findByRole('region', { name: 'Envios pendentes' })).findByText('Não enviado');
    cleanup();

    const api = abrir(atividadeFixture(), asPapel('tecnico'));
    await waitFor(() => expect(api.callsTo('POST /api/atividades/a-1/transicoes')).toHaveLength(1));
    expect(api.callsTo('POST /api/atividades/a-1/transicoes')[0]?.body).toEqual({ evento: 'iniciar', versao: 3 });
    await waitFor(() => expect(pendentes()).not.toBeInTheDocument());
    expect(await screen.findByText('Em andamento')).toBeInTheDocument();
  });
});
