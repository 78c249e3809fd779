import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ContentCopy from '@mui/icons-material/ContentCopyOutlined';
import { Trans, useLingui } from '@lingui/react/macro';
import { notify } from '../../ui/toast/notify';

/**
 * A secret the server answers once (an API token, a webhook's signing secret): the warning, the
 * value selected on focus, and a copy button.
 */
export function MostradoUmaVez({ valor, rotulo, aviso }: { valor: string; rotulo: string; aviso: string }) {
  const { t } = useLingui();
  const copiar = async () => {
    try {
      await navigator.clipboard.writeText(valor);
      notify(t`Copiado.`, 'success');
    } catch {
      notify(t`Não foi possível copiar: selecione o texto e copie-o com Ctrl+C.`, 'warning');
    }
  };
  return (
    <>
      <Alert severity="warning" sx={{ mb: 2 }}>
        <Typography variant="body2">{aviso}</Typography>
      </Alert>
      <TextField
        value={valor}
        label={rotulo}
        fullWidth
        autoFocus
        onFocus={(event) => event.target.select()}
        slotProps={{ htmlInput: { readOnly: true, spellCheck: false, sx: { fontFamily: 'monospace' } } }}
      />
      <Button startIcon={<ContentCopy />} sx={{ mt: 1 }} onClick={() => void copiar()}>
        <Trans>Copiar</Trans>
      </Button>
    </>
  );
}
