import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ContentCopy from '@mui/icons-material/ContentCopyOutlined';
import { Trans, useLingui } from '@lingui/react/macro';
import { notify } from '../../ui/toast/notify';

interface Props {
  valor: string;
  rotulo: string;
  aviso: string;
  aoConcluir: () => void;
}

/**
 * A secret the server answers once (an API token, a webhook's signing secret), as its dialog's
 * content: the warning, the value selected on focus, a copy button, and "Concluir".
 */
export function MostradoUmaVez({ valor, rotulo, aviso, aoConcluir }: Props) {
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
      <DialogContent>
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
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={aoConcluir}>
          <Trans>Concluir</Trans>
        </Button>
      </DialogActions>
    </>
  );
}
