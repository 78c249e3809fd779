import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import type { AtividadeFiltrosQuery } from '#contract/atividade';
import { usePageCommands } from '@/ui/commands/usePageCommands';

const ExportarAtividadesDialog = lazy(() => import('./ExportarAtividadesDialog').then((module) => ({ default: module.ExportarAtividadesDialog })));

/** "Exportar", on the list and in the palette: the dialog comes with its first use. */
export function ExportarAtividades({ filtros }: { filtros: AtividadeFiltrosQuery }) {
  const { t } = useLingui();
  const [aberto, setAberto] = useState(false);
  usePageCommands([{ id: 'atividades:exportar', group: 'dados', label: t`Exportar atividades (CSV ou XLSX)`, keywords: ['excel', 'planilha', 'respostas'], run: () => setAberto(true) }]);
  return (
    <>
      <Button variant="outlined" startIcon={<FileDownloadOutlined />} onClick={() => setAberto(true)}>
        <Trans>Exportar</Trans>
      </Button>
      {aberto && (
        <Suspense fallback={null}>
          <ExportarAtividadesDialog filtros={filtros} onClose={() => setAberto(false)} />
        </Suspense>
      )}
    </>
  );
}
