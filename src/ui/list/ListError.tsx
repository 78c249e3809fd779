import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Trans, useLingui } from '@lingui/react/macro';

/** Something that could not load (a list, a record, a version): what the server said, and a way to try again. */
export function ListError({ message, onRetry }: { message: string | null; onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          <Trans>Tentar novamente</Trans>
        </Button>
      }
    >
      {message ?? t`Não foi possível carregar a lista. Verifique a conexão e tente novamente.`}
    </Alert>
  );
}
