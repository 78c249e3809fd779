import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PreferenciasNotificacao, PreferenciasNotificacaoBody } from '#contract/notificacaoPreferencias';
import { TIPOS_NOTIFICACAO } from '#contract/notificacaoTextos';
import { escolherNoSelect } from '../support/app/escolherNoSelect';
import { demoUser } from '../support/app/fixtures';
import { renderApp } from '../support/app/renderApp';
import { signedIn } from '../support/app/signedIn';

const PADRAO: PreferenciasNotificacao = { app: Object.fromEntries(TIPOS_NOTIFICACAO.map((tipo) => [tipo, true])) as PreferenciasNotificacao['app'], email: { atividade_atribuida: true, mencao: true, acao_atribuida: true, acao_resolvida: false, webhook_desativado: true, atividade_atrasada: true, acao_atrasada: true, atividade_concluida: false }, resumo_diario: false };
const semNotificacoes = { 'GET /api/notificacoes': () => ({ status: 200, data: { items: [], nao_lidas: 0, next_cursor: null } }) };

async function secao() {
  return screen.findByRole('region', { name: 'Notificações' });
}

describe('Meu perfil: notificações', () => {
  it('offers, per kind, the bell, e-mail, both or neither, and saves the one chosen, from the keyboard', async () => {
    let atuais = PADRAO;
    const api = signedIn({
      ...semNotificacoes,
      'GET /api/notificacoes/preferencias': () => ({ status: 200, data: atuais }),
      'PUT /api/notificacoes/preferencias': (call) => {
        const { app, email, resumo_diario } = call.body as PreferenciasNotificacaoBody;
        atuais = { app: { ...atuais.app, ...app }, email: { ...atuais.email, ...email }, resumo_diario: resumo_diario ?? atuais.resumo_diario };
        return { status: 200, data: atuais };
      },
    });
    renderApp('/meu-perfil');
    const aberta = await secao();
    const mencoes = await within(aberta).findByRole('combobox', { name: 'Menções em comentários' });
    expect(mencoes).toHaveTextContent('No app e por e-mail');
    expect(within(aberta).getByRole('combobox', { name: 'Ações corretivas resolvidas, para verificar' })).toHaveTextContent('Só no app');
    // An admin also hears of a webhook turned off.
    expect(within(aberta).getAllByRole('combobox')).toHaveLength(TIPOS_NOTIFICACAO.length);

    const user = userEvent.setup();
    act(() => mencoes.focus());
    await user.keyboard('{Enter}');
    const opcoes = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(opcoes.map((opcao) => opcao.textContent)).toEqual(['No app e por e-mail', 'Só no app', 'Só por e-mail', 'Nenhum']);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(mencoes).toHaveTextContent('Só por e-mail'));
    expect(api.callsTo('PUT /api/notificacoes/preferencias').map((call) => call.body)).toEqual([{ app: { mencao: false }, email: { mencao: true } }]);

    await escolherNoSelect(user, within(aberta).getByRole('combobox', { name: 'Ações corretivas resolvidas, para verificar' }), 'Nenhum');
    expect(api.callsTo('PUT /api/notificacoes/preferencias').map((call) => call.body)[1]).toEqual({ app: { acao_resolvida: false }, email: { acao_resolvida: false } });

    const resumo = within(aberta).getByRole('switch', { name: /^Um só e-mail por dia, às 0?7:00 / });
    expect(resumo).not.toBeChecked();
    act(() => resumo.focus());
    await user.keyboard(' ');
    await waitFor(() => expect(resumo).toBeChecked());
    expect(api.callsTo('PUT /api/notificacoes/preferencias').map((call) => call.body)[2]).toEqual({ resumo_diario: true });
  });

  it('offers a técnico only the kinds that can reach them: no receiver turned off, no conclusion of others', async () => {
    const tecnico = { ...demoUser, empresa: [{ id: 'e-1', nome: 'Construtora Prumo', cnpj: null, papel: 'tecnico' as const }] };
    signedIn({ ...semNotificacoes, 'GET /api/notificacoes/preferencias': () => ({ status: 200, data: PADRAO }) }, tecnico);
    renderApp('/meu-perfil');
    const aberta = await secao();
    await within(aberta).findByRole('combobox', { name: 'Menções em comentários' });
    expect(within(aberta).getAllByRole('combobox')).toHaveLength(TIPOS_NOTIFICACAO.length - 2);
    expect(within(aberta).queryByRole('combobox', { name: 'Atividades concluídas que criei ou em sites que sigo' })).toBeNull();
    expect(within(aberta).queryByRole('combobox', { name: 'Webhooks desativados por falhas' })).toBeNull();
  });

  it('puts a choice back when the save is refused', async () => {
    signedIn({
      ...semNotificacoes,
      'GET /api/notificacoes/preferencias': () => ({ status: 200, data: PADRAO }),
      'PUT /api/notificacoes/preferencias': () => ({ status: 503, data: { code: 'banco_indisponivel', message: 'Banco indisponível.' } }),
    });
    renderApp('/meu-perfil');
    const resolvidas = await within(await secao()).findByRole('combobox', { name: 'Ações corretivas resolvidas, para verificar' });
    await escolherNoSelect(userEvent.setup(), resolvidas, 'No app e por e-mail');
    expect(await screen.findByText(/indisponível|tente de novo/i)).toBeInTheDocument();
    await waitFor(() => expect(resolvidas).toHaveTextContent('Só no app'));
  });

  it('says that nothing is mailed until the address is confirmed', async () => {
    signedIn({ ...semNotificacoes, 'GET /api/notificacoes/preferencias': () => ({ status: 200, data: PADRAO }) }, { ...demoUser, email_verificado: false });
    renderApp('/meu-perfil');
    expect(await within(await secao()).findByText('Os e-mails só são enviados depois que você confirmar o seu endereço.')).toBeInTheDocument();
  });
});
