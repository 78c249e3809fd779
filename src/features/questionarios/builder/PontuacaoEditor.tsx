import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useLingui } from '@lingui/react/macro';
import { QUESTIONARIO_MAX, type Pergunta } from '#contract/questionario';
import { chavesDePontos } from '#contract/questionarioRegras';
import { AcaoResponsavelEditor } from './AcaoResponsavelEditor';
import { SIM_NAO_NOMES } from './builderNomes';
import { numeroOuNulo } from './campos';
import { ProblemasDoCampo } from './ProblemasDoCampo';

interface PontuacaoEditorProps {
  pergunta: Pergunta;
  problemas: string[];
  /** Those of who gets the corrective action (a person and a papel both named). */
  problemasDoResponsavel: string[];
  atualizar: (campos: Partial<Omit<Pergunta, 'id'>>) => void;
}

/**
 * Points per answer (sim/não or each option), whether a pointless answer fails the questionnaire,
 * and who the corrective action such a failure raises goes to.
 */
export function PontuacaoEditor({ pergunta, problemas, problemasDoResponsavel, atualizar }: PontuacaoEditorProps) {
  const { t, i18n } = useLingui();
  const chaves = chavesDePontos(pergunta);
  const { pontos } = pergunta;
  const rotulo = (chave: string, indice: number) => {
    if (chave === 'sim' || chave === 'nao') return i18n._(SIM_NAO_NOMES[chave]);
    const numero = indice + 1;
    return pergunta.opcoes[indice]?.rotulo || t`Opção ${numero}`;
  };
  // The first answer is worth a point to start with, so a newly scored question can be published.
  const inicial = () => Object.fromEntries(chaves.map((chave, indice) => [chave, indice === 0 ? 1 : 0]));

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <FormControlLabel
        control={<Switch checked={pontos !== null} onChange={(event) => atualizar(event.target.checked ? { pontos: inicial() } : { pontos: null, critica: false })} />}
        label={t`Pontuar esta pergunta`}
      />
      {pontos && (
        <>
          <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' }}>
            {chaves.map((chave, indice) => {
              const nome = rotulo(chave, indice);
              return (
                <TextField
                  key={chave}
                  size="small"
                  type="number"
                  label={t`Pontos para “${nome}”`}
                  value={pontos[chave] ?? ''}
                  slotProps={{ htmlInput: { min: 0, max: QUESTIONARIO_MAX.pontos } }}
                  onChange={(event) => {
                    const valor = numeroOuNulo(event.target.value);
                    const { [chave]: _antigo, ...outros } = pontos;
                    atualizar({ pontos: valor === null ? outros : { ...outros, [chave]: valor } });
                  }}
                />
              );
            })}
          </Box>
          <FormControlLabel
            control={
              <Checkbox
                checked={pergunta.critica}
                onChange={(event) => atualizar(event.target.checked ? { critica: true } : { critica: false, acao_responsavel_id: null, acao_responsavel_papel: null })}
              />
            }
            label={t`Crítica: uma resposta sem pontos reprova o questionário`}
          />
          {pergunta.critica && <AcaoResponsavelEditor key={pergunta.id} pergunta={pergunta} problemas={problemasDoResponsavel} atualizar={atualizar} />}
        </>
      )}
      <ProblemasDoCampo id={`pontos-${pergunta.id}`} mensagens={problemas} />
    </Box>
  );
}
