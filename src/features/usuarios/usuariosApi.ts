import type { ListaDe } from '#contract/lista';
import type { ListQuery } from '../../ui/load/loadMachine';
import type { Papel } from '#contract/papel';
import type { Convite, ConviteCreateBody, Membro } from '#contract/usuarios';
import { http } from '../../http/client';

const one = (base: string, id: string) => `${base}/${encodeURIComponent(id)}`;

/** /api/usuarios: the current company's members and invitations (admin). */
export const usuariosApi = {
  membros: (query: ListQuery) => http.get<ListaDe<Membro>>('/usuarios', { params: query }).then((response) => response.data),
  membro: (id: string) => http.get<Membro>(one('/usuarios', id)).then((response) => response.data),
  setPapel: (id: string, papel: Papel, versao: number) =>
    http.patch<Membro>(one('/usuarios', id), { papel, versao }).then((response) => response.data),
  remover: (id: string, versao: number) => http.delete(one('/usuarios', id), { params: { versao } }).then(() => undefined),
  convites: () => http.get<ListaDe<Convite>>('/usuarios/convites').then((response) => response.data),
  convidar: (body: ConviteCreateBody) => http.post<Convite>('/usuarios/convites', body).then((response) => response.data),
  reenviar: (id: string, versao: number) =>
    http.post<Convite>(`${one('/usuarios/convites', id)}/reenviar`, { versao }).then((response) => response.data),
  revogar: (id: string, versao: number) => http.delete(one('/usuarios/convites', id), { params: { versao } }).then(() => undefined),
};
