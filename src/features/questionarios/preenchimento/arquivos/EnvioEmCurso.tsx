import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ImagemEmEnvio } from './ArquivosContext';

interface EnvioEmCursoProps {
  envio: ImagemEmEnvio;
  /** Said when the server refused it without a reason. */
  semMotivo: string;
  reenviar: (chave: string) => void;
  descartar: (chave: string) => void;
}

/**
 * An image on its way: its progress while it goes, kept on the device while it waits (offline is
 * not a failure), or, refused by the server, why, with a way to send it again.
 */
export function EnvioEmCurso({ envio, semMotivo, reenviar, descartar }: EnvioEmCursoProps) {
  const { t, i18n } = useLingui();
  if (envio.estado === 'conflito') {
    const motivo = envio.recusa ?? semMotivo;
    return (
      <Box role="alert" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography variant="body2" color="error">
          {t`Não enviada (${envio.nome}): ${motivo}`}
        </Typography>
        <Button size="small" onClick={() => reenviar(envio.chave)}>
          <Trans>Tentar novamente</Trans>
        </Button>
        <Button size="small" onClick={() => descartar(envio.chave)}>
          <Trans>Descartar</Trans>
        </Button>
      </Box>
    );
  }
  if (envio.estado === 'nao_enviado') {
    return (
      <Typography variant="caption" color="text.secondary">
        {t`${envio.nome}: guardada neste aparelho, será enviada assim que possível.`}
      </Typography>
    );
  }
  const parte = i18n.number(envio.progresso, { style: 'percent' });
  return (
    <Box sx={{ display: 'grid', gap: 0.5, minWidth: 160 }}>
      <Typography variant="caption" color="text.secondary">
        {t`Enviando ${envio.nome}… ${parte}`}
      </Typography>
      <LinearProgress variant="determinate" value={envio.progresso * 100} aria-label={t`Envio de ${envio.nome}`} />
    </Box>
  );
}
