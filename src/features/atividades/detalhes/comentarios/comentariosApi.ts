import type { Comentario, ComentarioLista } from '#contract/atividadeComentario';
import { http } from '@/http/client';

const base = (atividadeId: string) => `/atividades/${encodeURIComponent(atividadeId)}/comentarios`;
const um = (atividadeId: string, id: string) => `${base(atividadeId)}/${encodeURIComponent(id)}`;

/** /api/atividades/:id/comentarios: the conversation about an activity, the latest first. */
export const comentariosApi = {
  listar: (atividadeId: string, cursor?: string) =>
    http.get<ComentarioLista>(base(atividadeId), { params: cursor ? { cursor } : {} }).then((response) => response.data),
  criar: (atividadeId: string, texto: string, signal?: AbortSignal) =>
    http.post<Comentario>(base(atividadeId), { texto }, { signal }).then((response) => response.data),
  editar: (atividadeId: string, id: string, texto: string) => http.patch<Comentario>(um(atividadeId, id), { texto }).then((response) => response.data),
  remover: (atividadeId: string, id: string) => http.delete(um(atividadeId, id)).then(() => undefined),
};
