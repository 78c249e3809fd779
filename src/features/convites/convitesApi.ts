import type { User } from '#contract/auth';
import type { ListaDe } from '#contract/lista';
import type { ConviteRecebido } from '#contract/usuarios';
import { http } from '../../http/client';

const one = (id: string) => `/convites/${encodeURIComponent(id)}`;

/** The invitations addressed to the person using the app. */
export const convitesApi = {
  recebidos: () => http.get<ListaDe<ConviteRecebido>>('/convites').then((response) => response.data),
  aceitar: (id: string) => http.post<User>(`${one(id)}/aceitar`).then((response) => response.data),
  recusar: (id: string) => http.post(`${one(id)}/recusar`).then(() => undefined),
};
