import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { MOTIVO_MAX } from '#contract/atividadeStatus';

export interface CampoDoTexto {
  rotulo: string;
  /** Said when the field is left empty. */
  vazio: string;
  maximo: number;
  /** Said when the text is longer than `maximo`. */
  longo: string;
}

interface MotivoDialogProps {
  title: string;
  message: string;
  /** The button that carries the transition out: "Cancelar atividade", "Reabrir". */
  acao: string;
  /** Cancelling cannot be undone: its button is red. */
  destrutiva: boolean;
  /** The text asked, when it is not a reason (what was done to resolve a corrective action). */
  campo?: CampoDoTexto;
  onConfirm: (motivo: string) => void;
  onClose: () => void;
}

/**
 * Cancelar and reabrir need a reason (the machine refuses them without one): asked here first.
 * Another required text (a corrective action's resolution) is asked the same way.
 */
export function MotivoDialog({ title, message, acao, destrutiva, campo: pedido, onConfirm, onClose }: MotivoDialogProps) {
  const { t } = useLingui();
  const campo = pedido ?? { rotulo: t`Motivo`, vazio: t`Informe o motivo.`, maximo: MOTIVO_MAX, longo: t`O motivo deve ter no máximo ${MOTIVO_MAX} caracteres.` };
  const titleId = useId();
  const [motivo, setMotivo] = useState('');
  const [erro, setErro] = useState<string | null>(null);

  const enviar = (event: FormEvent) => {
    event.preventDefault();
    const texto = motivo.trim();
    if (!texto) setErro(campo.vazio);
    else if (texto.length > campo.maximo) setErro(campo.longo);
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
            label={campo.rotulo}
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
