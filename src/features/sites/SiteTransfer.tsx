import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Button from '@mui/material/Button';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import type { ListQuery } from '../../ui/load/loadMachine';
import { exportarSites } from './exportarSites';

const SiteImportDialog = lazy(() => import('./SiteImportDialog').then((module) => ({ default: module.SiteImportDialog })));

interface SiteTransferProps {
  /** The list's address: the export takes its search, filters and order. */
  query: ListQuery;
  canImport: boolean;
  onImported: () => void;
}

/** Export the filtered sites as CSV; import sites from a CSV or XLSX file (for those who may create them). */
export function SiteTransfer({ query, canImport, onImported }: SiteTransferProps) {
  const { i18n } = useLingui();
  const [importing, setImporting] = useState(false);
  const exportar = () => exportarSites(query, i18n);

  return (
    <>
      <Button variant="outlined" startIcon={<FileDownloadOutlined />} onClick={exportar}>
        <Trans>Exportar CSV</Trans>
      </Button>
      {canImport && (
        <Button variant="outlined" startIcon={<UploadFileOutlined />} onClick={() => setImporting(true)}>
          <Trans>Importar</Trans>
        </Button>
      )}
      {importing && (
        <Suspense fallback={null}>
          <SiteImportDialog
            onClose={() => setImporting(false)}
            onImported={() => {
              setImporting(false);
              onImported();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
