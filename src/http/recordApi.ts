import type { ListaDe } from '#contract/lista';
import type { ListQuery } from '../ui/load/loadMachine';
import { http } from './client';

/**
 * The calls every company record answers under `/api/<base>`: list, read, create, change (with
 * `versao`), archive, restore and delete (each with the `versao` the screen read).
 */
export function recordApi<Rec, CreateBody, UpdateBody>(base: string) {
  const one = (id: string) => `${base}/${encodeURIComponent(id)}`;
  return {
    list: (query: ListQuery) => http.get<ListaDe<Rec>>(base, { params: query }).then((response) => response.data),
    get: (id: string) => http.get<Rec>(one(id)).then((response) => response.data),
    create: (body: CreateBody) => http.post<Rec>(base, body).then((response) => response.data),
    update: (id: string, body: UpdateBody) => http.patch<Rec>(one(id), body).then((response) => response.data),
    arquivar: (id: string, versao: number) => http.post<Rec>(`${one(id)}/arquivar`, { versao }).then((response) => response.data),
    restaurar: (id: string, versao: number) => http.post<Rec>(`${one(id)}/restaurar`, { versao }).then((response) => response.data),
    excluir: (id: string, versao: number) => http.delete(one(id), { params: { versao } }).then(() => undefined),
  };
}
