import type {
  Atividade,
  AtividadeCreateBody,
  AtividadeCriada,
  AtividadeFiltrosQuery,
  AtividadeLista,
  AtividadeListaQuery,
  AtividadeUpdateBody,
  HistoricoLista,
  ResponsavelLista,
  ResponsavelListaQuery,
  RespostasBody,
  TransicaoBody,
} from '#contract/atividade';
import type { Arquivo } from '#contract/atividadeArquivo';
import type { Contagem } from '#contract/lista';
import type { AtividadeArquivosQuery, AtividadeExportacaoQuery } from '#contract/atividadeExportacao';
import type { AtividadeLoteBody, AtividadeLoteResposta } from '#contract/atividadeLote';
import { http } from '../../http/client';

const base = '/atividades';
const one = (id: string) => `${base}/${encodeURIComponent(id)}`;

/** /api/atividades: the list by keyset cursor, one activity, its lifecycle, answers and histórico. */
export const atividadesApi = {
  // Repeated filters go as `?status=a&status=b`, as the list's schema reads them.
  list: (query: AtividadeListaQuery) =>
    http.get<AtividadeLista>(base, { params: query, paramsSerializer: { indexes: null } }).then((response) => response.data),
  /** How many activities the list's filters match, asked when the list shows its count. */
  total: (filtros: AtividadeFiltrosQuery) =>
    http.get<Contagem>(`${base}/total`, { params: filtros, paramsSerializer: { indexes: null } }).then((response) => response.data),
  /** The filtered list as a file (CSV or XLSX), with a questionnaire's answers when one is named. */
  exportar: (query: AtividadeExportacaoQuery) =>
    http
      .get<Blob>(`${base}/exportar`, { params: query, paramsSerializer: { indexes: null }, responseType: 'blob' })
      .then((response) => response.data),
  /** The same activities' photos and signatures as a ZIP. */
  exportarArquivos: (query: AtividadeArquivosQuery) =>
    http
      .get<Blob>(`${base}/exportar/arquivos`, { params: query, paramsSerializer: { indexes: null }, responseType: 'blob' })
      .then((response) => response.data),
  /** Who may be assigned an activity (every papel may ask: the list filters by person). */
  responsaveis: (query: ResponsavelListaQuery) =>
    http.get<ResponsavelLista>(`${base}/responsaveis`, { params: query }).then((response) => response.data.items),
  // `signal` gives a write up when it waits too long (src/http/prazo.ts).
  get: (id: string, signal?: AbortSignal) => http.get<Atividade>(one(id), { signal }).then((response) => response.data),
  create: (body: AtividadeCreateBody) => http.post<AtividadeCriada>(base, body).then((response) => response.data),
  update: (id: string, body: AtividadeUpdateBody) => http.patch<Atividade>(one(id), body).then((response) => response.data),
  /** One change to several activities; the answer says, for each, what was done or why not. */
  lote: (body: AtividadeLoteBody) => http.post<AtividadeLoteResposta>(`${base}/lote`, body).then((response) => response.data),
  transicao: (id: string, body: TransicaoBody, signal?: AbortSignal) =>
    http.post<Atividade>(`${one(id)}/transicoes`, body, { signal }).then((response) => response.data),
  respostas: (id: string, body: RespostasBody, signal?: AbortSignal) =>
    http.put<Atividade>(`${one(id)}/respostas`, body, { signal }).then((response) => response.data),
  /** Sends a photo or a signature; `progresso` hears the share sent, from 0 to 1. */
  enviarArquivo: (id: string, arquivo: Blob, nome: string, progresso: (parte: number) => void, signal?: AbortSignal) => {
    const form = new FormData();
    form.append('arquivo', arquivo, nome);
    return http
      .post<Arquivo>(`${one(id)}/arquivos`, form, { onUploadProgress: (evento) => progresso(evento.progress ?? 0), signal })
      .then((response) => response.data);
  },
  /** The API path of a file of the activity, for useImagemDaApi. */
  caminhoDoArquivo: (id: string, arquivoId: string) => `${one(id)}/arquivos/${encodeURIComponent(arquivoId)}`,
  historico: (id: string, cursor?: string) =>
    http.get<HistoricoLista>(`${one(id)}/historico`, { params: { cursor } }).then((response) => response.data),
};
