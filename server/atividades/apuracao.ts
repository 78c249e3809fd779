import type { Definicao } from '#contract/questionario';
import { pontuacao, type Respostas } from '#contract/questionarioRegras';

/** What a conclusion leaves on the activity for the painel to sum without reading any questionnaire. */
export interface Apuracao {
  conformidade: number | null;
  /** The counted questions that scored nothing, in the questionnaire's order. */
  perguntas_reprovadas: string[];
}

export function apuracao(definicao: Definicao | null, respostas: Respostas): Apuracao {
  if (!definicao) return { conformidade: null, perguntas_reprovadas: [] };
  const pontos = pontuacao(definicao, respostas);
  const perguntas_reprovadas = Object.entries(pontos.perguntas)
    .filter(([, pergunta]) => pergunta.obtidos === 0)
    .map(([id]) => id);
  return { conformidade: pontos.conformidade, perguntas_reprovadas };
}
