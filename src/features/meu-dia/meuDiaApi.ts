import type { PacoteDoDia } from '#contract/meuDia';
import { http } from '../../http/client';

/** GET /api/atividades/meu-dia/pacote: the signed-in person's activities of the next seven days, with what each needs offline. */
export const meuDiaApi = {
  pacote: () => http.get<PacoteDoDia>('/atividades/meu-dia/pacote').then((response) => response.data),
};
