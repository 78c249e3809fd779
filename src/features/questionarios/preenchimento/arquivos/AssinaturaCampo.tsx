import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import type { ArquivosDoPreenchimento } from './ArquivosContext';
import { EnvioEmCurso } from './EnvioEmCurso';
import { ImagemEnviada } from './ImagemEnviada';
import { useEnvios } from './useEnvios';

interface AssinaturaCampoProps {
  perguntaId: string;
  rotuloId: string;
  /** The id of the signature sent, or null. */
  assinatura: string | null;
  arquivos: ArquivosDoPreenchimento;
  disabled: boolean;
  onChange: (assinatura: string) => void;
}

// The drawing library arrives only with a signature question on screen.
const AssinaturaPad = lazy(() => import('./AssinaturaPad').then((modulo) => ({ default: modulo.AssinaturaPad })));

const comoEsta = (assinatura: Blob) => Promise.resolve(assinatura);

/** A signature drawn (or typed) on the screen and sent as an image; signing again replaces it once sent. */
export function AssinaturaCampo({ perguntaId, rotuloId, assinatura, arquivos, disabled, onChange }: AssinaturaCampoProps) {
  const { t } = useLingui();
  const [refazendo, setRefazendo] = useState(false);
  const { envios, enviar, reenviar, descartar } = useEnvios(arquivos, `${arquivos.lugar}:${perguntaId}`, { pergunta: perguntaId, campo: 'assinatura' }, comoEsta, (id) => {
    setRefazendo(false);
    onChange(id);
  });

  if (assinatura && !refazendo) {
    return (
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-end' }}>
        <ImagemEnviada caminho={arquivos.caminho(assinatura)} descricao={t`Assinatura`} largura={240} altura={80} />
        {!disabled && (
          <Button size="small" aria-describedby={rotuloId} onClick={() => setRefazendo(true)}>
            <Trans>Assinar de novo</Trans>
          </Button>
        )}
      </Box>
    );
  }
  if (disabled) {
    return (
      <Typography variant="body2" color="text.secondary">
        <Trans>Sem assinatura.</Trans>
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Suspense fallback={<Skeleton variant="rounded" sx={{ maxWidth: 480, height: 'auto', aspectRatio: '3 / 1' }} />}>
        <AssinaturaPad
          rotuloId={rotuloId}
          enviando={envios.some((envio) => envio.estado !== 'conflito')}
          onConfirmar={(imagem) => void enviar(imagem, 'assinatura.png')}
          onCancelar={assinatura ? () => setRefazendo(false) : undefined}
        />
      </Suspense>
      {envios.map((envio) => (
        <EnvioEmCurso key={envio.chave} envio={envio} semMotivo={t`A assinatura não pôde ser enviada.`} reenviar={reenviar} descartar={descartar} />
      ))}
    </Box>
  );
}
