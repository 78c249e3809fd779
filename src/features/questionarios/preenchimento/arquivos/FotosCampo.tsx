import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import PhotoLibraryOutlined from '@mui/icons-material/PhotoLibraryOutlined';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { QUESTIONARIO_MAX, type Pergunta } from '#contract/questionario';
import type { ArquivosDoPreenchimento } from './ArquivosContext';
import { EnvioEmCurso } from './EnvioEmCurso';
import { ImagemEnviada } from './ImagemEnviada';
import { reduzirImagem } from './reduzirImagem';
import { useEnvios } from './useEnvios';

interface FotosCampoProps {
  pergunta: Pergunta;
  rotuloId: string;
  fotos: readonly string[];
  arquivos: ArquivosDoPreenchimento;
  disabled: boolean;
  onChange: (fotos: string[]) => void;
}

/**
 * Photos taken with the phone's camera or chosen from its gallery (or from files on a computer),
 * each resized in the browser and sent with its progress; the answer lists the ids of those that arrived.
 */
export function FotosCampo({ pergunta, rotuloId, fotos, arquivos, disabled, onChange }: FotosCampoProps) {
  const { t } = useLingui();
  const camera = useRef<HTMLInputElement>(null);
  const galeria = useRef<HTMLInputElement>(null);
  // An upload ends after others may have: each adds to the photos as they are then.
  const atuais = useRef(fotos);
  atuais.current = fotos;
  const { envios, enviar, reenviar, descartar } = useEnvios(arquivos, `${arquivos.lugar}:${pergunta.id}`, { pergunta: pergunta.id, campo: 'foto' }, reduzirImagem, (id) => {
    if (!atuais.current.includes(id)) onChange([...atuais.current, id]);
  });
  const minimo = pergunta.config?.minimo ?? 0;
  const maximo = pergunta.config?.maximo ?? QUESTIONARIO_MAX.fotos;
  const enviadas = fotos.length;
  const cabem = maximo - enviadas - envios.length;

  const escolhidos = (entrada: HTMLInputElement) => {
    for (const arquivo of Array.from(entrada.files ?? []).slice(0, Math.max(0, cabem))) void enviar(arquivo, arquivo.name);
    entrada.value = '';
  };

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {fotos.length > 0 && (
        <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }} aria-labelledby={rotuloId}>
          {fotos.map((id, indice) => {
            const numero = indice + 1;
            return (
              <Box component="li" key={id} sx={{ position: 'relative' }}>
                <ImagemEnviada caminho={arquivos.caminho(id)} descricao={t`Foto ${numero}`} largura={96} altura={96} />
                {!disabled && (
                  <IconButton
                    size="small"
                    aria-label={t`Remover a foto ${numero}`}
                    onClick={() => onChange(fotos.filter((foto) => foto !== id))}
                    sx={{ position: 'absolute', top: 2, right: 2, bgcolor: 'background.paper', '&:hover': { bgcolor: 'background.paper' } }}
                  >
                    <CloseOutlined fontSize="small" />
                  </IconButton>
                )}
              </Box>
            );
          })}
        </Box>
      )}
      {envios.map((envio) => (
        <EnvioEmCurso key={envio.chave} envio={envio} semMotivo={t`A foto não pôde ser enviada.`} reenviar={reenviar} descartar={descartar} />
      ))}
      {!disabled && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Button size="small" variant="outlined" startIcon={<PhotoCameraOutlined />} aria-describedby={rotuloId} disabled={cabem <= 0} onClick={() => camera.current?.click()}>
            <Trans>Tirar foto</Trans>
          </Button>
          {/* capture opens the camera straight away and hides the gallery: a photo taken earlier needs the other input. */}
          <input ref={camera} type="file" accept="image/*" capture="environment" hidden aria-label={t`Foto da câmera`} onChange={(event) => escolhidos(event.target)} />
          <Button size="small" variant="outlined" startIcon={<PhotoLibraryOutlined />} aria-describedby={rotuloId} disabled={cabem <= 0} onClick={() => galeria.current?.click()}>
            <Trans>Escolher da galeria</Trans>
          </Button>
          <input
            ref={galeria}
            type="file"
            accept="image/*"
            multiple={cabem > 1}
            hidden
            aria-label={t`Fotos da galeria`}
            onChange={(event) => escolhidos(event.target)}
          />
          <Typography variant="body2" color="text.secondary">
            {minimo > 0
              ? plural(maximo, { one: `${enviadas} de # foto, no mínimo ${minimo}`, other: `${enviadas} de até # fotos, no mínimo ${minimo}` })
              : plural(maximo, { one: `${enviadas} de # foto`, other: `${enviadas} de até # fotos` })}
          </Typography>
        </Box>
      )}
      {disabled && fotos.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          <Trans>Nenhuma foto.</Trans>
        </Typography>
      )}
    </Box>
  );
}
