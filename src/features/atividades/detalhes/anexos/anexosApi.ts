import type { Anexo, AnexoLista } from '#contract/atividadeAnexo';
import { http } from '@/http/client';

const base = (atividadeId: string) => `/atividades/${encodeURIComponent(atividadeId)}/anexos`;
const um = (atividadeId: string, id: string) => `${base(atividadeId)}/${encodeURIComponent(id)}`;

/** /api/atividades/:id/anexos: files attached to an activity, the latest first. */
export const anexosApi = {
  listar: (atividadeId: string, cursor?: string) =>
    http.get<AnexoLista>(base(atividadeId), { params: cursor ? { cursor } : {} }).then((response) => response.data),
  /** Sends one file; `progresso` hears the share sent, from 0 to 1. */
  enviar: (atividadeId: string, arquivo: File, progresso: (parte: number) => void) => {
    const form = new FormData();
    form.append('arquivo', arquivo, arquivo.name);
    return http
      .post<Anexo>(base(atividadeId), form, { onUploadProgress: (evento) => progresso(evento.progress ?? 0) })
      .then((response) => response.data);
  },
  /** The file's bytes, fetched with the session (a plain link would not carry it). */
  baixar: (atividadeId: string, id: string) => http.get<Blob>(um(atividadeId, id), { responseType: 'blob' }).then((response) => response.data),
  remover: (atividadeId: string, id: string) => http.delete(um(atividadeId, id)).then(() => undefined),
};
