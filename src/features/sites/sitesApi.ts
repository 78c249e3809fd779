import type { Contagem } from '#contract/lista';
import type { Site, SiteCreateBody, SiteDetalhe, SiteUpdateBody } from '#contract/sites';
import type { SiteImportacaoBody, SiteImportacaoResultado } from '#contract/sitesImportacao';
import type { ListQuery } from '../../ui/load/loadMachine';
import { http } from '../../http/client';
import { recordApi } from '../../http/recordApi';

export const sitesApi = {
  ...recordApi<Site, SiteCreateBody, SiteUpdateBody>('/sites'),
  /** The site as its page reads it: with whether the signed-in person follows it. */
  get: (id: string) => http.get<SiteDetalhe>(`/sites/${encodeURIComponent(id)}`).then((response) => response.data),
  /** Follows the site (`true`) or stops following it: its concluded activities are then told, or no longer. */
  seguir: (id: string, seguir: boolean) => {
    const url = `/sites/${encodeURIComponent(id)}/seguir`;
    return (seguir ? http.put(url) : http.delete(url)).then(() => undefined);
  },
  /** `confirmar: false` checks every line; `true` writes all of them or none. */
  importar: (body: SiteImportacaoBody) => http.post<SiteImportacaoResultado>('/sites/importar', body).then((response) => response.data),
  /** How many sites the list's filters match, asked when the list shows its count; its order does not count. */
  total: ({ ordem: _ordem, ...filtros }: ListQuery) =>
    http.get<Contagem>('/sites/total', { params: filtros }).then((response) => response.data),
  /** The CSV of every site the filters select. */
  exportar: (query: ListQuery) =>
    http.get<Blob>('/sites/exportar', { params: query, responseType: 'blob' }).then((response) => response.data),
};
