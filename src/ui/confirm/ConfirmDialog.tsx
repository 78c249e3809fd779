import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { Trans } from '@lingui/react/macro';

interface ConfirmDialogProps {
  title: string;
  message: string;
  onAccept: () => void;
  onReject: () => void;
  onDismiss: () => void;
}

export function ConfirmDialog({ title, message, onAccept, onReject, onDismiss }: ConfirmDialogProps) {
  return (
    <Dialog open onClose={onDismiss} aria-labelledby="confirm-title" aria-describedby="confirm-message">
      <DialogTitle id="confirm-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="confirm-message">{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onAccept}>
          <Trans>Confirmar</Trans>
        </Button>
        {/* 'Não confirmar' has the focus, so Enter on an unread dialog answers no. */}
        <Button variant="outlined" autoFocus onClick={onReject}>
          <Trans>Não confirmar</Trans>
        </Button>
      </DialogActions>
    </Dialog>
  );
}
