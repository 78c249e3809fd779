import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '#contract/auth';
import type { AtividadeDoDia, MeuDia, PacoteDaAtividade } from '#contract/meuDia';
import { respostasNoAparelho } from '../../src/features/atividades/detalhes/respostasNoAparelho';
import { enviosNoAparelho } from '../../src/features/questionarios/preenchimento/arquivos/enviosNoAparelho';
import { meuDiaNoAparelho, tamanhoDaCopia } from '../../src/features/meu-dia/meuDiaNoAparelho';
import { demoUser } from '../support/app/fixtures';
import { acaoFixture } from '../support/app/fakeAcoes';
import { configuracoesFixture, fakeAtividade } from '../support/app/fakeAtividade';
import { pacoteDoDia } from '../support/app/fakeMeuDia';
import { heading, renderApp } from '../support/app/renderApp';
import { signedIn } from '../support/app/signedIn';
import { fakeApi, type FakeCall, type FakeReply } from '../support/app/fakeApi';
import { definicao, secao, simNao } from '../support/questionarios';

const tecnico: User = { ...demoUser, id: 'u-7', nome: 'Rafael Lima', empresa: [{ id: 'e-1', nome: 'Construtora Prumo', cnpj: null, papel: 'tecnico' }] };
const chave = meuDiaNoAparelho.chave('u-7', 'e-1');
const CHECKLIST = definicao([secao('s1', [simNao('filtros', { enunciado: 'Os filtros estavam limpos?' })])], 'Checklist');

function doDia(numero: number, titulo: string): AtividadeDoDia {
  return {
    id: `a-${numero}`,
    numero,
    codigo: `AT-00000${numero}`,
    status: 'agendada',
    titulo,
    tipo_servico: { id: 't-1', nome: 'Manutenção', cor: '#2E7D32' },
    site: {
      id: 's-1',
      nome: 'Hospital Central',
      logradouro: 'Rua Augusta',
      numero: '1500',
      complemento: null,
      bairro: null,
      cidade: 'São Paulo',
      uf: 'SP',
      cep: null,
      latitude: null,
      longitude: null,
      contato_nome: null,
      contato_telefone: null,
    },
    responsavel: { id: tecnico.id, nome: tecnico.nome },
    prioridade: 'normal',
    agendada_para: new Date(Date.now() + (numero + 1) * 3_600_000).toISOString(),
    prazo: null,
    atrasada: false,
    versao: 1,
  };
}

const agenda = (...items: AtividadeDoDia[]): MeuDia => ({ items, de: new Date().toISOString(), ate: new Date(Date.now() + 7 * 86_400_000).toISOString() });

const pendencia = acaoFixture({ id: 'c-1', codigo: 'AC-000003', titulo: 'AT-000000: O extintor está no lugar?', status: 'resolvida', site: { id: 's-1', nome: 'Hospital Central' }, atividade_id: 'a-0' });

/** What the first activity carries: the questionnaire's latest version (it is not started), a comment and an attachment. */
const extras: Record<string, Partial<PacoteDaAtividade>> = {
  'a-1': {
    atividade: { ...pacoteDoDia(agenda(doDia(1, 'Troca de filtros'))).pacotes[0]!.atividade, questionario_id: 'q-1' },
    questionario: { questionario_id: 'q-1', numero: 2, ...CHECKLIST, publicado_em: '2026-01-10T12:00:00.000Z', publicado_por: null },
    comentarios: {
      items: [{ id: '9', texto: 'Portaria pede documento.', autor: { id: 'u-1', nome: 'Ana Souza' }, mencoes: [], criado_em: '2026-03-01T12:00:00.000Z', editado_em: null }],
      next_cursor: null,
    },
    anexos: {
      items: [{ id: '3', nome: 'planta.pdf', tipo: 'application/pdf', tamanho: 2048, enviado_por: null, criado_em: '2026-03-01T12:00:00.000Z' }],
      next_cursor: null,
    },
    // A finding of an earlier visit to the site, resolved and waiting for this visit to check it.
    pendencias: [pendencia],
  },
};

/** Signs in online, opens Meu dia so the device keeps the agenda (with the site's findings), and closes the page. */
async function guardarNoAparelho(meuDia: MeuDia, pendencias = [pendencia]) {
  signedIn({
    'GET /api/configuracoes': () => ({ status: 200, data: configuracoesFixture }),
    'GET /api/atividades/meu-dia/pacote': () => ({ status: 200, data: pacoteDoDia(meuDia, { ...extras, 'a-1': { ...extras['a-1'], pendencias } }) }),
  }, tecnico);
  renderApp('/meu-dia');
  await screen.findByRole('heading', { name: 'Troca de filtros' });
  expect((await screen.findAllByText(/pendências? do site a conferir/)).map((chip) => chip.textContent)).toEqual(['1 pendência do site a conferir']);
  cleanup();
}

type Rotas = Record<string, (call: FakeCall) => FakeReply | Promise<FakeReply>>;

/**
 * The server of the visit (the activity as its page reads it, its photos, the site's finding) behind a
 * network that is down until `rede.ligada`: then it answers as `rotas` says, over those defaults.
 */
function servidorDaVisita(rotas: Rotas = {}) {
  const rede = { ligada: false };
  const padrao: Rotas = {
    'POST /api/auth/check': () => ({ status: 200, data: { user: tecnico } }),
    ...fakeAtividade({ atividade: extras['a-1']!.atividade!, user: tecnico, definicao: CHECKLIST }),
    'POST /api/atividades/a-1/arquivos': () => ({ status: 201, data: { id: 'f-9', tipo: 'image/jpeg', tamanho: 3, criado_em: '2026-03-10T13:00:00.000Z' } }),
    'GET /api/acoes': () => ({ status: 200, data: { items: [pendencia], next_cursor: null } }),
    'GET /api/acoes/c-1': () => ({ status: 200, data: { ...pendencia, versao: 5 } }),
    'POST /api/acoes/c-1/transicoes': ({ body }) => ({ status: 200, data: { ...pendencia, status: 'verificada', versao: (body as { versao: number }).versao + 1 } }),
    'GET /api/atividades/meu-dia/pacote': () => ({ status: 200, data: pacoteDoDia(agenda(doDia(1, 'Troca de filtros')), { 'a-1': { ...extras['a-1'], pendencias: [] } }) }),
  };
  const todas = { ...padrao, ...rotas };
  const recebidas: FakeCall[] = [];
  const responder = (rota: string, call: FakeCall) => {
    if (!rede.ligada) return { status: 0 };
    recebidas.push(call);
    return todas[rota]?.(call) ?? { status: 404, data: { message: 'Rota não encontrada.' } };
  };
  fakeApi(new Proxy({}, { get: (_, rota: string) => (call: FakeCall) => responder(rota, call) }));
  // What reached the server, in order: the writes only.
  const escritas = () => recebidas.filter((call) => call.method !== 'GET' && !call.url.startsWith('/api/auth')).map((call) => `${call.method} ${call.url}`);
  const corpos = (rota: string) => recebidas.filter((call) => `${call.method} ${call.url}` === rota).map((call) => call.body);
  return { rede, corpos, escritas };
}

/** The pendência's check, from its button to the dialog's confirmation, with what was seen and a photo. */
async function verificarComFoto(pendencias: HTMLElement) {
  await userEvent.click(await within(pendencias).findByRole('button', { name: 'Verificar' }));
  const dialogo = await screen.findByRole('dialog', { name: 'Verificar AC-000003?' });
  await userEvent.type(within(dialogo).getByRole('textbox', { name: 'O que você viu' }), 'Extintor no suporte, lacrado.');
  await userEvent.upload(within(dialogo).getByLabelText('Fotos da verificação'), new File(['jpg'], 'extintor.jpg', { type: 'image/jpeg' }));
  await within(dialogo).findByRole('img', { name: 'Foto 1' });
  await userEvent.click(within(dialogo).getByRole('button', { name: 'Verificar' }));
}

/** The app again with no network at all: every call fails as offline. */
function semRede(caminho: string) {
  fakeApi(new Proxy({}, { get: () => () => ({ status: 0 }) }));
  renderApp(caminho);
}

describe('activities kept on the device', () => {
  it('opens an activity of the agenda with no network from its copy, with its questionnaire, comments and attachments, and says so', async () => {
    await guardarNoAparelho(agenda(doDia(1, 'Troca de filtros')));
    semRede('/atividades/detalhes/a-1');

    await heading(/Troca de filtros/);
    expect(await screen.findByText(/^Cópia do aparelho, atualizada às \d\d:\d\d$/)).toBeInTheDocument();
    expect(await screen.findByRole('radiogroup', { name: /Os filtros estavam limpos/ })).toBeInTheDocument();
    expect(screen.getByText(/^Prévia da versão publicada agora/)).toBeInTheDocument();

    // The site's findings come from the copy, shown without the buttons that need the server.
    const pendencias = await screen.findByRole('region', { name: 'Pendências deste site' });
    expect(within(pendencias).getByRole('link', { name: 'AC-000003 · AT-000000: O extintor está no lugar?' })).toBeInTheDocument();
    expect(within(pendencias).getByText('Resolvida')).toBeInTheDocument();
    expect(within(pendencias).getByText('Cópia do aparelho: o que você conferir fica guardado aqui e é enviado quando a conexão voltar.')).toBeInTheDocument();
    // Not started: the visit checks nothing yet.
    expect(within(pendencias).getByText('Inicie a atividade para conferir a correção.')).toBeInTheDocument();
    expect(within(pendencias).queryByRole('button')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Comentários' }));
    expect(await screen.findByText('Portaria pede documento.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Anexos' }));
    expect(await screen.findByText('planta.pdf')).toBeInTheDocument();
  });

  it('lets the questionnaire be answered right after starting offline: the machine on the device moves the status, no longer a preview', async () => {
    await guardarNoAparelho(agenda(doDia(1, 'Troca de filtros')));
    semRede('/atividades/detalhes/a-1');

    await userEvent.click(await screen.findByRole('button', { name: 'Iniciar' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Iniciar AT-000001?' });
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Confirmar' }));

    expect(await screen.findByText('Em andamento')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/^Prévia da versão publicada agora/)).not.toBeInTheDocument());
    const filtros = await screen.findByRole('radiogroup', { name: /Os filtros estavam limpos/ });
    await userEvent.click(within(filtros).getByRole('radio', { name: 'Sim' }));
    expect(within(filtros).getByRole('radio', { name: 'Sim' })).toBeChecked();
    expect(await screen.findByText('Não enviado: sem conexão')).toBeInTheDocument();
  });

  it('shows on Meu dia the size of its own copy, and drops what left the agenda unless something of it is still unsent', async () => {
    await guardarNoAparelho(agenda(doDia(1, 'Troca de filtros'), doDia(2, 'Inspeção elétrica'), doDia(3, 'Vistoria do telhado')));
    await respostasNoAparelho.guardar(respostasNoAparelho.chave('u-7', 'a-2'), { respostas: { filtros: 'sim' }, comentarios: {}, versao: 1 });

    // Reassigned and moved past the 7 days: a-2 and a-3 leave the agenda.
    signedIn({
      'GET /api/configuracoes': () => ({ status: 200, data: configuracoesFixture }),
      'GET /api/atividades/meu-dia/pacote': () => ({ status: 200, data: pacoteDoDia(agenda(doDia(1, 'Troca de filtros')), extras) }),
    }, tecnico);
    renderApp('/meu-dia');
    const situacao = await screen.findByText(/· 1 atividade guardada no aparelho/);
    const guardada = await meuDiaNoAparelho.ler(chave);
    const kb = Math.max(1, Math.round(tamanhoDaCopia(guardada!) / 1024));
    expect(situacao).toHaveTextContent(`(≈ ${kb} KB)`);
    expect(guardada!.agenda.pacotes.map((pacote) => pacote.atividade.id)).toEqual(['a-1']);
    expect(guardada!.retidos.map((pacote) => pacote.atividade.id)).toEqual(['a-2']);
  });

  describe('the site\'s findings checked with no network', () => {
    beforeEach(() => {
      URL.createObjectURL = () => 'blob:foto';
      URL.revokeObjectURL = () => {};
    });

    it('verifies a finding offline with a photo: shown verified at once, kept on the device, no longer counted on Meu dia, and sent on reconnect after the iniciar and the photo', async () => {
      await guardarNoAparelho(agenda(doDia(1, 'Troca de filtros')));
      const { rede, corpos, escritas } = servidorDaVisita();
      renderApp('/atividades/detalhes/a-1');
      await userEvent.click(await screen.findByRole('button', { name: 'Iniciar' }));
      await userEvent.click(within(await screen.findByRole('dialog', { name: 'Iniciar AT-000001?' })).getByRole('button', { name: 'Confirmar' }));
      // Started on the device: the section is drawn again for the visit under way.
      await screen.findByText('Em andamento');
      const pendencias = await screen.findByRole('region', { name: 'Pendências deste site' });
      await verificarComFoto(pendencias);

      // The action's machine moves it on the device: verified, with what was seen and the photo waiting.
      expect(await within(pendencias).findByText('Verificada')).toBeInTheDocument();
      expect(within(pendencias).getByText('O que você viu: Extintor no suporte, lacrado.')).toBeInTheDocument();
      expect(await within(pendencias).findByText('1 foto da verificação')).toBeInTheDocument();
      const envio = within(pendencias).getByRole('list', { name: 'Envio de AC-000003' });
      expect(within(envio).getAllByRole('listitem').map((linha) => linha.textContent)).toEqual(['Foto extintor.jpg1 kBNão enviado', 'Verificação de AC-000003Não enviado']);
      expect(within(pendencias).queryByRole('button', { name: 'Verificar' })).not.toBeInTheDocument();
      expect(await enviosNoAparelho.listar('u-7:a-1')).toEqual([expect.objectContaining({ nome: 'extintor.jpg', campo: 'evidencia', atividade: 'a-1' })]);
      expect(escritas()).toEqual([]);
      cleanup();

      // Meu dia, still offline, no longer counts the finding checked here; the activity page, opened again, still shows it verified.
      renderApp('/meu-dia');
      await screen.findByRole('heading', { name: 'Troca de filtros' });
      await waitFor(() => expect(screen.queryByText(/pendências? do site a conferir/)).not.toBeInTheDocument());
      cleanup();
      renderApp('/atividades/detalhes/a-1');
      await screen.findByText('Em andamento');
      const deNovo = await screen.findByRole('region', { name: 'Pendências deste site' });
      expect(await within(deNovo).findByText('Verificada')).toBeInTheDocument();

      // The connection returns: the iniciar, the photo through the visit, then the check naming it, over the versao seen.
      rede.ligada = true;
      act(() => void window.dispatchEvent(new Event('online')));
      expect(await within(deNovo).findByText('Ação AC-000003 verificada.')).toBeInTheDocument();
      expect(escritas()).toEqual(['POST /api/atividades/a-1/transicoes', 'POST /api/atividades/a-1/arquivos', 'POST /api/acoes/c-1/transicoes']);
      expect(corpos('POST /api/acoes/c-1/transicoes')[0]).toEqual({ evento: 'verificar', comentario: 'Extintor no suporte, lacrado.', fotos: ['f-9'], versao: 2 });
      expect(within(deNovo).getByText('Verificada')).toBeInTheDocument();
      await waitFor(async () => expect(await enviosNoAparelho.listar('u-7')).toEqual([]));
    });

    it('lets the técnico fix a finding of their own offline with a photo: started and resolved on the device at once, sent on reconnect as iniciar then resolver over the versao seen', async () => {
      const minha = acaoFixture({ id: 'c-2', codigo: 'AC-000004', titulo: 'Trocar a placa de saída', status: 'aberta', responsavel: { id: tecnico.id, nome: tecnico.nome }, site: { id: 's-1', nome: 'Hospital Central' }, atividade_id: 'a-0', versao: 5 });
      await guardarNoAparelho(agenda(doDia(1, 'Troca de filtros')), [minha]);
      const { rede, corpos, escritas } = servidorDaVisita({
        'GET /api/acoes': () => ({ status: 200, data: { items: [minha], next_cursor: null } }),
        'POST /api/acoes/c-2/transicoes': ({ body }) => {
          const { evento, versao } = body as { evento: string; versao: number };
          const resolvida = { status: 'resolvida', resolvida_na_atividade_id: 'a-1' };
          return { status: 200, data: { ...minha, ...(evento === 'iniciar' ? { status: 'em_andamento' } : resolvida), versao: versao + 1 } };
        },
      });
      renderApp('/atividades/detalhes/a-1');
      // Not on the visit yet: the finding is shown, not worked on.
      const antes = await screen.findByRole('region', { name: 'Pendências deste site' });
      expect(within(antes).getByText('Aberta')).toBeInTheDocument();
      expect(within(antes).queryByRole('button')).not.toBeInTheDocument();
      await userEvent.click(await screen.findByRole('button', { name: 'Iniciar' }));
      await userEvent.click(within(await screen.findByRole('dialog', { name: 'Iniciar AT-000001?' })).getByRole('button', { name: 'Confirmar' }));
      // Started on the device: the section is drawn again for the visit under way.
      await screen.findByText('Em andamento');
      const pendencias = await screen.findByRole('region', { name: 'Pendências deste site' });

      await userEvent.click(await within(pendencias).findByRole('button', { name: 'Resolver' }));
      const dialogo = await screen.findByRole('dialog', { name: 'Resolver AC-000004?' });
      // What was done is asked before anything is kept.
      await userEvent.click(within(dialogo).getByRole('button', { name: 'Resolver' }));
      expect(within(dialogo).getByText('Descreva o que foi feito para resolver.')).toBeInTheDocument();
      await userEvent.type(within(dialogo).getByRole('textbox', { name: 'O que foi feito' }), 'Placa nova fixada.');
      await userEvent.upload(within(dialogo).getByLabelText('Fotos da correção'), new File(['jpg'], 'placa.jpg', { type: 'image/jpeg' }));
      await within(dialogo).findByRole('img', { name: 'Foto 1' });
      await userEvent.click(within(dialogo).getByRole('button', { name: 'Resolver' }));

      expect(await within(pendencias).findByText('Resolvida')).toBeInTheDocument();
      expect(within(pendencias).getByText('O que foi feito: Placa nova fixada.')).toBeInTheDocument();
      expect(await within(pendencias).findByText('1 foto da correção')).toBeInTheDocument();
      const envio = within(pendencias).getByRole('list', { name: 'Envio de AC-000004' });
      expect(within(envio).getAllByRole('listitem').map((linha) => linha.textContent)).toEqual([
        'Foto placa.jpg1 kBNão enviado',
        'Início de AC-000004Não enviado',
        'Correção de AC-000004Não enviado',
      ]);
      expect(escritas()).toEqual([]);

      rede.ligada = true;
      act(() => void window.dispatchEvent(new Event('online')));
      expect(await within(pendencias).findByText('Ação AC-000004 resolvida. Falta verificar a correção.')).toBeInTheDocument();
      // The visit's iniciar, the photo through the visit, then the action's two transitions in order.
      expect(escritas()).toEqual(['POST /api/atividades/a-1/transicoes', 'POST /api/atividades/a-1/arquivos', 'POST /api/acoes/c-2/transicoes', 'POST /api/acoes/c-2/transicoes']);
      expect(corpos('POST /api/acoes/c-2/transicoes')).toEqual([
        { evento: 'iniciar', versao: 5 },
        { evento: 'resolver', comentario: 'Placa nova fixada.', fotos: ['f-9'], versao: 6 },
      ]);
      // The visit that fixed it does not check its own fix: said once the server's action, resolved at this visit, is drawn.
      expect(await within(pendencias).findByText('Corrigida nesta visita: a próxima visita ao site confere a correção.')).toBeInTheDocument();
      expect(within(pendencias).queryByRole('button', { name: 'Verificar' })).not.toBeInTheDocument();
    });

    it('shows a refusal of the server as a conflict with its reason, keeping what was seen and the photo, and sends it again over the action as it is now at the person\'s word', async () => {
      await guardarNoAparelho(agenda(doDia(1, 'Troca de filtros')));
      let recusar = true;
      const { rede, corpos, escritas } = servidorDaVisita({
        'GET /api/atividades/a-1': () => ({ status: 200, data: { ...extras['a-1']!.atividade!, status: 'em_andamento', questionario_versao: 2 } }),
        'POST /api/acoes/c-1/transicoes': ({ body }) => {
          if (!recusar) return { status: 200, data: { ...pendencia, status: 'verificada', versao: (body as { versao: number }).versao + 1 } };
          return { status: 409, data: { code: 'versao_desatualizada', message: 'A ação foi alterada por outra pessoa. Recarregue e tente de novo.' } };
        },
      });
      rede.ligada = true;
      renderApp('/atividades/detalhes/a-1');
      const pendencias = await screen.findByRole('region', { name: 'Pendências deste site' });
      await verificarComFoto(pendencias);

      const envio = await within(pendencias).findByRole('list', { name: 'Envio de AC-000003' });
      const conflito = await within(envio).findByText(/^Verificação de AC-000003 · Conflito: A ação foi alterada por outra pessoa/);
      // Nothing is dropped: what was seen and the photo (already on the server) stay with the check; the action is as the server has it.
      expect(within(pendencias).getByText('O que você viu: Extintor no suporte, lacrado.')).toBeInTheDocument();
      expect(await within(pendencias).findByText('1 foto da verificação')).toBeInTheDocument();
      expect(within(pendencias).getByText('Resolvida')).toBeInTheDocument();
      expect(within(pendencias).queryByRole('button', { name: 'Verificar' })).not.toBeInTheDocument();
      expect(escritas()).toEqual(['POST /api/atividades/a-1/arquivos', 'POST /api/acoes/c-1/transicoes']);

      recusar = false;
      await userEvent.click(within(conflito.closest('li')!).getByRole('button', { name: 'Tentar de novo' }));
      expect(await within(pendencias).findByText('Ação AC-000003 verificada.')).toBeInTheDocument();
      expect(within(pendencias).getByText('Verificada')).toBeInTheDocument();
      // The photo is not sent twice; the check goes over the versao read now.
      expect(escritas()).toEqual(['POST /api/atividades/a-1/arquivos', 'POST /api/acoes/c-1/transicoes', 'POST /api/acoes/c-1/transicoes']);
      expect(corpos('POST /api/acoes/c-1/transicoes')[1]).toEqual({ evento: 'verificar', comentario: 'Extintor no suporte, lacrado.', fotos: ['f-9'], versao: 5 });
    });
  });
});
