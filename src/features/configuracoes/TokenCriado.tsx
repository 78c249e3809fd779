import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ContentCopy from '@mui/icons-material/ContentCopyOutlined';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TokenApiCriado } from '#contract/tokens';
import { notify } from '../../ui/toast/notify';

/** The new token, the only time it is shown: selected on focus, with a copy button and the warning. */
export function TokenCriado({ criado }: { criado: TokenApiCriado }) {
  const { t } = useLingui();
  const nome = criado.nome;
  const copiar = async () => {
    try {
      await navigator.clipboard.writeText(criado.token);
      notify(t`Token copiado.`, 'success');
    } catch {
      notify(t`Não foi possível copiar: selecione o token e copie-o com Ctrl+C.`, 'warning');
    }
  };
  return (
    <>
      <Alert severity="warning" sx={{ mb: 2 }}>
        <Typography variant="body2">
          <Trans>Copie o token agora e guarde-o em lugar seguro: ele não será mostrado de novo. Se perdê-lo, revogue-o e crie outro.</Trans>
        </Typography>
      </Alert>
      <TextField
        value={criado.token}
        label={t`Token de ${nome}`}
        fullWidth
        autoFocus
        onFocus={(event) => event.target.select()}
        slotProps={{ htmlInput: { readOnly: true, spellCheck: false, sx: { fontFamily: 'monospace' } } }}
      />
      <Button startIcon={<ContentCopy />} sx={{ mt: 1 }} onClick={() => void copiar()}>
        <Trans>Copiar token</Trans>
      </Button>
    </>
  );
}
