import AddAPhotoOutlined from '@mui/icons-material/AddAPhotoOutlined';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type FormEvent } from 'react';
import { EVIDENCIA_MAX } from '#contract/acaoStatus';
import { failureMessage } from '#machines/callFailure';
import { atividadesApi } from '../../atividades/atividadesApi';
import { ImagemEnviada } from '../../questionarios/preenchimento/arquivos/ImagemEnviada';
import { reduzirImagem } from '../../questionarios/preenchimento/arquivos/reduzirImagem';

interface VerificarDialogProps {
  codigo: string;
  /**
   * The visit's activity, through which the photos are sent (the server takes as evidence only
   * photos sent through an activity at the action's site); null when this person cannot send
   * photos to it, and then only the comment is asked.
   */
  atividadeId: string | null;
  onConfirm: (evidencia: { comentario?: string; fotos?: string[] }) => void;
  onClose: () => void;
}

/**
 * Verifying a fix on the next visit: what the técnico saw (optional) and photos of it, each
 * resized in the browser and sent at once through the visit's activity, as the answers' photos are.
 * Sending needs the connection: the verification itself does too.
 */
export function VerificarDialog({ codigo, atividadeId, onConfirm, onClose }: VerificarDialogProps) {
  const { t } = useLingui();
  const tituloId = useId();
  const entrada = useRef<HTMLInputElement>(null);
  const [comentario, setComentario] = useState('');
  const [fotos, setFotos] = useState<string[]>([]);
  const [enviando, setEnviando] = useState<number | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const maximo = EVIDENCIA_MAX.comentario;
  const longo = comentario.trim().length > maximo;

  const escolhidas = async (arquivos: File[]) => {
    if (!atividadeId) return;
    setErro(null);
    const cabem = arquivos.slice(0, Math.max(0, EVIDENCIA_MAX.fotos - fotos.length));
    for (const arquivo of cabem) {
      setEnviando(0);
      try {
        const enviado = await atividadesApi.enviarArquivo(atividadeId, await reduzirImagem(arquivo), arquivo.name, setEnviando);
        setFotos((atuais) => [...atuais, enviado.id]);
      } catch (error) {
        setErro(failureMessage(error));
        break;
      } finally {
        setEnviando(null);
      }
    }
  };

  const enviar = (event: FormEvent) => {
    event.preventDefault();
    if (longo || enviando !== null) return;
    const texto = comentario.trim();
    onConfirm({ ...(texto ? { comentario: texto } : {}), ...(fotos.length ? { fotos } : {}) });
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={tituloId} fullWidth maxWidth="sm">
      <form onSubmit={enviar} noValidate>
        <DialogTitle id={tituloId}>{t`Verificar ${codigo}?`}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>
            <Trans>Confira no local que a correção foi feita e registre o que viu. A ação verificada fica encerrada.</Trans>
          </DialogContentText>
          <TextField
            autoFocus
            multiline
            minRows={2}
            label={t`O que você viu`}
            value={comentario}
            onChange={(event) => setComentario(event.target.value)}
            onKeyDown={(event) => {
              // Enter sends, as in every dialog; Shift+Enter starts a new line.
              if (event.key === 'Enter' && !event.shiftKey) enviar(event);
            }}
            error={longo}
            helperText={longo ? t`O comentário deve ter no máximo ${maximo} caracteres.` : ' '}
          />
          {atividadeId && (
            <Box sx={{ display: 'grid', gap: 1 }}>
              {fotos.length > 0 && (
                <Box component="ul" aria-label={t`Fotos enviadas`} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}>
                  {fotos.map((id, indice) => {
                    const numero = indice + 1;
                    return (
                      <Box component="li" key={id} sx={{ position: 'relative' }}>
                        <ImagemEnviada caminho={atividadesApi.caminhoDoArquivo(atividadeId, id)} descricao={t`Foto ${numero}`} largura={96} altura={96} />
                        <IconButton
                          size="small"
                          aria-label={t`Remover a foto ${numero}`}
                          onClick={() => setFotos((atuais) => atuais.filter((foto) => foto !== id))}
                          sx={{ position: 'absolute', top: 2, right: 2, bgcolor: 'background.paper', '&:hover': { bgcolor: 'background.paper' } }}
                        >
                          <CloseOutlined fontSize="small" />
                        </IconButton>
                      </Box>
                    );
                  })}
                </Box>
              )}
              {enviando !== null && <LinearProgress variant="determinate" value={enviando * 100} aria-label={t`Enviando a foto`} />}
              <Box>
                <Button
                  variant="outlined"
                  startIcon={<AddAPhotoOutlined />}
                  disabled={enviando !== null || fotos.length >= EVIDENCIA_MAX.fotos}
                  onClick={() => entrada.current?.click()}
                >
                  <Trans>Adicionar foto</Trans>
                </Button>
                {/* On a phone the picker offers the camera and the gallery. */}
                <input
                  ref={entrada}
                  type="file"
                  accept="image/*"
                  multiple
                  hidden
                  aria-label={t`Fotos da verificação`}
                  onChange={(event) => {
                    const arquivos = Array.from(event.target.files ?? []);
                    event.target.value = '';
                    void escolhidas(arquivos);
                  }}
                />
              </Box>
            </Box>
          )}
          {erro && (
            <Alert severity="error" role="alert" onClose={() => setErro(null)}>
              {erro}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>
            <Trans>Voltar</Trans>
          </Button>
          <Button type="submit" variant="contained" disabled={enviando !== null}>
            <Trans>Verificar</Trans>
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
