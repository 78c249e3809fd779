import type { TokenApi, TokenApiCreateBody, TokenApiCriado, TokenApiLista } from '#contract/tokens';
import { http } from '../../http/client';

/** /api/tokens: the company's API tokens (Configurações → Integrações). */
export const tokensApi = {
  lista: () => http.get<TokenApiLista>('/tokens').then((response) => response.data.items),
  criar: (body: TokenApiCreateBody) => http.post<TokenApiCriado>('/tokens', body).then((response) => response.data),
  revogar: (token: Pick<TokenApi, 'id'>) => http.delete(`/tokens/${token.id}`).then(() => undefined),
};
