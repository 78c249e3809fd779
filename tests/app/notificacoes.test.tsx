import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EventoDaEmpresa } from '#contract/aoVivo';
import type { Notificacao, NotificacaoLista } from '#contract/notificacoes';
import { configuracoesFixture } from '../support/app/fakeAtividade';
import { renderApp } from '../support/app/renderApp';
import { signedIn } from '../support/app/signedIn';

// The live stream, told by the test instead of the network.
const aoVivo: { ouvinte: ((evento: EventoDaEmpresa) => void) | null } = { ouvinte: null };
jest.mock('../../src/features/atividades/aoVivo/seguirAtividades', () => ({
  seguirAtividades: (ouvinte: (evento: EventoDaEmpresa) => void, signal: AbortSignal) =>
    new Promise<void>((resolve) => {
      aoVivo.ouvinte = ouvinte;
      signal.addEventListener('abort', () => resolve());
    }),
}));

const notificacao = (id: string, campos: Partial<Notificacao> = {}): Notificacao => ({
  id,
  tipo: 'atividade_atribuida',
  params: { codigo: `AT-00000${id}`, titulo: 'Troca do filtro', quantas: 1 },
  titulo: 'Atividade atribuída a você',
  texto: `AT-00000${id} · Troca do filtro`,
  link: `/atividades/detalhes/a-${id}`,
  lida: false,
  criado_em: '2026-03-10T12:00:00.000Z',
  ...campos,
});

describe('the bell', () => {
  it('counts the unread, follows new ones live, lists them and marks them all read', async () => {
    let items = [notificacao('1', { lida: true })];
    const lista = (): NotificacaoLista => ({ items, nao_lidas: items.filter((item) => !item.lida).length, next_cursor: null });
    const api = signedIn({
      // Manaus, UTC−4 all year: the times read in the company's zone, whatever the browser's.
      'GET /api/configuracoes': () => ({ status: 200, data: { ...configuracoesFixture, fuso_horario: 'America/Manaus' } }),
      'GET /api/notificacoes': () => ({ status: 200, data: lista() }),
      'POST /api/notificacoes/lidas': () => {
        items = items.map((item) => ({ ...item, lida: true }));
        return { status: 200, data: { nao_lidas: 0 } };
      },
    });
    renderApp('/meu-perfil');
    const sino = await screen.findByRole('button', { name: 'Notificações' });

    // A notification arrives: the stream tells the bell, which reads its count again.
    items = [
      notificacao('2', { tipo: 'mencao', params: { codigo: 'AT-000002', titulo: 'Troca do filtro', autor: 'Marina Costa' } }),
      ...items,
    ];
    await waitFor(() => expect(aoVivo.ouvinte).not.toBeNull());
    act(() => aoVivo.ouvinte!({ tipo: 'notificacao', usuario_id: 'u-1' }));
    expect(await screen.findByRole('button', { name: 'Notificações: 1 não lida' })).toBe(sino);
    expect(within(sino).getByText('1')).toBeInTheDocument();

    // The person's first gesture brings the tooltips' code, and the bell is drawn again inside its tooltip.
    const user = userEvent.setup();
    await user.hover(sino);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notificações: 1 não lida' })).not.toBe(sino));
    const sinoComDica = screen.getByRole('button', { name: 'Notificações: 1 não lida' });
    await user.click(sinoComDica);
    const aberta = await screen.findByRole('region', { name: 'Notificações' });
    const nova = await within(aberta).findByRole('link', { name: /Marina Costa mencionou você num comentário/ });
    expect(nova).toHaveAttribute('href', '/atividades/detalhes/a-2');
    expect(nova).toHaveTextContent('AT-000002 · Troca do filtro');
    expect(nova).toHaveTextContent('Não lida');
    expect(nova).toHaveTextContent('10/03/2026, 08:00');
    expect(within(aberta).getByRole('link', { name: /Atividade atribuída a você/ })).not.toHaveTextContent('Não lida');

    await user.click(within(aberta).getByRole('button', { name: 'Marcar todas como lidas' }));
    await waitFor(() => expect(within(aberta).getByRole('link', { name: /Marina Costa/ })).not.toHaveTextContent('Não lida'));
    // The open list hides the page from assistive technology: the bell is read by its label.
    expect(sinoComDica).toHaveAttribute('aria-label', 'Notificações');
    expect(within(aberta).getByRole('button', { name: 'Marcar todas como lidas' })).toBeDisabled();
    expect(api.callsTo('POST /api/notificacoes/lidas')).toHaveLength(1);
  });

  it('says when there is nothing yet', async () => {
    signedIn({ 'GET /api/notificacoes': () => ({ status: 200, data: { items: [], nao_lidas: 0, next_cursor: null } }) });
    renderApp('/meu-perfil');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Notificações' }));
    expect(await screen.findByText('Nenhuma notificação por enquanto.')).toBeInTheDocument();
  });
});
