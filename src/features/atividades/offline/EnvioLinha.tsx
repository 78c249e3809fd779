import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import { BarraAdiada } from '@/ui/muiAdiado';
import type { EnvioNaLista } from './envioNaLista';
import { ESTADOS_DE_ENVIO } from './estadosDeEnvio';
import { tamanhoNoAparelho } from './tamanhoNoAparelho';

/**
 * One write still on the device with its state. Being offline is not a failure: only a refusal by
 * the server is shown as a problem, with its reason and the person's way out.
 */
export function EnvioLinha({ envio }: { envio: EnvioNaLista }) {
  const { t, i18n } = useLingui();
  const estado = i18n._(ESTADOS_DE_ENVIO[envio.estado]);
  if (envio.estado === 'conflito') {
    const acoes =
      envio.tentar && envio.descartar ? (
        <>
          <Button color="inherit" size="small" onClick={envio.tentar}>{t`Tentar de novo`}</Button>
          <Button color="inherit" size="small" onClick={envio.descartar}>{t`Descartar`}</Button>
        </>
      ) : undefined;
    return (
      <Alert component="li" severity="warning" action={acoes} sx={{ overflowWrap: 'anywhere' }}>
        {envio.nome} · {estado}: {envio.noQuestionario ? t`escolha no questionário qual valor fica.` : (envio.erro ?? t`Error occurred`)}
      </Alert>
    );
  }
  const parte = envio.progresso === undefined ? null : i18n.number(envio.progresso, { style: 'percent' });
  return (
    <Box component="li" sx={{ display: 'grid', gap: 0.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
          {envio.nome}
        </Typography>
        {envio.bytes !== undefined && (
          <Typography variant="caption" color="text.secondary">
            {tamanhoNoAparelho(envio.bytes, i18n)}
          </Typography>
        )}
        <Chip size="small" variant="outlined" label={parte === null ? estado : `${estado} · ${parte}`} />
      </Box>
      {envio.erro && (
        <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {envio.erro}
        </Typography>
      )}
      {envio.progresso !== undefined && <BarraAdiada variant="determinate" value={envio.progresso * 100} aria-label={t`Envio de ${envio.nome}`} />}
    </Box>
  );
}
