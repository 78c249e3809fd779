import type { Condicao, Operador, Pergunta, TipoPergunta } from '#contract/questionario';

const ESCOLHA: Operador[] = ['igual', 'um_de', 'respondida', 'nao_respondida'];
const NUMERO: Operador[] = ['igual', 'maior_que', 'menor_que', 'respondida', 'nao_respondida'];
const TEXTO: Operador[] = ['igual', 'respondida', 'nao_respondida'];
const SO_RESPONDIDA: Operador[] = ['respondida', 'nao_respondida'];

/** The comparisons a rule may make with an answer of this type (the publish checks refuse the others). */
export const OPERADORES_POR_TIPO: Record<TipoPergunta, Operador[]> = {
  texto_curto: TEXTO,
  texto_longo: TEXTO,
  numero: NUMERO,
  sim_nao: ESCOLHA,
  escolha_unica: ESCOLHA,
  multipla_escolha: ESCOLHA,
  data: TEXTO,
  hora: TEXTO,
  foto: SO_RESPONDIDA,
  assinatura: SO_RESPONDIDA,
  avaliacao: NUMERO,
  localizacao: SO_RESPONDIDA,
};

/** The values an answer to a choice or sim/não can be compared with. */
export function escolhasDe(alvo: Pergunta): string[] {
  if (alvo.tipo === 'sim_nao') return ['sim', 'nao', 'na'];
  return alvo.opcoes.map((opcao) => opcao.id);
}

/** A condition on `alvo` with `operador`, starting from a value that makes sense for its type. */
export function novaCondicao(alvo: Pergunta, operador: Operador = OPERADORES_POR_TIPO[alvo.tipo][0] ?? 'respondida'): Condicao {
  const escolhas = escolhasDe(alvo);
  const primeira = escolhas[0];
  if (operador === 'um_de') return { pergunta: alvo.id, operador, valores: primeira ? [primeira] : [] };
  if (operador === 'igual' && primeira) return { pergunta: alvo.id, operador, valor: primeira };
  return { pergunta: alvo.id, operador };
}
