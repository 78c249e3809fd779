import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMemo, type ReactNode } from 'react';
import type { Definicao, Pergunta } from '#contract/questionario';
import { obrigatoriasPendentes, perguntasEmOrdem, perguntasVisiveis, pontuacao, respondida, type Respostas, type Resposta } from '#contract/questionarioRegras';
import { PerguntaFormulario } from './PerguntaFormulario';

interface QuestionarioFormularioProps {
  definicao: Definicao;
  respostas: Respostas;
  onAnswer: (id: string, valor: Resposta) => void;
  /** Names the summary bar (conformidade, pending required questions). */
  resumoRotulo: string;
  /** What the summary bar adds on its end: the preview's "Limpar", the filling's save state. */
  barra?: ReactNode;
  /** Comments by question id; with `onComment`, a failed critical question asks for one. */
  comentarios?: Readonly<Record<string, string | undefined>>;
  onComment?: (id: string, texto: string) => void;
  somenteLeitura?: boolean;
  /** The builder's preview: photos, signature and location are simulated, nothing is sent. */
  previa?: boolean;
  /** Lists the required questions still without an answer, each a way to its field. */
  listarPendentes?: boolean;
  /**
   * Photo and signature questions with an image kept on the device: it answers them for the
   * person (the sender sends it before the activity's next transition), though it has no id yet.
   */
  respondidasNoAparelho?: ReadonlySet<string>;
  /** Raises a corrective action from an answer: an activity's questionnaire, for those who may. */
  onAcao?: (pergunta: Pergunta) => void;
}

const NO_APARELHO = 'no-aparelho';

/** The answers with those kept on the device counted in, for the rules and what is missing. */
function comONoAparelho(definicao: Definicao, respostas: Respostas, noAparelho: ReadonlySet<string> | undefined): Respostas {
  if (!noAparelho?.size) return respostas;
  const contadas: Record<string, Resposta | undefined> = { ...respostas };
  for (const { pergunta } of perguntasEmOrdem(definicao)) {
    if (noAparelho.has(pergunta.id) && !respondida(respostas[pergunta.id])) contadas[pergunta.id] = pergunta.tipo === 'foto' ? [NO_APARELHO] : NO_APARELHO;
  }
  return contadas;
}

/** The first field of a question (its label has the id `pergunta-<id>`), brought into view. */
function irPara(id: string) {
  const item = document.getElementById(`pergunta-${id}`)?.closest('li');
  item?.scrollIntoView({ block: 'center' });
  item?.querySelector<HTMLElement>('input:not([disabled]):not([hidden]), textarea:not([disabled]), button:not([disabled])')?.focus();
}

/**
 * A questionnaire as the field person fills it: answering shows and hides questions by their rules
 * and scores them, with the contract's own rules (the server checks with the same ones). The builder's
 * preview and an activity's questionnaire both draw it.
 */
export function QuestionarioFormulario(props: QuestionarioFormularioProps) {
  const { definicao, respostas, comentarios = {}, somenteLeitura = false, previa = false } = props;
  const { t, i18n } = useLingui();
  const numeros = useMemo(() => new Map(perguntasEmOrdem(definicao).map(({ pergunta }, indice) => [pergunta.id, indice + 1])), [definicao]);
  const { respondidasNoAparelho } = props;
  const contadas = useMemo(() => comONoAparelho(definicao, respostas, respondidasNoAparelho), [definicao, respostas, respondidasNoAparelho]);
  const visiveis = useMemo(() => perguntasVisiveis(definicao, contadas), [definicao, contadas]);
  const resultado = useMemo(() => pontuacao(definicao, respostas), [definicao, respostas]);
  const faltam = useMemo(() => obrigatoriasPendentes(definicao, contadas), [definicao, contadas]);
  const pendentes = faltam.length;
  const conformidade = resultado.conformidade === null ? null : i18n.number(resultado.conformidade / 100, { style: 'percent', maximumFractionDigits: 1 });

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box
        role="status"
        aria-label={props.resumoRotulo}
        sx={{ position: 'sticky', top: 0, zIndex: 1, bgcolor: 'background.paper', py: 1, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', borderBottom: 1, borderColor: 'divider' }}
      >
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {conformidade === null ? t`Conformidade: sem perguntas pontuadas respondidas` : t`Conformidade: ${conformidade}`}
        </Typography>
        {resultado.reprovado && <Chip size="small" color="error" label={t`Reprovado`} />}
        <Typography variant="body2" color="text.secondary">
          {plural(pendentes, { 0: 'Nenhuma obrigatória sem resposta', one: '# obrigatória sem resposta', other: '# obrigatórias sem resposta' })}
        </Typography>
        {props.barra && <Box sx={{ ml: 'auto', display: 'flex', alignItems: 'center', gap: 1 }}>{props.barra}</Box>}
      </Box>
      {props.listarPendentes && pendentes > 0 && (
        <Box component="nav" aria-label={t`Obrigatórias sem resposta`} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}>
          <Typography variant="body2" color="text.secondary">
            {t`Faltam:`}
          </Typography>
          {faltam.map((pergunta) => {
            const numero = numeros.get(pergunta.id) ?? 0;
            const enunciado = pergunta.enunciado || t`Pergunta sem enunciado`;
            return (
              <Button key={pergunta.id} size="small" onClick={() => irPara(pergunta.id)} aria-label={t`Pergunta ${numero}: ${enunciado}`}>
                {t`Pergunta ${numero}`}
              </Button>
            );
          })}
        </Box>
      )}
      <Typography component="h3" variant="h6">
        {definicao.titulo || t`Questionário sem título`}
      </Typography>
      {definicao.descricao && <Typography color="text.secondary">{definicao.descricao}</Typography>}
      {definicao.secoes.map((secao, indice) => {
        const perguntas = secao.perguntas.filter((pergunta) => visiveis.has(pergunta.id));
        const posicao = indice + 1;
        return (
          <Box component="section" key={secao.id} aria-label={secao.titulo || t`Seção ${posicao}`}>
            <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 700, mt: 1 }}>
              {secao.titulo || t`Seção ${posicao} sem título`}
            </Typography>
            <Box component="ol" sx={{ m: 0, p: 0 }}>
              {perguntas.map((pergunta) => (
                <PerguntaFormulario
                  key={pergunta.id}
                  pergunta={pergunta}
                  numero={numeros.get(pergunta.id) ?? 0}
                  valor={respostas[pergunta.id]}
                  obtidos={resultado.perguntas[pergunta.id]?.obtidos ?? null}
                  maximo={resultado.perguntas[pergunta.id]?.maximo ?? null}
                  falhou={resultado.criticas_falhas.includes(pergunta.id)}
                  onAnswer={props.onAnswer}
                  comentario={comentarios[pergunta.id]}
                  onComment={props.onComment}
                  somenteLeitura={somenteLeitura}
                  previa={previa}
                  onAcao={props.onAcao}
                />
              ))}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
