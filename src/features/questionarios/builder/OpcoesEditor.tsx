import Add from '@mui/icons-material/Add';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { QUESTIONARIO_MAX, type Pergunta } from '#contract/questionario';
import type { BuilderEvent } from './questionarioBuilderMachine';
import { ProblemasDoCampo } from './ProblemasDoCampo';

interface OpcoesEditorProps {
  pergunta: Pergunta;
  problemas: string[];
  send: (event: BuilderEvent) => void;
}

/** A choice's options: typed in order, Enter adds the next one; moved and removed with their buttons. */
export function OpcoesEditor({ pergunta, problemas, send }: OpcoesEditorProps) {
  const { t } = useLingui();
  const problemasId = useId();
  // Only an option added here takes the focus: selecting the question again must not.
  const [focarNova, setFocarNova] = useState(false);
  const { opcoes } = pergunta;
  const adicionar = () => {
    setFocarNova(true);
    send({ type: 'builder.opcao.add', pergunta: pergunta.id });
  };

  return (
    <Box component="fieldset" aria-describedby={problemas.length > 0 ? problemasId : undefined} sx={{ border: 0, m: 0, p: 0, minWidth: 0, display: 'grid', gap: 1 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        <Trans>Opções</Trans>
      </Typography>
      {opcoes.map((opcao, indice) => {
        const numero = indice + 1;
        return (
          <Box key={opcao.id} sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}>
            <TextField
              size="small"
              fullWidth
              label={t`Opção ${numero}`}
              value={opcao.rotulo}
              autoFocus={focarNova && indice === opcoes.length - 1}
              error={problemas.length > 0 && opcao.rotulo.trim() === ''}
              slotProps={{ htmlInput: { maxLength: QUESTIONARIO_MAX.opcao_rotulo } }}
              onChange={(event) => send({ type: 'builder.opcao.update', pergunta: pergunta.id, opcao: opcao.id, rotulo: event.target.value })}
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return;
                event.preventDefault();
                adicionar();
              }}
            />
            <IconButton
              size="small"
              aria-label={t`Mover a opção ${numero} para cima`}
              disabled={indice === 0}
              onClick={() => send({ type: 'builder.opcao.move', pergunta: pergunta.id, opcao: opcao.id, passo: -1 })}
            >
              <ArrowUpward fontSize="small" />
            </IconButton>
            <IconButton
              size="small"
              aria-label={t`Mover a opção ${numero} para baixo`}
              disabled={indice === opcoes.length - 1}
              onClick={() => send({ type: 'builder.opcao.move', pergunta: pergunta.id, opcao: opcao.id, passo: 1 })}
            >
              <ArrowDownward fontSize="small" />
            </IconButton>
            <IconButton
              size="small"
              aria-label={t`Remover a opção ${numero}`}
              onClick={() => send({ type: 'builder.opcao.remove', pergunta: pergunta.id, opcao: opcao.id })}
            >
              <DeleteOutlined fontSize="small" />
            </IconButton>
          </Box>
        );
      })}
      <ProblemasDoCampo id={problemasId} mensagens={problemas} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <Button startIcon={<Add />} onClick={adicionar} disabled={opcoes.length >= QUESTIONARIO_MAX.opcoes}>
          <Trans>Adicionar opção</Trans>
        </Button>
        <FormControlLabel
          control={
            <Checkbox
              checked={pergunta.config?.permite_outro ?? false}
              onChange={(event) =>
                send({ type: 'builder.pergunta.update', id: pergunta.id, campos: { config: { ...pergunta.config, permite_outro: event.target.checked } } })
              }
            />
          }
          label={t`Permitir a resposta “Outro”`}
        />
      </Box>
    </Box>
  );
}
