import { Ajv } from 'ajv';
import { DefinicaoSchema } from '#contract/questionario';
import { problemasDaDefinicao } from '#contract/questionarioProblemas';
import { perguntasVisiveis, pontuacao } from '#contract/questionarioRegras';
import { definicaoGrande } from '../support/questionarios';

export const PERGUNTAS = 300;
export const REGRAS = 100;

export interface Medida {
  etapa: string;
  'mediana ms': number;
  'p95 ms': number;
}

/** Runs `trabalho` `vezes` times after a warm-up and gives the median and 95th percentile. */
function medir(etapa: string, vezes: number, trabalho: () => unknown): Medida {
  for (let aquecimento = 0; aquecimento < 20; aquecimento += 1) trabalho();
  const tempos: number[] = [];
  for (let vez = 0; vez < vezes; vez += 1) {
    const inicio = performance.now();
    trabalho();
    tempos.push(performance.now() - inicio);
  }
  tempos.sort((a, b) => a - b);
  const em = (fracao: number) => Number((tempos[Math.min(tempos.length - 1, Math.floor(tempos.length * fracao))] ?? 0).toFixed(3));
  return { etapa, 'mediana ms': em(0.5), 'p95 ms': em(0.95) };
}

/**
 * What the server does on a publish (schema, then the publish checks) and what the filling
 * screen and the server do on every answer (visibility, then scoring), for a 300-question
 * definition with 100 rules.
 */
export function measureRegras(): Medida[] {
  const { definicao, respostas } = definicaoGrande(PERGUNTAS, REGRAS);
  const valida = new Ajv({ allErrors: true }).compile(DefinicaoSchema);
  const json = JSON.stringify(definicao);
  return [
    medir('JSON + esquema (Ajv)', 200, () => valida(JSON.parse(json))),
    medir('problemas para publicar', 200, () => problemasDaDefinicao(definicao)),
    medir('perguntas visíveis', 500, () => perguntasVisiveis(definicao, respostas)),
    medir('pontuação (inclui visibilidade)', 500, () => pontuacao(definicao, respostas)),
  ];
}
