import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { MOTIVO_MAX } from '../../../../contract/atividadeStatus';

interface MotivoDialogProps {
  title: string;
  message: string;
  /** The button that carries the transition out: "Cancelar atividade", "Reabrir". */
  acao: string;
  /** Cancelling cannot be undone: its button is red. */
  destrutiva: boolean;
  onConfirm: (motivo: string) => void;
  onClose: () => void;
}

/** Cancelar and reabrir need a reason (the machine refuses them without one): asked here first. */
export function MotivoDialog({ title, message, acao, destrutiva, onConfirm, onClose }: MotivoDialogProps) {
  const { t } = useLingui();
  const titleId = useId();
  const [motivo, setMotivo] = useState('');
  const [erro, setErro] = useState<string | null>(null);

  const enviar = (event: FormEvent) => {
    event.preventDefault();
    const texto = motivo.trim();
    if (!texto) setErro(t`Informe o motivo.`);
    else if (texto.length > MOTIVO_MAX) setErro(t`O motivo deve ter no máximo ${MOTIVO_MAX} caracteres.`);
    else onConfirm(texto);
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={enviar} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>{message}</DialogContentText>
          <TextField
            autoFocus
            required
            multiline
            minRows={2}
            label={t`Motivo`}
            value={motivo}
            onChange={(event) => {
              setMotivo(event.target.value);
              setErro(null);
            }}
            onKeyDown={(event) => {
              // Enter sends, as in every dialog; Shift+Enter starts a new line.
              if (event.key === 'Enter' && !event.shiftKey) enviar(event);
            }}
            error={erro !== null}
            helperText={erro ?? ' '}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>
            <Trans>Voltar</Trans>
          </Button>
          <Button type="submit" variant="contained" color={destrutiva ? 'error' : 'primary'}>
            {acao}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
