import type { AcaoLoteBody, AcaoLoteResposta } from '#contract/acaoLote';
import type { AcaoCorretiva, AcaoCreateBody, AcaoHistoricoItem, AcaoLista, AcaoListaQuery, AcaoTransicaoBody, AcaoUpdateBody } from '#contract/acoes';
import { http } from '../../http/client';

const base = '/acoes';
const one = (id: string) => `${base}/${encodeURIComponent(id)}`;

/** /api/acoes: the list by keyset cursor, one action, its creation, edits (one by one or in bulk), lifecycle and histórico. */
export const acoesApi = {
  // Repeated filters go as `?status=a&status=b`, as the list's schema reads them.
  list: (query: AcaoListaQuery) => http.get<AcaoLista>(base, { params: query, paramsSerializer: { indexes: null } }).then((response) => response.data),
  get: (id: string, signal?: AbortSignal) => http.get<AcaoCorretiva>(one(id), { signal }).then((response) => response.data),
  create: (body: AcaoCreateBody) => http.post<AcaoCorretiva>(base, body).then((response) => response.data),
  update: (id: string, body: AcaoUpdateBody) => http.patch<AcaoCorretiva>(one(id), body).then((response) => response.data),
  lote: (body: AcaoLoteBody) => http.post<AcaoLoteResposta>(`${base}/lote`, body).then((response) => response.data),
  transicao: (id: string, body: AcaoTransicaoBody, signal?: AbortSignal) =>
    http.post<AcaoCorretiva>(`${one(id)}/transicoes`, body, { signal }).then((response) => response.data),
  historico: (id: string, cursor?: string) =>
    http.get<{ items: AcaoHistoricoItem[]; next_cursor: string | null }>(`${one(id)}/historico`, { params: { cursor } }).then((response) => response.data),
};
