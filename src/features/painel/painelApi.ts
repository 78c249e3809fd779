import type { Painel, PainelQuery } from '#contract/painel';
import { http } from '../../http/client';

/** /api/painel: the company's work in a period. */
export const painelApi = {
  ler: (query: PainelQuery) => http.get<Painel>('/painel', { params: query }).then((response) => response.data),
};
