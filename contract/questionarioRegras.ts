import type { Condicao, Definicao, Pergunta, Regra } from './questionario';

/**
 * The answer to one question, by its type: texts, data (`AAAA-MM-DD`) and hora (`HH:MM`) are
 * strings; número and avaliação numbers; sim/não one of `sim`, `nao`, `na`; the choices
 * `{ opcoes, outro }`; foto the files' ids; assinatura one file id; localização a point.
 */
export type Resposta =
  | string
  | number
  | readonly string[]
  | { readonly opcoes: readonly string[]; readonly outro?: string | null }
  | { readonly latitude: number; readonly longitude: number; readonly precisao?: number | null }
  | null;

/** Answers by question id. */
export type Respostas = Readonly<Record<string, Resposta | undefined>>;

/** Whether a question has an answer: blank text, an empty list and no choice are no answer. */
export function respondida(valor: Resposta | undefined): boolean {
  if (valor === null || valor === undefined) return false;
  if (typeof valor === 'string') return valor.trim() !== '';
  if (typeof valor === 'number') return Number.isFinite(valor);
  if (Array.isArray(valor)) return valor.length > 0;
  if (typeof valor === 'object' && 'opcoes' in valor) {
    return (Array.isArray(valor.opcoes) && valor.opcoes.length > 0) || Boolean(valor.outro?.trim());
  }
  return typeof valor === 'object' && 'latitude' in valor;
}

/** The option ids (or `sim`/`nao`/`na`) an answer chose, for the comparisons of rules and scoring. */
function escolhas(valor: Resposta | undefined): string[] {
  if (typeof valor === 'string') return [valor];
  if (Array.isArray(valor)) return valor.filter((item): item is string => typeof item === 'string');
  if (valor && typeof valor === 'object' && 'opcoes' in valor && Array.isArray(valor.opcoes)) {
    return valor.opcoes.filter((item): item is string => typeof item === 'string');
  }
  return [];
}

const normalizar = (texto: string) => texto.trim().toLocaleLowerCase('pt-BR');

function iguais(tipo: Pergunta['tipo'], valor: Resposta | undefined, esperado: string | number): boolean {
  if (typeof valor === 'number') return valor === Number(esperado);
  if (tipo === 'escolha_unica' || tipo === 'multipla_escolha') return escolhas(valor).includes(String(esperado));
  return typeof valor === 'string' && normalizar(valor) === normalizar(String(esperado));
}

/** Whether one condition holds for the answer of the question it names (undefined when hidden or absent). */
export function condicaoAtendida(condicao: Condicao, alvo: Pergunta | undefined, valor: Resposta | undefined): boolean {
  if (condicao.operador === 'respondida') return respondida(valor);
  if (condicao.operador === 'nao_respondida') return !respondida(valor);
  if (!alvo || !respondida(valor)) return false;
  switch (condicao.operador) {
    case 'igual':
      return condicao.valor !== undefined && iguais(alvo.tipo, valor, condicao.valor);
    case 'um_de':
      return (condicao.valores ?? []).some((esperado) => iguais(alvo.tipo, valor, esperado));
    case 'maior_que':
      return typeof valor === 'number' && typeof condicao.valor === 'number' && valor > condicao.valor;
    case 'menor_que':
      return typeof valor === 'number' && typeof condicao.valor === 'number' && valor < condicao.valor;
    default:
      return false;
  }
}

function regraAtendida(regra: Regra, perguntas: ReadonlyMap<string, Pergunta>, valorVisivel: (id: string) => Resposta | undefined): boolean {
  const resultados = regra.condicoes.map((condicao) =>
    condicaoAtendida(condicao, perguntas.get(condicao.pergunta), valorVisivel(condicao.pergunta)),
  );
  return regra.combinar === 'qualquer' ? resultados.some(Boolean) : resultados.every(Boolean);
}

/** Every question in order, with its section's id. */
export function perguntasEmOrdem(definicao: Definicao): { secaoId: string; pergunta: Pergunta }[] {
  return definicao.secoes.flatMap((secao) => secao.perguntas.map((pergunta) => ({ secaoId: secao.id, pergunta })));
}

/**
 * The ids of the questions a person sees for these answers. Rules are read in order, so a rule
 * sees only the answers of earlier questions that are themselves visible: hiding a question
 * hides, in turn, what depends on its answer. A rule that names a later or missing question
 * (a draft's error) sees no answer.
 */
export function perguntasVisiveis(definicao: Definicao, respostas: Respostas): Set<string> {
  const visiveis = new Set<string>();
  const anteriores = new Map<string, Pergunta>();
  const valorVisivel = (id: string) => (visiveis.has(id) ? respostas[id] : undefined);
  for (const { pergunta } of perguntasEmOrdem(definicao)) {
    if (!pergunta.regra || regraAtendida(pergunta.regra, anteriores, valorVisivel)) visiveis.add(pergunta.id);
    anteriores.set(pergunta.id, pergunta);
  }
  return visiveis;
}

/** The visible required questions still without an answer, in order. */
export function obrigatoriasPendentes(definicao: Definicao, respostas: Respostas): Pergunta[] {
  const visiveis = perguntasVisiveis(definicao, respostas);
  return perguntasEmOrdem(definicao)
    .map(({ pergunta }) => pergunta)
    .filter((pergunta) => pergunta.obrigatoria && visiveis.has(pergunta.id) && !respondida(respostas[pergunta.id]));
}

const TIPOS_PONTUAVEIS: ReadonlySet<Pergunta['tipo']> = new Set(['sim_nao', 'escolha_unica', 'multipla_escolha']);

/** The answers a scored question can give points to: its options, or `sim` and `nao`. */
export function chavesDePontos(pergunta: Pergunta): string[] {
  if (pergunta.tipo === 'sim_nao') return ['sim', 'nao'];
  return pergunta.opcoes.map((opcao) => opcao.id);
}

function pontosDe(pergunta: Pergunta, chave: string): number {
  const valor = pergunta.pontos?.[chave];
  return typeof valor === 'number' && Number.isFinite(valor) && valor > 0 ? valor : 0;
}

/** The most a question can score: the best answer, or for múltipla escolha every option with points. */
export function pontosMaximos(pergunta: Pergunta): number {
  if (!TIPOS_PONTUAVEIS.has(pergunta.tipo) || !pergunta.pontos) return 0;
  const valores = chavesDePontos(pergunta).map((chave) => pontosDe(pergunta, chave));
  return pergunta.tipo === 'multipla_escolha' ? valores.reduce((soma, valor) => soma + valor, 0) : Math.max(0, ...valores);
}

export interface PontuacaoPergunta {
  obtidos: number;
  maximo: number;
}

export interface Pontuacao {
  obtidos: number;
  maximo: number;
  /** obtidos / maximo in percent with one decimal; null when nothing answered is scored. */
  conformidade: number | null;
  /** Critical questions whose answer scored 0, in order. */
  criticas_falhas: string[];
  /** A critical question failed: the questionnaire fails whatever its percentage. */
  reprovado: boolean;
  /** Each counted question's points (visible, scored, answered and not N.A.). */
  perguntas: Record<string, PontuacaoPergunta>;
}

/**
 * The conformidade of a filled questionnaire. A question counts when it is visible, scored and
 * answered; N.A. and unanswered questions count neither for nor against, so the percentage is of
 * what was inspected.
 */
export function pontuacao(definicao: Definicao, respostas: Respostas): Pontuacao {
  const visiveis = perguntasVisiveis(definicao, respostas);
  const perguntas: Record<string, PontuacaoPergunta> = {};
  const criticasFalhas: string[] = [];
  let obtidos = 0;
  let maximo = 0;
  for (const { pergunta } of perguntasEmOrdem(definicao)) {
    const valor = respostas[pergunta.id];
    const maximoDaPergunta = pontosMaximos(pergunta);
    if (!visiveis.has(pergunta.id) || maximoDaPergunta === 0 || !respondida(valor)) continue;
    const chosen = escolhas(valor);
    if (pergunta.tipo === 'sim_nao' && !chosen.some((chave) => chave === 'sim' || chave === 'nao')) continue;
    const validas = new Set(chavesDePontos(pergunta));
    const soma = [...new Set(chosen)].filter((chave) => validas.has(chave)).reduce((total, chave) => total + pontosDe(pergunta, chave), 0);
    const obtidosDaPergunta = Math.min(soma, maximoDaPergunta);
    perguntas[pergunta.id] = { obtidos: obtidosDaPergunta, maximo: maximoDaPergunta };
    obtidos += obtidosDaPergunta;
    maximo += maximoDaPergunta;
    if (pergunta.critica && obtidosDaPergunta === 0) criticasFalhas.push(pergunta.id);
  }
  return {
    obtidos,
    maximo,
    conformidade: maximo > 0 ? Math.round((obtidos / maximo) * 1000) / 10 : null,
    criticas_falhas: criticasFalhas,
    reprovado: criticasFalhas.length > 0,
    perguntas,
  };
}
