import type { ListaDe } from '#contract/lista';
import type {
  Comparacao,
  Modelo,
  Questionario,
  QuestionarioCreateBody,
  QuestionarioResumo,
  QuestionarioUpdateBody,
  QuestionarioVersao,
} from '#contract/questionario';
import type { ListQuery } from '../../ui/load/loadMachine';
import { http } from '../../http/client';
import { recordApi } from '../../http/recordApi';

const base = '/questionarios';
const one = (id: string) => `${base}/${encodeURIComponent(id)}`;
const registro = recordApi<Questionario, QuestionarioCreateBody, never>(base);

/** /api/questionarios: the library, the draft the builder edits, its versions and templates. */
export const questionariosApi = {
  list: (query: ListQuery) => http.get<ListaDe<QuestionarioResumo>>(base, { params: query }).then((response) => response.data),
  get: registro.get,
  create: registro.create,
  arquivar: registro.arquivar,
  restaurar: registro.restaurar,
  excluir: registro.excluir,
  /** Saves the whole draft (opening one from the latest version when the questionnaire is published). */
  salvar: (id: string, body: QuestionarioUpdateBody) => http.put<Questionario>(one(id), body).then((response) => response.data),
  publicar: (id: string) => http.post<Questionario>(`${one(id)}/publicar`).then((response) => response.data),
  duplicar: (id: string) => http.post<Questionario>(`${one(id)}/duplicar`).then((response) => response.data),
  versao: (id: string, numero: number) => http.get<QuestionarioVersao>(`${one(id)}/versoes/${numero}`).then((response) => response.data),
  comparar: (id: string, de: number, para?: number) =>
    http.get<Comparacao>(`${one(id)}/comparar`, { params: { de, para } }).then((response) => response.data),
  modelos: () => http.get<{ items: Modelo[] }>(`${base}/modelos`).then((response) => response.data.items),
};
