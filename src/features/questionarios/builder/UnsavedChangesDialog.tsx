import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';

interface UnsavedChangesDialogProps {
  /** False after a stale write (409): saving over someone else's version is not offered. */
  canSave: boolean;
  onSave: () => void;
  onDiscard: () => void;
  onCancel: () => void;
}

/** Closing with unsaved edits: save them, drop them, or keep editing (Esc). */
export function UnsavedChangesDialog({ canSave, onSave, onDiscard, onCancel }: UnsavedChangesDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open onClose={onCancel} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>
        <Trans>Fechar com alterações não salvas?</Trans>
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          {canSave ? (
            <Trans>Há alterações no rascunho que ainda não foram salvas.</Trans>
          ) : (
            <Trans>Outra pessoa salvou este questionário depois que você o abriu; suas alterações não podem ser salvas sobre as dela.</Trans>
          )}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onCancel}>
          <Trans>Continuar editando</Trans>
        </Button>
        <Button color="error" onClick={onDiscard}>
          <Trans>Descartar alterações</Trans>
        </Button>
        {/* Enter on an unread question keeps the work: the focus starts on saving. */}
        {canSave && (
          <Button variant="contained" autoFocus onClick={onSave}>
            <Trans>Salvar e fechar</Trans>
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
