import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useLoad } from '@/ui/load/useLoad';
import { questionariosApi } from '../questionariosApi';
import { Carga } from './Carga';
import { VersoesConteudo } from './VersoesConteudo';

/** "Ver versões": every frozen version read-only, and two of them (or one and the open draft) side by side. */
export function VersoesDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useLingui();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const questionario = useLoad(() => questionariosApi.get(id));
  const titulo = questionario.data?.titulo;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" fullScreen={phone} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{titulo ? t`Versões de “${titulo}”` : t`Versões`}</DialogTitle>
      <DialogContent dividers>
        <Carga carga={questionario}>{(dados) => <VersoesConteudo questionario={dados} />}</Carga>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          <Trans>Fechar</Trans>
        </Button>
      </DialogActions>
    </Dialog>
  );
}
