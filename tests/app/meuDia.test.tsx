import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '#contract/auth';
import type { AtividadeDoDia, MeuDia, SiteDoDia } from '#contract/meuDia';
import { ROUTES } from '../../src/app/routes';
import * as endereco from '../../src/features/meu-dia/enderecoDoSite';
import { diaEm, diaMais } from '../../src/features/meu-dia/porDia';
import { DEMO_EMAIL, DEMO_PASSWORD, demoUser } from '../support/app/fixtures';
import { fakeApi, type FakeReply } from '../support/app/fakeApi';
import { configuracoesFixture } from '../support/app/fakeAtividade';
import { acaoFixture } from '../support/app/fakeAcoes';
import { pacoteDoDia } from '../support/app/fakeMeuDia';
import { heading, renderApp, waitForPath } from '../support/app/renderApp';
import { signedIn } from '../support/app/signedIn';

const tecnico: User = { ...demoUser, id: 'u-7', nome: 'Rafael Lima', empresa: [{ id: 'e-1', nome: 'Construtora Prumo', cnpj: null, papel: 'tecnico' }] };

// The agenda is built around the real today in the company's time zone (São Paulo, UTC−3 all year).
const hoje = diaEm(new Date(), 'America/Sao_Paulo');
const em = (dia: string, hora: string) => new Date(`${dia}T${hora}:00-03:00`).toISOString();

const hospital: SiteDoDia = {
  id: 's-1',
  nome: 'Hospital Central',
  logradouro: 'Rua Augusta',
  numero: '1500',
  complemento: null,
  bairro: 'Consolação',
  cidade: 'São Paulo',
  uf: 'SP',
  cep: '01304001',
  latitude: -23.5558,
  longitude: -46.6622,
  contato_nome: 'Carlos',
  contato_telefone: '11987654321',
};
const escritorio: SiteDoDia = { ...hospital, id: 's-2', nome: 'Escritório Sé', logradouro: 'Praça da Sé', numero: '10', bairro: null, latitude: null, longitude: null, contato_nome: null, contato_telefone: null };

function atividade(numero: number, titulo: string, agendada_para: string, site: SiteDoDia): AtividadeDoDia {
  return {
    id: `a-${numero}`,
    numero,
    codigo: `AT-${String(numero).padStart(6, '0')}`,
    status: 'agendada',
    titulo,
    tipo_servico: { id: 't-1', nome: 'Manutenção', cor: '#2E7D32' },
    site,
    responsavel: { id: tecnico.id, nome: tecnico.nome },
    prioridade: 'normal',
    agendada_para,
    prazo: null,
    atrasada: false,
    versao: 1,
  };
}

const agenda: MeuDia = {
  items: [
    atividade(1, 'Troca de filtros', em(hoje, '08:00'), hospital),
    atividade(2, 'Inspeção elétrica', em(hoje, '14:30'), escritorio),
    atividade(3, 'Vistoria do telhado', em(diaMais(hoje, 1), '09:00'), hospital),
    atividade(4, 'Limpeza de dutos', em(diaMais(hoje, 3), '10:00'), escritorio),
  ],
  de: em(hoje, '00:00'),
  ate: em(diaMais(hoje, 7), '00:00'),
};

const rotas = (meuDia: () => FakeReply) => ({
  'GET /api/configuracoes': () => ({ status: 200, data: configuracoesFixture }),
  'GET /api/atividades/meu-dia/pacote': meuDia,
});

const titulos = (secao: HTMLElement) => within(secao).getAllByRole('heading', { level: 3 }).map((titulo) => titulo.textContent);

describe('Meu dia', () => {
  it('is where a técnico lands after signing in', async () => {
    fakeApi({ 'POST /api/auth/login': () => ({ status: 200, data: { token: 'tok-1', user: tecnico } }), ...rotas(() => ({ status: 200, data: pacoteDoDia(agenda) })) });
    renderApp('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mail'), DEMO_EMAIL);
    await user.type(screen.getByLabelText('Senha'), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await heading('Meu dia');
    await waitForPath('/meu-dia');
  });

  it("shows the person's activities by day, in order, with a call link and a map link", async () => {
    signedIn(rotas(() => ({ status: 200, data: pacoteDoDia(agenda) })), tecnico);
    renderApp('/meu-dia');
    const hojeSecao = await screen.findByRole('region', { name: 'Hoje' });
    expect(titulos(hojeSecao)).toEqual(['Troca de filtros', 'Inspeção elétrica']);
    expect(titulos(screen.getByRole('region', { name: 'Amanhã' }))).toEqual(['Vistoria do telhado']);
    const depois = new Date(`${diaMais(hoje, 3)}T12:00:00Z`).toLocaleDateString('pt-BR', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
    expect(titulos(screen.getByRole('region', { name: depois }))).toEqual(['Limpeza de dutos']);
    expect(screen.getAllByRole('region').map((secao) => secao.getAttribute('aria-label'))).toEqual(['Hoje', 'Amanhã', depois]);

    expect(within(hojeSecao).getByText('Rua Augusta, 1500 - Consolação, São Paulo/SP')).toBeInTheDocument();
    // The card names the contact on the call, as the activity's page does beside it (one component, AcoesDoSite).
    expect(within(hojeSecao).getByRole('link', { name: 'Ligar para Carlos: (11) 98765-4321' })).toHaveAttribute('href', 'tel:11987654321');
    const mapas = within(hojeSecao).getAllByRole('link', { name: 'Abrir no mapa' });
    expect(mapas.map((link) => link.getAttribute('href'))).toEqual([
      'https://www.google.com/maps/search/?api=1&query=-23.5558,-46.6622',
      'https://www.google.com/maps/search/?api=1&query=Pra%C3%A7a%20da%20S%C3%A9%2C%2010%2C%20S%C3%A3o%20Paulo%2FSP',
    ]);
    expect(mapas[0]).toHaveAttribute('target', '_blank');
    expect(within(hojeSecao).getAllByRole('link', { name: /^Troca de filtros|08:00/ })[0]).toHaveAttribute('href', '/atividades/detalhes/a-1');
    expect(screen.getByRole('status')).toHaveTextContent(/Atualizado às \d\d:\d\d · 4 atividades guardadas no aparelho/);
  });

  it('moves through the activities with j/k and opens one with Enter', async () => {
    const api = signedIn(rotas(() => ({ status: 200, data: pacoteDoDia(agenda) })), tecnico);
    renderApp('/meu-dia');
    await screen.findByRole('region', { name: 'Hoje' });
    const user = userEvent.setup();
    await user.keyboard('jjjk');
    expect(document.activeElement).toHaveAttribute('href', '/atividades/detalhes/a-2');
    await user.keyboard('{Enter}');
    // The details page asks for the activity (the fake API does not know it, so it ends on the 404 page).
    await waitFor(() => expect(api.callsTo('GET /api/atividades/a-2').length).toBeGreaterThan(0));
  });

  it('draws again only the two cards a move of the selection concerns', async () => {
    signedIn(rotas(() => ({ status: 200, data: pacoteDoDia(agenda) })), tecnico);
    renderApp('/meu-dia');
    await screen.findByRole('region', { name: 'Hoje' });
    const user = userEvent.setup();
    await user.keyboard('j');
    await waitFor(() => expect(document.activeElement).toHaveAttribute('href', '/atividades/detalhes/a-1'));
    // Each card drawn works out its site's address once.
    const enderecos = jest.spyOn(endereco, 'enderecoDoSite');
    await user.keyboard('j');
    await waitFor(() => expect(document.activeElement).toHaveAttribute('href', '/atividades/detalhes/a-2'));
    expect(enderecos.mock.calls.map(([site]) => site.nome)).toEqual(['Hospital Central', 'Escritório Sé']);
    enderecos.mockRestore();
  });

  it('says when nothing is scheduled', async () => {
    signedIn(rotas(() => ({ status: 200, data: pacoteDoDia({ ...agenda, items: [] }) })), tecnico);
    renderApp('/meu-dia');
    expect(await screen.findByText('Nada agendado para os próximos 7 dias')).toBeInTheDocument();
  });

  it('shows the copy kept on the device when the server cannot be reached, until the browser is back online', async () => {
    let online = true;
    signedIn(rotas(() => (online ? { status: 200, data: pacoteDoDia(agenda) } : { status: 0 })), tecnico);
    const primeira = renderApp('/meu-dia');
    await screen.findByRole('region', { name: 'Hoje' });
    primeira.unmount();

    online = false;
    renderApp('/meu-dia');
    expect(await screen.findByText(/^Sem conexão: mostrando o que foi guardado em/)).toBeInTheDocument();
    expect(titulos(screen.getByRole('region', { name: 'Hoje' }))).toEqual(['Troca de filtros', 'Inspeção elétrica']);

    // Back online, the page asks the server again by itself.
    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(screen.queryByText(/^Sem conexão/)).not.toBeInTheDocument());
  });

  it("shows the device's copy at once while the server's answer is on its way, then the server's", async () => {
    let respondidas = 0;
    let responder: (reply: FakeReply) => void = () => undefined;
    const api = signedIn(
      {
        ...rotas(() => ({ status: 200, data: pacoteDoDia(agenda) })),
        'GET /api/atividades/meu-dia/pacote': () =>
          respondidas++ === 0
            ? { status: 200, data: pacoteDoDia(agenda) }
            : new Promise<FakeReply>((resolve) => {
                responder = resolve;
              }),
      },
      tecnico,
    );
    const primeira = renderApp('/meu-dia');
    await screen.findByRole('region', { name: 'Hoje' });
    primeira.unmount();

    renderApp('/meu-dia');
    expect(titulos(await screen.findByRole('region', { name: 'Hoje' }))).toEqual(['Troca de filtros', 'Inspeção elétrica']);
    expect(screen.getByRole('status')).toHaveTextContent(/4 atividades guardadas no aparelho/);
    expect(screen.queryByText(/^Sem conexão/)).not.toBeInTheDocument();

    // The server is asked once the copy is on screen.
    await waitFor(() => expect(api.callsTo('GET /api/atividades/meu-dia/pacote')).toHaveLength(2));
    responder({ status: 200, data: pacoteDoDia({ ...agenda, items: agenda.items.slice(0, 1) }) });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/1 atividade guardada no aparelho/));
    expect(titulos(screen.getByRole('region', { name: 'Hoje' }))).toEqual(['Troca de filtros']);
  });

  it("asks for the agenda beside the page's code at start only while the device keeps no copy of it for the person and company", async () => {
    const leiturasAoAbrir = () => ROUTES.find((rota) => rota.path === '/meu-dia')?.leituras?.('tecnico');
    signedIn(rotas(() => ({ status: 200, data: pacoteDoDia(agenda) })), tecnico);
    expect(leiturasAoAbrir()).toEqual(['/atividades/meu-dia/pacote']);
    renderApp('/meu-dia');
    await screen.findByRole('region', { name: 'Hoje' });
    await waitFor(() => expect(leiturasAoAbrir()).toEqual([]));

    localStorage.setItem('empresa', 'e-2');
    localStorage.setItem('sessao-usuario', JSON.stringify({ ...tecnico, empresa: [{ ...tecnico.empresa[0]!, id: 'e-2' }] }));
    expect(leiturasAoAbrir()).toEqual(['/atividades/meu-dia/pacote']);
  });

  it('lists the corrective actions the person has to fix after the agenda, the late one marked, each opening its page, from the copy with no connection too', async () => {
    const minhas = [
      acaoFixture({ id: 'c-1', codigo: 'AC-000003', titulo: 'Trocar a placa de saída', status: 'em_andamento', atrasada: true, prazo: '2026-03-01T15:00:00.000Z', site: { id: 's-1', nome: 'Hospital Central' } }),
      acaoFixture({ id: 'c-2', codigo: 'AC-000005', titulo: 'Fixar o extintor', status: 'aberta', prazo: null, site: { id: 's-2', nome: 'Escritório Sé' } }),
    ];
    let online = true;
    signedIn(
      {
        ...rotas(() => (online ? { status: 200, data: pacoteDoDia({ ...agenda, items: [] }, {}, minhas) } : { status: 0 })),
        // The action's own page, opened from the card; one the server does not know would end on the 404 page.
        'GET /api/acoes/c-2': () => ({ status: 0 }),
      },
      tecnico,
    );
    const primeira = renderApp('/meu-dia');
    const secao = await screen.findByRole('region', { name: 'Minhas ações corretivas' });
    // Nothing scheduled does not hide what is still to fix.
    expect(screen.getByText('Nada agendado para os próximos 7 dias')).toBeInTheDocument();
    const cartoes = within(secao).getAllByRole('link');
    expect(cartoes.map((cartao) => cartao.textContent)).toEqual([
      'AC-000003AtrasadaEm andamentoTrocar a placa de saídaHospital CentralPrazo: 01/03/2026, 12:00',
      'AC-000005AbertaFixar o extintorEscritório SéSem prazo',
    ]);
    primeira.unmount();

    online = false;
    renderApp('/meu-dia');
    const daCopia = await screen.findByRole('region', { name: 'Minhas ações corretivas' });
    await userEvent.click(within(daCopia).getByRole('link', { name: /AC-000005/ }));
    await waitForPath('/acoes/c-2');
  });

  it("does not show another person's kept copy, and says the agenda could not load", async () => {
    signedIn(rotas(() => ({ status: 200, data: pacoteDoDia(agenda) })), tecnico);
    const primeira = renderApp('/meu-dia');
    await screen.findByRole('region', { name: 'Hoje' });
    primeira.unmount();

    signedIn(rotas(() => ({ status: 0 })), { ...tecnico, id: 'u-8' });
    renderApp('/meu-dia');
    expect(await screen.findByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Hoje' })).not.toBeInTheDocument();
  });

  describe('with the phone asked where it is', () => {
    afterEach(() => {
      Reflect.deleteProperty(navigator, 'geolocation');
    });

    it('shows the distance to each site with coordinates once the person asks for it', async () => {
      const getCurrentPosition = jest.fn<void, Parameters<Geolocation['getCurrentPosition']>>((sucesso) =>
        sucesso({ coords: { latitude: -23.5505, longitude: -46.6333, accuracy: 12 } } as GeolocationPosition),
      );
      Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } });
      signedIn(rotas(() => ({ status: 200, data: pacoteDoDia(agenda) })), tecnico);
      renderApp('/meu-dia');
      await screen.findByRole('region', { name: 'Hoje' });
      expect(getCurrentPosition).not.toHaveBeenCalled();
      await userEvent.click(screen.getByRole('button', { name: 'Mostrar distâncias' }));
      // Two activities at the hospital, 3.0 km away; the office has no coordinates.
      expect(await screen.findAllByText('a 3,0 km')).toHaveLength(2);
    });
  });
});
