import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

interface StaleAlertProps {
  /** Why nothing was saved (someone else changed the record since it was read). */
  children: ReactNode;
  onReload: () => void;
  sx?: SxProps<Theme>;
}

/** A save refused over a stale `versao`: the reason, and a way to read the record again. */
export function StaleAlert({ children, onReload, sx }: StaleAlertProps) {
  return (
    <Alert
      severity="warning"
      role="alert"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={onReload}>
          <Trans>Recarregar</Trans>
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
