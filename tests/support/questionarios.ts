import type { Definicao, Pergunta, Regra, Secao } from '#contract/questionario';
import type { Resposta } from '#contract/questionarioRegras';

/** A question with the defaults of a new one in the builder, overridden by `campos`. */
export function pergunta(id: string, campos: Partial<Pergunta> = {}): Pergunta {
  return {
    id,
    tipo: 'texto_curto',
    enunciado: `Pergunta ${id}`,
    ajuda: null,
    obrigatoria: false,
    opcoes: [],
    regra: null,
    pontos: null,
    critica: false,
    ...campos,
  };
}

export function secao(id: string, perguntas: Pergunta[], titulo = `Seção ${id}`): Secao {
  return { id, titulo, perguntas };
}

export function definicao(secoes: Secao[], titulo = 'Vistoria'): Definicao {
  return { titulo, descricao: null, secoes };
}

/** A sim/não question worth `sim` points for sim and nothing for não. */
export function simNao(id: string, campos: Partial<Pergunta> = {}): Pergunta {
  return pergunta(id, { tipo: 'sim_nao', pontos: { sim: 1, nao: 0 }, ...campos });
}

export function escolha(id: string, rotulos: string[], campos: Partial<Pergunta> = {}): Pergunta {
  return pergunta(id, {
    tipo: 'escolha_unica',
    opcoes: rotulos.map((rotulo, indice) => ({ id: `${id}o${indice + 1}`, rotulo })),
    ...campos,
  });
}

/** A vistoria with a critical question and a non-critical one: only the critical one raises an action when it fails. */
export const vistoriaComCritica = definicao([
  secao('s1', [
    simNao('extintor', { enunciado: 'O extintor está no lugar?', critica: true }),
    simNao('luz', { enunciado: 'A luz de emergência acende?' }),
  ]),
]);

/**
 * A large questionnaire for benchmarks: `total` questions in sections of 20, cycling through
 * the types, with a rule on every third question (up to `regras`) reading an earlier one, and
 * the sim/não and choice questions scored. Its answers answer every question.
 */
export function definicaoGrande(total = 300, regras = 100): { definicao: Definicao; respostas: Record<string, Resposta> } {
  const perguntas: Pergunta[] = [];
  const respostas: Record<string, Resposta> = {};
  let comRegra = 0;
  for (let indice = 0; indice < total; indice += 1) {
    const id = `p${indice}`;
    const ciclo = indice % 4;
    const anterior = perguntas[indice - 1];
    const regra: Regra | null =
      indice % 3 === 2 && comRegra < regras && anterior
        ? { combinar: 'qualquer', condicoes: [{ pergunta: anterior.id, operador: 'respondida' }, { pergunta: 'p0', operador: 'igual', valor: 'sim' }] }
        : null;
    if (regra) comRegra += 1;
    if (ciclo === 0) {
      perguntas.push(simNao(id, { regra, obrigatoria: true, critica: indice % 40 === 0 }));
      respostas[id] = indice % 8 === 0 ? 'sim' : 'nao';
    } else if (ciclo === 1) {
      perguntas.push(escolha(id, ['Bom', 'Regular', 'Ruim'], { regra, pontos: { [`${id}o1`]: 2, [`${id}o2`]: 1 } }));
      respostas[id] = { opcoes: [`${id}o${(indice % 3) + 1}`] };
    } else if (ciclo === 2) {
      perguntas.push(pergunta(id, { tipo: 'numero', regra, config: { minimo: 0, maximo: 100, decimais: 1, unidade: '°C' } }));
      respostas[id] = indice % 100;
    } else {
      perguntas.push(pergunta(id, { regra }));
      respostas[id] = `Observação ${indice}`;
    }
  }
  const secoes: Secao[] = [];
  for (let inicio = 0; inicio < total; inicio += 20) secoes.push(secao(`s${inicio / 20}`, perguntas.slice(inicio, inicio + 20)));
  return { definicao: definicao(secoes, 'Inspeção completa'), respostas };
}
