import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useMemo, type ReactNode } from 'react';
import { QUESTIONARIO_MAX, TIPOS_PERGUNTA, type Pergunta, type TipoPergunta } from '#contract/questionario';
import type { ProblemaNoItem } from '#contract/questionarioProblemas';
import type { BuilderEvent } from './questionarioBuilderMachine';
import { ehEscolha } from './questionarioRascunho';
import { TIPO_PERGUNTA_NOMES } from '../tipoPerguntaNomes';
import { mensagensDo } from './campos';
import { OpcoesEditor } from './OpcoesEditor';
import { PontuacaoEditor } from './PontuacaoEditor';
import { RegraEditor } from './RegraEditor';
import { TipoConfigEditor } from './TipoConfigEditor';

interface PerguntaEditorProps {
  pergunta: Pergunta;
  numero: number;
  /** The questions before this one, for its rule (the same array while they do not change). */
  anteriores: Pergunta[];
  problemas: ProblemaNoItem[];
  send: (event: BuilderEvent) => void;
}

function Parte({ titulo, children }: { titulo: ReactNode; children: ReactNode }) {
  return (
    <Box component="section" sx={{ display: 'grid', gap: 1.5 }}>
      <Divider />
      <Typography component="h4" variant="subtitle2">
        {titulo}
      </Typography>
      {children}
    </Box>
  );
}

/** A question's fields: the common ones, then its options, type settings, visibility rule and points. */
export function PerguntaEditor({ pergunta, numero, anteriores, problemas, send }: PerguntaEditorProps) {
  const { t, i18n } = useLingui();
  const atualizar = useCallback(
    (campos: Partial<Omit<Pergunta, 'id'>>) => send({ type: 'builder.pergunta.update', id: pergunta.id, campos }),
    [pergunta.id, send],
  );
  const problemasDaRegra = useMemo(() => mensagensDo(problemas, 'regra'), [problemas]);
  const [erroEnunciado] = mensagensDo(problemas, 'enunciado');
  const pontuavel = pergunta.tipo === 'sim_nao' || ehEscolha(pergunta.tipo);

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography component="h3" variant="h6">
        <Trans>Pergunta {numero}</Trans>
      </Typography>
      <TextField
        label={t`Enunciado`}
        required
        multiline
        maxRows={4}
        value={pergunta.enunciado}
        error={Boolean(erroEnunciado)}
        helperText={erroEnunciado}
        slotProps={{ htmlInput: { maxLength: QUESTIONARIO_MAX.enunciado } }}
        onChange={(event) => atualizar({ enunciado: event.target.value })}
      />
      <TextField select label={t`Tipo`} value={pergunta.tipo} onChange={(event) => atualizar({ tipo: event.target.value as TipoPergunta })}>
        {TIPOS_PERGUNTA.map((tipo) => (
          <MenuItem key={tipo} value={tipo}>
            {i18n._(TIPO_PERGUNTA_NOMES[tipo])}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={t`Ajuda`}
        helperText={t`Aparece abaixo do enunciado para quem preenche.`}
        multiline
        minRows={2}
        value={pergunta.ajuda ?? ''}
        slotProps={{ htmlInput: { maxLength: QUESTIONARIO_MAX.ajuda } }}
        onChange={(event) => atualizar({ ajuda: event.target.value || null })}
      />
      <FormControlLabel
        control={<Switch checked={pergunta.obrigatoria} onChange={(event) => atualizar({ obrigatoria: event.target.checked })} />}
        label={t`Obrigatória`}
      />
      {ehEscolha(pergunta.tipo) && <OpcoesEditor key={pergunta.id} pergunta={pergunta} problemas={mensagensDo(problemas, 'opcoes')} send={send} />}
      <TipoConfigEditor pergunta={pergunta} problemas={mensagensDo(problemas, 'config')} atualizar={atualizar} />
      <Parte titulo={<Trans>Regra de visibilidade</Trans>}>
        <RegraEditor perguntaId={pergunta.id} regra={pergunta.regra} anteriores={anteriores} problemas={problemasDaRegra} atualizar={atualizar} />
      </Parte>
      {pontuavel && (
        <Parte titulo={<Trans>Pontuação</Trans>}>
          <PontuacaoEditor
            pergunta={pergunta}
            problemas={mensagensDo(problemas, 'pontos')}
            problemasDoResponsavel={mensagensDo(problemas, 'acao_responsavel_papel')}
            atualizar={atualizar}
          />
        </Parte>
      )}
    </Box>
  );
}
