import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '#contract/auth';
import type { AtividadeDoDia, MeuDia, PacoteDaAtividade } from '#contract/meuDia';
import { respostasNoAparelho } from '../../src/features/atividades/detalhes/respostasNoAparelho';
import { meuDiaNoAparelho, tamanhoDaCopia } from '../../src/features/meu-dia/meuDiaNoAparelho';
import { demoUser } from '../support/app/fixtures';
import { acaoFixture } from '../support/app/fakeAcoes';
import { configuracoesFixture } from '../support/app/fakeAtividade';
import { pacoteDoDia } from '../support/app/fakeMeuDia';
import { heading, renderApp } from '../support/app/renderApp';
import { signedIn } from '../support/app/signedIn';
import { fakeApi } from '../support/app/fakeApi';
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
    pendencias: [acaoFixture({ id: 'c-1', codigo: 'AC-000003', titulo: 'AT-000000: O extintor está no lugar?', status: 'resolvida', site: { id: 's-1', nome: 'Hospital Central' }, atividade_id: 'a-0' })],
  },
};

/** Signs in online, opens Meu dia so the device keeps the agenda, and closes the page. */
async function guardarNoAparelho(meuDia: MeuDia) {
  signedIn({
    'GET /api/configuracoes': () => ({ status: 200, data: configuracoesFixture }),
    'GET /api/atividades/meu-dia/pacote': () => ({ status: 200, data: pacoteDoDia(meuDia, extras) }),
  }, tecnico);
  renderApp('/meu-dia');
  await screen.findByRole('heading', { name: 'Troca de filtros' });
  expect(screen.getAllByText(/pendências? do site a conferir/).map((chip) => chip.textContent)).toEqual(['1 pendência do site a conferir']);
  cleanup();
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
    expect(within(pendencias).getByText('Cópia do aparelho: verificar e reabrir precisam de conexão.')).toBeInTheDocument();
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
});
