import AddAPhotoOutlined from '@mui/icons-material/AddAPhotoOutlined';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
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
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type FormEvent } from 'react';
import { EVIDENCIA_MAX } from '#contract/acaoStatus';
import { EVENTO_NOMES } from '../acaoNomes';
import { PERGUNTAS } from '../detalhes/perguntas';
import { ImagemDoAparelho } from '../../questionarios/preenchimento/arquivos/ImagemDoAparelho';
import { reduzirImagem } from '../../questionarios/preenchimento/arquivos/reduzirImagem';

/** A photo of the evidence, resized and waiting to be kept on the device with the verification. */
export interface FotoDaEvidencia {
  nome: string;
  arquivo: Blob;
}

/** What the evidence is of: the fix made by the responsável, or the fix checked by the next visit. */
type Evidencia = 'resolver' | 'verificar';

const TEXTOS: Record<Evidencia, { mensagem: MessageDescriptor; campo: MessageDescriptor; fotos: MessageDescriptor; obrigatorio: boolean }> = {
  resolver: {
    mensagem: msg`Descreva o que foi feito e fotografe a correção. A ação fica resolvida até alguém conferir a correção.`,
    campo: msg`O que foi feito`,
    fotos: msg`Fotos da correção`,
    obrigatorio: true,
  },
  verificar: {
    mensagem: msg`Confira no local que a correção foi feita e registre o que viu. A ação verificada fica encerrada.`,
    campo: msg`O que você viu`,
    fotos: msg`Fotos da verificação`,
    obrigatorio: false,
  },
};

interface EvidenciaDialogProps {
  evento: Evidencia;
  codigo: string;
  /**
   * Whether this person can send photos through the visit's activity (the server takes as evidence
   * only photos sent through an activity at the action's site); without, only the comment is asked.
   */
  comFotos: boolean;
  onConfirm: (evidencia: { comentario?: string; fotos: FotoDaEvidencia[] }) => void;
  onClose: () => void;
}

/**
 * Resolving an action at a visit to its site (what was done, required) or verifying an earlier
 * visit's fix (what was seen, optional), with photos, each resized in the browser as the answers'
 * photos are. Nothing is sent from here: once confirmed, the transition and its photos are kept
 * on the device and sent in order with the visit's other writes, with or without the connection
 * now (docs/outbox.md).
 */
export function EvidenciaDialog({ evento, codigo, comFotos, onConfirm, onClose }: EvidenciaDialogProps) {
  const { t, i18n } = useLingui();
  const textos = TEXTOS[evento];
  const tituloId = useId();
  const entrada = useRef<HTMLInputElement>(null);
  const [comentario, setComentario] = useState('');
  const [fotos, setFotos] = useState<FotoDaEvidencia[]>([]);
  const [preparando, setPreparando] = useState(false);
  const maximo = EVIDENCIA_MAX.comentario;
  const longo = comentario.trim().length > maximo;
  const [faltando, setFaltando] = useState(false);
  const vazio = textos.obrigatorio && faltando && !comentario.trim();

  const escolhidas = async (arquivos: File[]) => {
    const cabem = arquivos.slice(0, Math.max(0, EVIDENCIA_MAX.fotos - fotos.length));
    setPreparando(true);
    try {
      for (const arquivo of cabem) {
        const reduzida = await reduzirImagem(arquivo);
        setFotos((atuais) => (atuais.length < EVIDENCIA_MAX.fotos ? [...atuais, { nome: arquivo.name, arquivo: reduzida }] : atuais));
      }
    } finally {
      setPreparando(false);
    }
  };

  const enviar = (event: FormEvent) => {
    event.preventDefault();
    if (longo || preparando) return;
    const texto = comentario.trim();
    if (textos.obrigatorio && !texto) {
      setFaltando(true);
      return;
    }
    onConfirm({ ...(texto ? { comentario: texto } : {}), fotos });
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={tituloId} fullWidth maxWidth="sm">
      <form onSubmit={enviar} noValidate>
        <DialogTitle id={tituloId}>{i18n._(PERGUNTAS[evento]!.titulo(codigo))}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>{i18n._(textos.mensagem)}</DialogContentText>
          <TextField
            autoFocus
            multiline
            minRows={2}
            label={i18n._(textos.campo)}
            required={textos.obrigatorio}
            value={comentario}
            onChange={(event) => setComentario(event.target.value)}
            onKeyDown={(event) => {
              // Enter sends, as in every dialog; Shift+Enter starts a new line.
              if (event.key === 'Enter' && !event.shiftKey) enviar(event);
            }}
            error={longo || vazio}
            helperText={longo ? t`O comentário deve ter no máximo ${maximo} caracteres.` : vazio ? t`Descreva o que foi feito para resolver.` : ' '}
          />
          {comFotos && (
            <Box sx={{ display: 'grid', gap: 1 }}>
              {fotos.length > 0 && (
                <Box component="ul" aria-label={t`Fotos escolhidas`} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}>
                  {fotos.map((foto, indice) => {
                    const numero = indice + 1;
                    return (
                      <Box component="li" key={indice} sx={{ position: 'relative' }}>
                        <ImagemDoAparelho arquivo={foto.arquivo} descricao={t`Foto ${numero}`} largura={96} altura={96} />
                        <IconButton
                          size="small"
                          aria-label={t`Remover a foto ${numero}`}
                          onClick={() => setFotos((atuais) => atuais.filter((outra) => outra !== foto))}
                          sx={{ position: 'absolute', top: 2, right: 2, bgcolor: 'background.paper', '&:hover': { bgcolor: 'background.paper' } }}
                        >
                          <CloseOutlined fontSize="small" />
                        </IconButton>
                      </Box>
                    );
                  })}
                </Box>
              )}
              {preparando && <LinearProgress aria-label={t`Preparando a foto`} />}
              <Box>
                <Button
                  variant="outlined"
                  startIcon={<AddAPhotoOutlined />}
                  disabled={preparando || fotos.length >= EVIDENCIA_MAX.fotos}
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
                  aria-label={i18n._(textos.fotos)}
                  onChange={(event) => {
                    const arquivos = Array.from(event.target.files ?? []);
                    event.target.value = '';
                    void escolhidas(arquivos);
                  }}
                />
              </Box>
            </Box>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>
            <Trans>Voltar</Trans>
          </Button>
          <Button type="submit" variant="contained" disabled={preparando}>
            {i18n._(EVENTO_NOMES[evento])}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
