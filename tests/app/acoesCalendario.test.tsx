import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AcaoCorretiva } from '#contract/acoes';
import type { User } from '#contract/auth';
import { acaoFixture, fakeAcoes } from '../support/app/fakeAcoes';
import { demoUser } from '../support/app/fixtures';
import { heading, renderApp, waitForPath } from '../support/app/renderApp';
import { signedIn } from '../support/app/signedIn';

const gestor: User = { ...demoUser, empresa: [{ id: 'e-1', nome: 'Construtora Prumo', cnpj: null, papel: 'gestor' }] };

// 12:00 UTC is 09:00 in São Paulo; 02:30 UTC on the 21st is still the 20th there (23:30).
const ACOES: AcaoCorretiva[] = [
  acaoFixture({ prazo: '2026-03-12T12:00:00.000Z' }),
  acaoFixture({ id: 'ac-8', numero: 8, codigo: 'AC-000008', titulo: 'Desobstruir a saída de emergência', prazo: '2026-03-21T02:30:00.000Z', atrasada: true, status: 'em_andamento' }),
  acaoFixture({ id: 'ac-3', numero: 3, codigo: 'AC-000003', titulo: 'Consertar a luz de emergência', prazo: '2026-04-02T15:00:00.000Z' }),
];

async function openCalendario(path: string) {
  const api = signedIn(fakeAcoes({ acoes: ACOES, user: gestor }), gestor);
  renderApp(path);
  await heading('Ações corretivas');
  return { api, user: userEvent.setup() };
}

const dia = (nome: string) => screen.getByRole('group', { name: nome });
const search = () => new URLSearchParams(window.location.search);
const consultas = (api: ReturnType<typeof signedIn>) => api.callsTo('GET /api/acoes').map((call) => call.query);

describe('corrective actions: the calendar of prazos', () => {
  it('opens from the list keeping its filters, asks for the prazos of the weeks on screen, and puts each action on its day on the company clock', async () => {
    const { api, user } = await openCalendario('/acoes?status=aberta,em_andamento&data=2026-03-10');
    await screen.findByText('Trocar o extintor vencido');
    await user.click(screen.getByRole('button', { name: 'Calendário' }));
    await waitFor(() => expect(search().get('visao')).toBe('calendario'));
    expect(search().get('status')).toBe('aberta,em_andamento');
    expect(await screen.findByRole('heading', { level: 2, name: 'março de 2026' })).toBeInTheDocument();
    // March 2026 starts on a Sunday and ends on a Tuesday: the grid runs to Saturday, April 4.
    await waitFor(() => expect(consultas(api).at(-1)).toEqual({ status: 'aberta,em_andamento', prazo_de: '2026-03-01', prazo_ate: '2026-04-04', limite: '100' }));

    const quinta = await waitFor(() => dia('quinta-feira, 12 de março de 2026'));
    expect(within(quinta).getByRole('link', { name: /AC-000007.*Trocar o extintor vencido/ })).toHaveAttribute('href', '/acoes/ac-1');
    const sexta = dia('sexta-feira, 20 de março de 2026');
    const atrasada = within(sexta).getByRole('link', { name: /AC-000008/ });
    expect(atrasada).toHaveTextContent('AC-000008 · Atrasada');
    expect(atrasada).toHaveTextContent('Desobstruir a saída de emergência');
    expect(within(dia('sábado, 21 de março de 2026')).queryByRole('link')).not.toBeInTheDocument();
    // A day of the next month that the grid shows.
    expect(within(dia('quinta-feira, 2 de abril de 2026')).getByRole('link', { name: /AC-000003/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Próximo mês' }));
    await waitFor(() => expect(consultas(api).at(-1)).toMatchObject({ prazo_de: '2026-03-29', prazo_ate: '2026-05-02' }));
    await user.click(screen.getByRole('button', { name: 'Lista' }));
    await waitFor(() => expect(screen.getByRole('table', { name: 'Ações corretivas' })).toBeInTheDocument());
    expect(search().get('visao')).toBeNull();
    expect(search().get('status')).toBe('aberta,em_andamento');
  }, 60_000);

  it('moves between days with the arrows, past the month too, goes into a day with Enter and opens the action', async () => {
    const { api, user } = await openCalendario('/acoes?visao=calendario&data=2026-03-10');
    await screen.findByText('Trocar o extintor vencido');
    const primeiro = dia('domingo, 1 de março de 2026');
    // The month's days are one tab stop: the first of the month when today is not in it.
    expect(primeiro).toHaveAttribute('tabindex', '0');
    expect(dia('segunda-feira, 2 de março de 2026')).toHaveAttribute('tabindex', '-1');
    primeiro.focus();
    await user.keyboard('{ArrowRight}{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(dia('segunda-feira, 16 de março de 2026')).toHaveFocus());
    await user.keyboard('{ArrowUp}{ArrowLeft}');
    expect(dia('domingo, 8 de março de 2026')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(dia('sábado, 7 de março de 2026')).toHaveFocus();
    // A week before is February 28, which the March grid does not hold: the calendar goes to February.
    await user.keyboard('{ArrowUp}');
    await waitFor(() => expect(search().get('data')).toBe('2026-02-28'));
    await waitFor(() => expect(dia('sábado, 28 de fevereiro de 2026')).toHaveFocus());
    await waitFor(() => expect(consultas(api).at(-1)).toMatchObject({ prazo_de: '2026-02-01', prazo_ate: '2026-02-28' }));
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(search().get('data')).toBe('2026-03-07'));
    await waitFor(() => expect(dia('sábado, 7 de março de 2026')).toHaveFocus());
    await user.keyboard('{ArrowDown}{ArrowLeft}{ArrowLeft}');
    const quinta = dia('quinta-feira, 12 de março de 2026');
    expect(quinta).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(within(quinta).getByRole('link', { name: /AC-000007/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitForPath('/acoes/ac-1');
    expect(await heading('Trocar o extintor vencido')).toBeInTheDocument();
  }, 60_000);

  it('is a command of the palette on the list', async () => {
    const { user } = await openCalendario('/acoes');
    await screen.findByText('Trocar o extintor vencido');
    await user.keyboard('{Control>}k{/Control}');
    const palette = await screen.findByRole('dialog', { name: 'Paleta de comandos' });
    await user.type(within(palette).getByRole('combobox'), 'calendário');
    await user.click(await within(palette).findByRole('option', { name: /Ver o calendário/ }));
    await waitFor(() => expect(search().get('visao')).toBe('calendario'));
    expect(await screen.findByRole('heading', { level: 2 })).toBeInTheDocument();
  });
});
