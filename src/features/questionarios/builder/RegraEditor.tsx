import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { Trans, useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import { COMBINACOES, QUESTIONARIO_MAX, type Combinacao, type Condicao, type Pergunta, type Regra } from '#contract/questionario';
import { COMBINACAO_NOMES } from './builderNomes';
import { CondicaoEditor } from './CondicaoEditor';
import { novaCondicao } from './condicoes';
import { ProblemasDoCampo } from './ProblemasDoCampo';

interface RegraEditorProps {
  perguntaId: string;
  regra: Regra | null;
  /** The questions before this one, the only ones a rule may look at. */
  anteriores: Pergunta[];
  problemas: string[];
  atualizar: (campos: Partial<Omit<Pergunta, 'id'>>) => void;
}

/**
 * The visibility rule: shown only when all (or any) of the conditions on earlier answers hold.
 * Memoized: its lists of earlier questions need not be rebuilt while the enunciado is typed.
 */
export const RegraEditor = memo(function RegraEditor({ perguntaId, regra, anteriores, problemas, atualizar }: RegraEditorProps) {
  const { t, i18n } = useLingui();
  const ultima = anteriores.at(-1);
  const mudar = (nova: Regra) => atualizar({ regra: nova });
  const trocar = (indice: number, condicao: Condicao) =>
    regra && mudar({ ...regra, condicoes: regra.condicoes.map((atual, posicao) => (posicao === indice ? condicao : atual)) });
  const remover = (indice: number) => {
    if (!regra) return;
    const condicoes = regra.condicoes.filter((_, posicao) => posicao !== indice);
    atualizar({ regra: condicoes.length > 0 ? { ...regra, condicoes } : null });
  };

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box>
        <FormControlLabel
          control={
            <Switch
              checked={regra !== null}
              disabled={regra === null && !ultima}
              onChange={(event) => atualizar({ regra: event.target.checked && ultima ? { combinar: 'todas', condicoes: [novaCondicao(ultima)] } : null })}
            />
          }
          label={t`Mostrar somente quando as respostas anteriores pedirem`}
        />
        {!ultima && regra === null && (
          <FormHelperText>
            <Trans>A primeira pergunta não pode ter regra: uma regra olha só para perguntas anteriores.</Trans>
          </FormHelperText>
        )}
      </Box>
      {regra && (
        <>
          {regra.condicoes.length > 1 && (
            <TextField
              select
              size="small"
              label={t`Mostrar quando`}
              value={regra.combinar}
              onChange={(event) => mudar({ ...regra, combinar: event.target.value as Combinacao })}
              sx={{ maxWidth: 320 }}
            >
              {COMBINACOES.map((combinar) => (
                <MenuItem key={combinar} value={combinar}>
                  {i18n._(COMBINACAO_NOMES[combinar])}
                </MenuItem>
              ))}
            </TextField>
          )}
          {regra.condicoes.map((condicao, indice) => (
            <CondicaoEditor
              // Conditions have no ids: their place is their identity while the rule is edited.
              key={indice}
              condicao={condicao}
              numero={indice + 1}
              anteriores={anteriores}
              onChange={(nova) => trocar(indice, nova)}
              onRemove={() => remover(indice)}
            />
          ))}
          <Box>
            <Button
              startIcon={<Add />}
              disabled={!ultima || regra.condicoes.length >= QUESTIONARIO_MAX.condicoes}
              onClick={() => ultima && mudar({ ...regra, condicoes: [...regra.condicoes, novaCondicao(ultima)] })}
            >
              <Trans>Adicionar condição</Trans>
            </Button>
          </Box>
        </>
      )}
      <ProblemasDoCampo id={`regra-${perguntaId}`} mensagens={problemas} />
    </Box>
  );
});
