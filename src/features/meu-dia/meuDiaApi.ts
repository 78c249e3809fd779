import type { MeuDia } from '../../../contract/meuDia';
import { http } from '../../http/client';

/** GET /api/atividades/meu-dia: the signed-in person's activities of the next seven days. */
export const meuDiaApi = {
  ler: () => http.get<MeuDia>('/atividades/meu-dia').then((response) => response.data),
};
