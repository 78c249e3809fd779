import type { Site, SiteCreateBody, SiteUpdateBody } from '#contract/sites';
import type { SiteImportacaoBody, SiteImportacaoResultado } from '#contract/sitesImportacao';
import type { ListQuery } from '../../ui/load/loadMachine';
import { http } from '../../http/client';
import { recordApi } from '../../http/recordApi';

export const sitesApi = {
  ...recordApi<Site, SiteCreateBody, SiteUpdateBody>('/sites'),
  /** `confirmar: false` checks every line; `true` writes all of them or none. */
  importar: (body: SiteImportacaoBody) => http.post<SiteImportacaoResultado>('/sites/importar', body).then((response) => response.data),
  /** The CSV of every site the filters select. */
  exportar: (query: ListQuery) =>
    http.get<Blob>('/sites/exportar', { params: query, responseType: 'blob' }).then((response) => response.data),
};
