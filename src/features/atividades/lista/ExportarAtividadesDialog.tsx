import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { AtividadeFiltrosQuery } from '#contract/atividade';
import type { FormatoDeExportacao } from '#contract/atividadeExportacao';
import { saveBlob } from '@/ui/saveBlob';
import { notifyWhile } from '@/ui/toast/notify';
import { QuestionarioPadraoField } from '../../tipos-servicos/QuestionarioPadraoField';
import { atividadesApi } from '../atividadesApi';

interface ExportarAtividadesDialogProps {
  /** The list's filters: the file holds every activity they select, not only the rows loaded. */
  filtros: AtividadeFiltrosQuery;
  onClose: () => void;
}

/**
 * The filtered activities as a CSV or XLSX file, with one questionnaire's answers as columns when
 * one is chosen; or their photos and signatures as a ZIP, named by the ids those columns cite.
 */
export function ExportarAtividadesDialog({ filtros, onClose }: ExportarAtividadesDialogProps) {
  const { t } = useLingui();
  const titulo = useId();
  const [formato, setFormato] = useState<FormatoDeExportacao | 'zip'>('csv');
  // A list filtered by a questionnaire exports that one's activities, and so its answers.
  const doFiltro = filtros.questionario_id;
  const [questionario, setQuestionario] = useState(doFiltro ?? '');

  const exportar = () => {
    const query = { ...filtros, ...(questionario && { questionario_id: questionario }) };
    const arquivo = formato === 'zip' ? 'atividades-arquivos.zip' : `atividades.${formato}`;
    const pedido = formato === 'zip' ? atividadesApi.exportarArquivos(query) : atividadesApi.exportar({ ...query, formato });
    void notifyWhile(
      pedido.then((blob) => saveBlob(blob, arquivo)),
      { success: t`Exportação pronta: ${arquivo}`, error: t`Não foi possível exportar as atividades.` },
    ).catch(() => undefined);
    onClose();
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titulo} fullWidth maxWidth="sm">
      <DialogTitle id={titulo}>
        <Trans>Exportar atividades</Trans>
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2.5}>
          <DialogContentText>
            <Trans>O arquivo traz todas as atividades que os filtros da lista selecionam, não só as carregadas na tela.</Trans>
          </DialogContentText>
          <FormControl>
            <FormLabel id={`${titulo}-formato`}>
              <Trans>Formato</Trans>
            </FormLabel>
            <RadioGroup row aria-labelledby={`${titulo}-formato`} value={formato} onChange={(_, valor) => setFormato(valor as FormatoDeExportacao | 'zip')}>
              <FormControlLabel value="csv" control={<Radio />} label={t`CSV (separado por ponto e vírgula)`} />
              <FormControlLabel value="xlsx" control={<Radio />} label={t`Planilha do Excel (XLSX)`} />
              <FormControlLabel value="zip" control={<Radio />} label={t`Fotos e assinaturas (ZIP)`} />
            </RadioGroup>
          </FormControl>
          <QuestionarioPadraoField
            value={questionario}
            stored={null}
            onChange={setQuestionario}
            readOnly={doFiltro !== undefined}
            label={t`Respostas do questionário`}
            helperText={
              doFiltro !== undefined
                ? t`O da lista, que está filtrada por ele.`
                : formato === 'zip'
                ? t`Escolha um questionário para trazer só as fotos e assinaturas das atividades dele.`
                : t`Escolha um questionário para trazer uma coluna por pergunta; então só as atividades dele entram no arquivo.`
            }
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          <Trans>Cancelar</Trans>
        </Button>
        <Button variant="contained" onClick={exportar}>
          <Trans>Exportar</Trans>
        </Button>
      </DialogActions>
    </Dialog>
  );
}
