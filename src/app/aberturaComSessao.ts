import { pode } from '#contract/permissoes';
import { pickEmpresa } from '#machines/pickEmpresa';
import { antecipar } from '../http/antecipadas';
import { empresaStore, tokenStore } from '../http/tokenStore';
import { carregarLayout } from './PrivateGate';
import { ROUTES } from './routes';
import { carregarMaquinaDaSessao } from './session/SessionProvider';
import { lastUserStore } from './session/lastUserStore';

/**
 * A private page opened with a token asks, at once and side by side, for everything it will wait
 * for: the check of the session, the session's machine (with the calls it makes), the layout, the live
 * stream's reader and the page's first reads. Left to the code that uses each, they came one
 * after the other — the session's code, its check, the layout, the page's data — each a round
 * trip on a phone's network.
 */
export function abrirComSessao(pathname: string, search: string): void {
  const route = ROUTES.find((candidate) => candidate.path === pathname);
  if (tokenStore.get() === null || route?.access !== 'private') return;
  antecipar('POST', '/auth/check');
  // The layout's own reads, on every page: the company's settings (its sidebar) and the invitations waiting.
  antecipar('GET', '/configuracoes');
  antecipar('GET', '/convites');
  // The person as the app last saw them: the page's reads depend on their papel in the company.
  const user = lastUserStore.get();
  const papel = user ? pickEmpresa(user, empresaStore.get())?.papel : null;
  // The bell's count (notificacoesApi.naoLidas), read by the topbar on every page.
  if (pode(papel, 'notificacoes.ler')) antecipar('GET', '/notificacoes?limite=1');
  if (search === '') route.leituras?.(papel).forEach((caminho) => antecipar('GET', caminho));
  const ignorar = () => undefined;
  void import('xstate').catch(ignorar);
  carregarMaquinaDaSessao().catch(ignorar);
  carregarLayout().catch(ignorar);
  // The reader of the live stream, which the layout opens as it draws (useAtividadesAoVivo.ts).
  void import('../features/atividades/aoVivo/seguirAtividades').catch(ignorar);
}
