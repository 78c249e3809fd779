import type { NotificacaoLista, NotificacoesLidas } from '#contract/notificacoes';
import type { PreferenciasNotificacao, PreferenciasNotificacaoBody } from '#contract/notificacaoPreferencias';
import { http } from '../../http/client';

/** The signed-in person's notifications in the current company. */
export const notificacoesApi = {
  listar: () => http.get<NotificacaoLista>('/notificacoes').then((response) => response.data),
  /** Only the count, for the bell: a page of one. */
  naoLidas: () => http.get<NotificacaoLista>('/notificacoes', { params: { limite: 1 } }).then((response) => response.data.nao_lidas),
  marcarLida: (id: string) => http.post<NotificacoesLidas>(`/notificacoes/${encodeURIComponent(id)}/lida`).then((response) => response.data.nao_lidas),
  marcarTodasLidas: () => http.post<NotificacoesLidas>('/notificacoes/lidas').then((response) => response.data.nao_lidas),
};

/** Where each kind of notification reaches (the bell, e-mail), for the signed-in person in the current company. */
export const preferenciasApi = {
  ler: () => http.get<PreferenciasNotificacao>('/notificacoes/preferencias').then((response) => response.data),
  mudar: (mudancas: PreferenciasNotificacaoBody) => http.put<PreferenciasNotificacao>('/notificacoes/preferencias', mudancas).then((response) => response.data),
};
