import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useState } from 'react';
import { fromPromise } from 'xstate';
import type { SiteImportacaoBody } from '#contract/sitesImportacao';
import { siteImportMachine, type ImportFile } from './siteImportMachine';
import { inspector } from '../../app/inspector';
import { saveBlob } from '../../ui/saveBlob';
import { notify } from '../../ui/toast/notify';
import { ImportReview } from './ImportReview';
import { readSiteFile, templateCsv } from './siteImportFile';
import { sitesApi } from './sitesApi';

const logic = siteImportMachine.provide({
  actors: {
    read: fromPromise<ImportFile, File>(({ input }) => readSiteFile(input)),
    send: fromPromise(({ input }: { input: SiteImportacaoBody }) => sitesApi.importar(input)),
  },
});

/** Sites from a CSV or XLSX file: read in the browser, checked line by line by the server, written all or none. */
export function SiteImportDialog({ onClose, onImported }: { onClose: () => void; onImported: () => void }) {
  const { t } = useLingui();
  const titleId = useId();
  const inputId = useId();
  const actor = useActorRef(logic, { inspect: inspector() });
  const state = useSelector(actor, (snapshot) => snapshot.value);
  const { nome, file, resultado, message } = useSelector(actor, (snapshot) => snapshot.context);
  const [inputKey, setInputKey] = useState(0);

  useEffect(() => {
    if (state !== 'done' || !resultado) return;
    const count = resultado.importadas;
    notify(plural(count, { one: '# site importado.', other: '# sites importados.' }), 'success');
    onImported();
  }, [state]);

  const busy = state === 'reading' || state === 'checking' || state === 'importing';
  const clean = state === 'review' && resultado?.erros.length === 0;

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        <Trans>Importar sites</Trans>
      </DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 2 }}>
        <Typography>
          <Trans>
            Escolha um arquivo CSV ou XLSX. A primeira linha nomeia as colunas (nome é obrigatória; as demais são as do
            modelo). Nada é gravado antes de você confirmar, e só quando todas as linhas estão corretas.
          </Trans>
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Button variant="contained" component="label" htmlFor={inputId} disabled={busy}>
            <Trans>Escolher arquivo</Trans>
          </Button>
          <input
            key={inputKey}
            id={inputId}
            type="file"
            hidden
            accept=".csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            aria-label={t`Arquivo de sites`}
            onChange={(event) => {
              const chosen = event.target.files?.[0];
              if (chosen) actor.send({ type: 'import.file', file: chosen });
              // The same file can be chosen again after it was fixed.
              setInputKey((key) => key + 1);
            }}
          />
          <Button onClick={() => saveBlob(templateCsv(), 'modelo-sites.csv')}>
            <Trans>Baixar modelo CSV</Trans>
          </Button>
          {nome && <Typography color="text.secondary">{nome}</Typography>}
        </Box>
        {busy && (
          <Box role="status">
            <LinearProgress aria-hidden />
            <Typography variant="body2" sx={{ mt: 1 }}>
              {state === 'reading' ? t`Lendo o arquivo…` : state === 'checking' ? t`Conferindo as linhas…` : t`Importando…`}
            </Typography>
          </Box>
        )}
        {state === 'failed' && (
          <Alert severity="error" role="alert">
            {message}
          </Alert>
        )}
        {state === 'review' && file && resultado && <ImportReview file={file} resultado={resultado} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          <Trans>Cancelar</Trans>
        </Button>
        <Button variant="contained" disabled={!clean} onClick={() => actor.send({ type: 'import.confirm' })}>
          {file ? plural(file.linhas.length, { one: 'Importar # site', other: 'Importar # sites' }) : t`Importar`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
