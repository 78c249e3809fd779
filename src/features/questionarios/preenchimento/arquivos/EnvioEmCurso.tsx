import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Envio } from './useEnvios';

interface EnvioEmCursoProps {
  envio: Envio;
  reenviar: (envio: Envio) => void;
  descartar: (chave: string) => void;
}

/** An image on its way: its progress, or why it failed with a way to send it again. */
export function EnvioEmCurso({ envio, reenviar, descartar }: EnvioEmCursoProps) {
  const { t, i18n } = useLingui();
  const parte = i18n.number(envio.progresso, { style: 'percent' });
  if (envio.erro) {
    return (
      <Box role="alert" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography variant="body2" color="error">
          {t`Não enviada (${envio.nome}): ${envio.erro}`}
        </Typography>
        <Button size="small" onClick={() => reenviar(envio)}>
          <Trans>Tentar novamente</Trans>
        </Button>
        <Button size="small" onClick={() => descartar(envio.chave)}>
          <Trans>Descartar</Trans>
        </Button>
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 0.5, minWidth: 160 }}>
      <Typography variant="caption" color="text.secondary">
        {t`Enviando ${envio.nome}… ${parte}`}
      </Typography>
      <LinearProgress variant="determinate" value={envio.progresso * 100} aria-label={t`Envio de ${envio.nome}`} />
    </Box>
  );
}
