import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PreferenciasNotificacao, PreferenciasNotificacaoBody } from '#contract/notificacaoPreferencias';
import { demoUser } from '../support/app/fixtures';
import { renderApp } from '../support/app/renderApp';
import { signedIn } from '../support/app/signedIn';

const PADRAO: PreferenciasNotificacao = { email: { atividade_atribuida: true, mencao: true, acao_atribuida: true, acao_resolvida: false, webhook_desativado: true, atividade_atrasada: true, acao_atrasada: true }, resumo_diario: false };
const semNotificacoes = { 'GET /api/notificacoes': () => ({ status: 200, data: { items: [], nao_lidas: 0, next_cursor: null } }) };

async function secao() {
  return screen.findByRole('region', { name: 'Notificações por e-mail' });
}

describe('Meu perfil: notificações por e-mail', () => {
  it('shows a switch per kind and saves the one turned, from the keyboard', async () => {
    let atuais = PADRAO;
    const api = signedIn({
      ...semNotificacoes,
      'GET /api/notificacoes/preferencias': () => ({ status: 200, data: atuais }),
      'PUT /api/notificacoes/preferencias': (call) => {
        const { email, resumo_diario } = call.body as PreferenciasNotificacaoBody;
        atuais = { email: { ...atuais.email, ...email }, resumo_diario: resumo_diario ?? atuais.resumo_diario };
        return { status: 200, data: atuais };
      },
    });
    renderApp('/meu-perfil');
    const aberta = await secao();
    const mencoes = await within(aberta).findByRole('switch', { name: 'Menções em comentários' });
    expect(mencoes).toBeChecked();
    expect(within(aberta).getByRole('switch', { name: 'Ações corretivas resolvidas, para verificar' })).not.toBeChecked();
    // An admin also hears of a webhook turned off; the last switch is the daily digest.
    expect(within(aberta).getAllByRole('switch')).toHaveLength(8);

    const user = userEvent.setup();
    act(() => mencoes.focus());
    await user.keyboard(' ');
    await waitFor(() => expect(mencoes).not.toBeChecked());
    expect(api.callsTo('PUT /api/notificacoes/preferencias').map((call) => call.body)).toEqual([{ email: { mencao: false } }]);

    await user.tab();
    expect(within(aberta).getByRole('switch', { name: 'Ações corretivas atribuídas a mim' })).toHaveFocus();

    const resumo = within(aberta).getByRole('switch', { name: /^Um só e-mail por dia, às 0?7:00 / });
    expect(resumo).not.toBeChecked();
    act(() => resumo.focus());
    await user.keyboard(' ');
    await waitFor(() => expect(resumo).toBeChecked());
    expect(api.callsTo('PUT /api/notificacoes/preferencias').map((call) => call.body)).toEqual([{ email: { mencao: false } }, { resumo_diario: true }]);
  });

  it('puts a switch back when the save is refused', async () => {
    signedIn({
      ...semNotificacoes,
      'GET /api/notificacoes/preferencias': () => ({ status: 200, data: PADRAO }),
      'PUT /api/notificacoes/preferencias': () => ({ status: 503, data: { code: 'banco_indisponivel', message: 'Banco indisponível.' } }),
    });
    renderApp('/meu-perfil');
    const resolvidas = await within(await secao()).findByRole('switch', { name: 'Ações corretivas resolvidas, para verificar' });
    await userEvent.setup().click(resolvidas);
    await waitFor(() => expect(resolvidas).not.toBeChecked());
    expect(await screen.findByText(/indisponível|tente de novo/i)).toBeInTheDocument();
  });

  it('says that nothing is mailed until the address is confirmed', async () => {
    signedIn({ ...semNotificacoes, 'GET /api/notificacoes/preferencias': () => ({ status: 200, data: PADRAO }) }, { ...demoUser, email_verificado: false });
    renderApp('/meu-perfil');
    expect(await within(await secao()).findByText('Os e-mails só são enviados depois que você confirmar o seu endereço.')).toBeInTheDocument();
  });
});
