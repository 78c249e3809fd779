import type { Relatorio, RelatorioLink, RelatorioLinkBody, RelatorioLinkCriado, RelatorioLinkLista } from '#contract/relatorio';
import { http } from '@/http/client';
import { API_BASE } from '@/http/sessionHeaders';

const daAtividade = (id: string) => `/atividades/${encodeURIComponent(id)}/relatorio`;
const doLink = (token: string) => `/relatorios/${encodeURIComponent(token)}`;

/** The report of a concluded activity: for members with the session, and for the client by a link's token. */
export const relatorioApi = {
  get: (id: string) => http.get<Relatorio>(daAtividade(id)).then((response) => response.data),
  pdf: (id: string) => http.get<Blob>(`${daAtividade(id)}/pdf`, { responseType: 'blob' }).then((response) => response.data),
  links: (id: string) => http.get<RelatorioLinkLista>(`${daAtividade(id)}/links`).then((response) => response.data.items),
  criarLink: (id: string, body: RelatorioLinkBody) => http.post<RelatorioLinkCriado>(`${daAtividade(id)}/links`, body).then((response) => response.data),
  revogarLink: (id: string, link: Pick<RelatorioLink, 'id'>) => http.delete(`${daAtividade(id)}/links/${encodeURIComponent(link.id)}`).then(() => undefined),
  /** The API path of the company's logo, for useImagemDaApi. */
  caminhoDoLogo: () => '/configuracoes/logo',

  publico: (token: string) => http.get<Relatorio>(doLink(token)).then((response) => response.data),
  /** Addresses an <img> or a link opens as they are: a token needs no session. */
  enderecoPublico: {
    pdf: (token: string) => `${API_BASE}${doLink(token)}/pdf`,
    logo: (token: string) => `${API_BASE}${doLink(token)}/logo`,
    arquivo: (token: string, arquivoId: string) => `${API_BASE}${doLink(token)}/arquivos/${encodeURIComponent(arquivoId)}`,
  },
};
