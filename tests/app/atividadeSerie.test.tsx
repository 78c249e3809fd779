import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SerieDaAtividade } from '#contract/atividade';
import type { User } from '#contract/auth';
import { atividadeFixture, fakeAtividade } from '../support/app/fakeAtividade';
import { demoUser } from '../support/app/fixtures';
import { heading, renderApp } from '../support/app/renderApp';
import { signedIn } from '../support/app/signedIn';

const gestor: User = { ...demoUser, id: 'u-1', empresa: [{ id: 'e-1', nome: 'Construtora Prumo', cnpj: null, papel: 'gestor' }] };

const semanal: SerieDaAtividade = {
  id: 'sr-1',
  regra: 'FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,WE;COUNT=6',
  inicio: '2026-03-02T11:00:00.000Z',
  fuso: 'America/Sao_Paulo',
  frequencia: 'semanal',
  intervalo: 1,
  dias_da_semana: ['seg', 'qua'],
  vezes: 6,
  encerrada: false,
};

function abrir(recorrencia: SerieDaAtividade | null) {
  const atividade = atividadeFixture({ serie_id: recorrencia?.id ?? null, recorrencia });
  const api = signedIn(fakeAtividade({ atividade, user: gestor }), gestor);
  renderApp(`/atividades/detalhes/${atividade.id}`);
  return api;
}

describe('an activity of a series', () => {
  it.each([
    [semanal, 'Toda semana: segunda-feira e quarta-feira · às 08:00 · 6 vezes no total'],
    [{ ...semanal, frequencia: 'mensal' as const, intervalo: 3, dias_da_semana: undefined, vezes: undefined, inicio: '2026-01-31T13:00:00.000Z' }, 'A cada 3 meses, no dia 31 · às 10:00 · sem data para terminar'],
    [{ ...semanal, frequencia: 'diaria' as const, intervalo: 2, dias_da_semana: undefined, vezes: undefined, ate: '2026-04-30' }, 'A cada 2 dias · às 08:00 · até 30/04/2026'],
  ])('says its rule in words', async (recorrencia, texto) => {
    abrir(recorrencia);
    await heading(/Manutenção preventiva dos splits/);
    expect(screen.getByText('Série')).toBeInTheDocument();
    expect(screen.getByText(texto)).toBeInTheDocument();
  });

  it('asks which activities a cancellation reaches before its motivo, and sends that scope', async () => {
    const api = abrir(semanal);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancelar atividade' }));
    const escopo = await screen.findByRole('dialog', { name: 'Cancelar atividade da série' });
    expect(within(escopo).getByRole('radio', { name: 'Só esta' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(escopo).getByRole('radio', { name: 'Esta e as seguintes' })).toBeChecked();
    await user.keyboard('{Enter}');
    const motivo = await screen.findByRole('dialog', { name: 'Cancelar AT-000042?' });
    await user.type(within(motivo).getByRole('textbox', { name: /Motivo/ }), 'Contrato encerrado.{Enter}');
    expect(await screen.findByText('Cancelada')).toBeInTheDocument();
    expect(api.callsTo('POST /api/atividades/a-1/transicoes')[0]?.body).toEqual({ evento: 'cancelar', motivo: 'Contrato encerrado.', escopo: 'esta_e_seguintes', versao: 3 });
  });

  it('asks nothing more for a lone activity', async () => {
    abrir(null);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancelar atividade' }));
    expect(await screen.findByRole('dialog', { name: 'Cancelar AT-000042?' })).toBeInTheDocument();
    expect(screen.queryByText('Série')).not.toBeInTheDocument();
  });
});
