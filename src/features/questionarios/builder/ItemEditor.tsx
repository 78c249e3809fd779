import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useRef } from 'react';
import { QUESTIONARIO_MAX, type Definicao } from '#contract/questionario';
import type { ProblemaNoItem } from '#contract/questionarioProblemas';
import { perguntasEmOrdem } from '#contract/questionarioRegras';
import type { BuilderEvent } from './questionarioBuilderMachine';
import { localizar, type Selecao } from './questionarioRascunho';
import { mensagensDo } from './campos';
import { PerguntaEditor } from './PerguntaEditor';

interface ItemEditorProps {
  rascunho: Definicao;
  selecionado: Selecao;
  /** Every problem of the draft; the editor shows the selected item's beside its fields. */
  problemas: ProblemaNoItem[];
  send: (event: BuilderEvent) => void;
}

/** The selected item's fields: the questionnaire's título and descrição, a section's título, or a question. */
export function ItemEditor({ rascunho, selecionado, problemas, send }: ItemEditorProps) {
  const { t } = useLingui();
  const local = localizar(rascunho, selecionado);
  const doItem = useMemo(() => problemas.filter((problema) => problema.id === selecionado), [problemas, selecionado]);
  const ordem = useMemo(() => perguntasEmOrdem(rascunho), [rascunho]);
  const indice = ordem.findIndex((item) => item.pergunta.id === selecionado);
  const anteriores = useListaEstavel(ordem.slice(0, Math.max(0, indice)).map((item) => item.pergunta));
  const [erroTitulo] = mensagensDo(doItem, 'titulo');

  if (selecionado === null || !local) {
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Typography component="h3" variant="h6">
          <Trans>Questionário</Trans>
        </Typography>
        <TextField
          label={t`Título`}
          required
          value={rascunho.titulo}
          error={Boolean(erroTitulo)}
          helperText={erroTitulo}
          slotProps={{ htmlInput: { maxLength: QUESTIONARIO_MAX.titulo } }}
          onChange={(event) => send({ type: 'builder.questionario.update', campos: { titulo: event.target.value } })}
        />
        <TextField
          label={t`Descrição`}
          multiline
          minRows={3}
          value={rascunho.descricao ?? ''}
          slotProps={{ htmlInput: { maxLength: QUESTIONARIO_MAX.descricao } }}
          onChange={(event) => send({ type: 'builder.questionario.update', campos: { descricao: event.target.value || null } })}
        />
      </Box>
    );
  }

  const secao = rascunho.secoes[local.secao];
  const pergunta = local.pergunta === null ? undefined : secao?.perguntas[local.pergunta];
  if (!secao) return null;
  if (!pergunta) {
    const posicao = local.secao + 1;
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Typography component="h3" variant="h6">
          <Trans>Seção {posicao}</Trans>
        </Typography>
        <TextField
          label={t`Título da seção`}
          required
          value={secao.titulo}
          error={Boolean(erroTitulo)}
          helperText={erroTitulo}
          slotProps={{ htmlInput: { maxLength: QUESTIONARIO_MAX.secao_titulo } }}
          onChange={(event) => send({ type: 'builder.secao.update', id: secao.id, titulo: event.target.value })}
        />
      </Box>
    );
  }

  return <PerguntaEditor key={pergunta.id} pergunta={pergunta} numero={indice + 1} anteriores={anteriores} problemas={doItem} send={send} />;
}

/** The previous array while every element is the same object: editing one question leaves the earlier ones' list alone. */
function useListaEstavel<T>(lista: T[]): T[] {
  const anterior = useRef(lista);
  const mesma = anterior.current.length === lista.length && anterior.current.every((item, posicao) => item === lista[posicao]);
  if (!mesma) anterior.current = lista;
  return anterior.current;
}
