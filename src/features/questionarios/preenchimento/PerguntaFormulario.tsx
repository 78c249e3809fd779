import AddTaskOutlined from '@mui/icons-material/AddTaskOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import type { Pergunta } from '#contract/questionario';
import { respondida, type Resposta } from '#contract/questionarioRegras';
import { RESPOSTA_MAX } from '#contract/questionarioRespostas';
import { VisuallyHidden } from '@/ui/VisuallyHidden';
import { RespostaCampo } from './RespostaCampo';
import { pontosObtidos } from './pontosObtidos';

interface PerguntaFormularioProps {
  pergunta: Pergunta;
  numero: number;
  valor: Resposta | undefined;
  /** The points this answer scored and could have, when it counts (numbers keep the row's memo cheap). */
  obtidos: number | null;
  maximo: number | null;
  falhou: boolean;
  onAnswer: (id: string, valor: Resposta) => void;
  comentario: string | undefined;
  /** Without it there are no comments (the builder's preview). */
  onComment?: (id: string, texto: string) => void;
  somenteLeitura: boolean;
  previa: boolean;
  /** Raises a corrective action from this answer (for those who may); without it, no button. */
  onAcao?: (pergunta: Pergunta) => void;
}

/** One question as the field person sees it; memoized so that an answer redraws only its question. */
export const PerguntaFormulario = memo(function PerguntaFormulario(props: PerguntaFormularioProps) {
  const { pergunta, numero, valor, obtidos, maximo, falhou, onAnswer, comentario, onComment, somenteLeitura, previa, onAcao } = props;
  const { t, i18n } = useLingui();
  const rotuloId = `pergunta-${pergunta.id}`;
  const enunciado = pergunta.enunciado || t`Pergunta sem enunciado`;
  // A failed critical question needs a comment before concluding; one already written stays in sight.
  const comentando = onComment && (falhou || Boolean(comentario));
  return (
    <Box component="li" sx={{ listStyle: 'none', display: 'grid', gap: 0.75, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      <Typography id={rotuloId} variant="body1" sx={{ fontWeight: 600 }}>
        {`${numero}. ${enunciado}`}
        {pergunta.obrigatoria && (
          <Box component="span" sx={{ color: 'error.main' }}>
            {' *'}
            <VisuallyHidden>{t`(obrigatória)`}</VisuallyHidden>
          </Box>
        )}
      </Typography>
      {pergunta.ajuda && (
        <Typography variant="body2" color="text.secondary">
          {pergunta.ajuda}
        </Typography>
      )}
      <RespostaCampo
        pergunta={pergunta}
        rotuloId={rotuloId}
        valor={valor}
        somenteLeitura={somenteLeitura}
        previa={previa}
        onChange={(novo) => onAnswer(pergunta.id, novo)}
      />
      {(maximo !== null || falhou || (onAcao && respondida(valor))) && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          {obtidos !== null && maximo !== null && <Chip size="small" variant="outlined" label={pontosObtidos(i18n, obtidos, maximo)} />}
          {falhou && <Chip size="small" color="error" label={t`Crítica: reprova o questionário`} />}
          {onAcao && respondida(valor) && (
            <Button size="small" startIcon={<AddTaskOutlined />} onClick={() => onAcao(pergunta)} aria-label={t`Abrir ação corretiva sobre: ${enunciado}`}>
              {t`Abrir ação`}
            </Button>
          )}
        </Box>
      )}
      {comentando && (
        <TextField
          size="small"
          multiline
          label={t`Comentário sobre: ${enunciado}`}
          helperText={falhou && !comentario?.trim() ? t`Explique o que foi visto: sem comentário, a atividade não pode ser concluída.` : undefined}
          value={comentario ?? ''}
          disabled={somenteLeitura}
          slotProps={{ htmlInput: { maxLength: RESPOSTA_MAX.comentario } }}
          onChange={(event) => onComment(pergunta.id, event.target.value)}
        />
      )}
    </Box>
  );
});
