import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Comentario } from '#contract/atividadeComentario';
import { ComentarioEditor } from './ComentarioEditor';
import { ComentarioTexto } from './ComentarioTexto';

interface ComentarioItemProps {
  comentario: Comentario;
  fuso: string;
  podeEditar: boolean;
  podeRemover: boolean;
  onEditar: (texto: string) => Promise<boolean>;
  onRemover: () => void;
}

/** One comment: who wrote it and when, its text, and Editar/Remover for whoever may. */
export function ComentarioItem({ comentario, fuso, podeEditar, podeRemover, onEditar, onRemover }: ComentarioItemProps) {
  const { t, i18n } = useLingui();
  const [editando, setEditando] = useState(false);
  const quem = comentario.autor?.nome ?? t`Alguém que saiu da empresa`;
  const quando = i18n.date(comentario.criado_em, { dateStyle: 'short', timeStyle: 'short', timeZone: fuso });

  return (
    <Box component="li" sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', display: 'grid', gap: 0.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {quem}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {comentario.editado_em ? t`${quando} (editado)` : quando}
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        {podeEditar && !editando && (
          <Tooltip title={t`Editar comentário`}>
            <IconButton size="small" aria-label={t`Editar comentário de ${quem}, ${quando}`} onClick={() => setEditando(true)}>
              <EditOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
        {podeRemover && !editando && (
          <Tooltip title={t`Remover comentário`}>
            <IconButton size="small" aria-label={t`Remover comentário de ${quem}, ${quando}`} onClick={onRemover}>
              <DeleteOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </Box>
      {editando ? (
        <ComentarioEditor
          inicial={comentario.texto}
          rotulo={t`Editar comentário`}
          acao={t`Salvar`}
          pedidoDeFoco={1}
          onCancelar={() => setEditando(false)}
          onEnviar={async (texto) => {
            const salvo = await onEditar(texto);
            if (salvo) setEditando(false);
            return salvo;
          }}
        />
      ) : (
        <ComentarioTexto comentario={comentario} />
      )}
    </Box>
  );
}
