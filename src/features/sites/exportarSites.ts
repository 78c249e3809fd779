import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import type { ListQuery } from '../../ui/load/loadMachine';
import { apiQuery } from '../../ui/list/situacao';
import { saveBlob } from '../../ui/saveBlob';
import { notifyWhile } from '../../ui/toast/notify';
import { sitesApi } from './sitesApi';

/** Saves the sites a list's address selects (all of them, not only the rows loaded) as sites.csv, saying how it went. */
export function exportarSites(query: ListQuery, i18n: I18n): Promise<void> {
  return notifyWhile(
    sitesApi.exportar(apiQuery(query)).then((blob) => saveBlob(blob, 'sites.csv')),
    { success: i18n._(msg`Exportação pronta: sites.csv`), error: i18n._(msg`Não foi possível exportar os sites.`) },
  ).catch(() => undefined);
}
