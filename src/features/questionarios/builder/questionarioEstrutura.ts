import type { Definicao, Pergunta, Secao } from '#contract/questionario';
import { comSecoes, contorno, inserir, localizar, trocarSecao, type Local, type Lugar, type Selecao } from './questionarioRascunho';

/** The builder's structural edits (move, drop, duplicate, remove), pure, as in questionarioRascunho. */

function tirar(definicao: Definicao, local: Local): { definicao: Definicao; secao?: Secao; pergunta?: Pergunta } {
  const secao = definicao.secoes[local.secao];
  if (!secao) return { definicao };
  if (local.pergunta === null) return { definicao: comSecoes(definicao, definicao.secoes.filter((_, indice) => indice !== local.secao)), secao };
  const pergunta = secao.perguntas[local.pergunta];
  const restantes = secao.perguntas.filter((_, indice) => indice !== local.pergunta);
  return { definicao: trocarSecao(definicao, local.secao, { ...secao, perguntas: restantes }), pergunta };
}

function porNaSecao(definicao: Definicao, secao: number, indice: number, pergunta: Pergunta): Definicao {
  const alvo = definicao.secoes[secao];
  return alvo ? trocarSecao(definicao, secao, { ...alvo, perguntas: inserir(alvo.perguntas, indice, pergunta) }) : definicao;
}

/**
 * One step up or down: a section past its neighbour; a question within its section, and across the
 * border into the end of the previous section or the start of the next.
 */
export function moverItem(definicao: Definicao, id: string, passo: 1 | -1): Definicao {
  const local = localizar(definicao, id);
  if (!local) return definicao;
  const para = local.secao + passo;
  if (local.pergunta === null) {
    const secao = definicao.secoes[local.secao];
    if (!secao || para < 0 || para >= definicao.secoes.length) return definicao;
    return comSecoes(definicao, inserir(tirar(definicao, local).definicao.secoes, para, secao));
  }
  const perguntas = definicao.secoes[local.secao]?.perguntas ?? [];
  const { definicao: sem, pergunta } = tirar(definicao, local);
  if (!pergunta) return definicao;
  const dentro = local.pergunta + passo;
  if (dentro >= 0 && dentro < perguntas.length) return porNaSecao(sem, local.secao, dentro, pergunta);
  const vizinha = sem.secoes[para];
  if (!vizinha) return definicao;
  return porNaSecao(sem, para, passo > 0 ? 0 : vizinha.perguntas.length, pergunta);
}

/**
 * Drag and drop: a section lands before or after the section of `alvo`; a question before or after the
 * question `alvo`, or first in the section `alvo`.
 */
export function soltarItem(definicao: Definicao, id: string, alvo: string, lugar: Lugar): Definicao {
  const local = localizar(definicao, id);
  const destino = localizar(definicao, alvo);
  if (!local || !destino || id === alvo) return definicao;
  if (local.pergunta === null) {
    if (destino.secao === local.secao) return definicao;
    const { definicao: sem, secao } = tirar(definicao, local);
    const alvoSecao = definicao.secoes[destino.secao];
    const indice = sem.secoes.findIndex((item) => item.id === alvoSecao?.id);
    if (!secao || indice < 0) return definicao;
    return comSecoes(sem, inserir(sem.secoes, lugar === 'antes' ? indice : indice + 1, secao));
  }
  const { definicao: sem, pergunta } = tirar(definicao, local);
  const novo = localizar(sem, alvo);
  if (!pergunta || !novo) return definicao;
  const indice = novo.pergunta === null ? 0 : lugar === 'antes' ? novo.pergunta : novo.pergunta + 1;
  return porNaSecao(sem, novo.secao, indice, pergunta);
}

/** How many new ids a copy of the item takes: itself, and its questions and options. */
export function idsParaDuplicar(definicao: Definicao, id: string): number {
  const local = localizar(definicao, id);
  const secao = local ? definicao.secoes[local.secao] : undefined;
  if (!local || !secao) return 0;
  const perguntas = local.pergunta === null ? secao.perguntas : [secao.perguntas[local.pergunta]].filter((item) => item !== undefined);
  return (local.pergunta === null ? 1 : 0) + perguntas.reduce((total, pergunta) => total + 1 + pergunta.opcoes.length, 0);
}

/** A copy of a question whose ids, and what its rule and points name inside the copied item, follow `novo`. */
function copiarPergunta(pergunta: Pergunta, novo: (id: string) => string): Pergunta {
  return {
    ...pergunta,
    id: novo(pergunta.id),
    opcoes: pergunta.opcoes.map((opcao) => ({ ...opcao, id: novo(opcao.id) })),
    pontos: pergunta.pontos ? Object.fromEntries(Object.entries(pergunta.pontos).map(([chave, pontos]) => [novo(chave), pontos])) : null,
    regra: pergunta.regra
      ? {
          ...pergunta.regra,
          condicoes: pergunta.regra.condicoes.map((condicao) => ({
            ...condicao,
            pergunta: novo(condicao.pergunta),
            ...(typeof condicao.valor === 'string' ? { valor: novo(condicao.valor) } : {}),
            ...(condicao.valores ? { valores: condicao.valores.map(novo) } : {}),
          })),
        }
      : null,
  };
}

/** A copy right after the item, with the ids `ids` (as many as idsParaDuplicar asks); the copy's id comes first. */
export function duplicarItem(definicao: Definicao, id: string, ids: readonly string[]): { definicao: Definicao; copia: string | null } {
  const local = localizar(definicao, id);
  const secao = local ? definicao.secoes[local.secao] : undefined;
  if (!local || !secao || ids.length < idsParaDuplicar(definicao, id)) return { definicao, copia: null };
  const trocas = new Map<string, string>();
  let proximo = 0;
  const novo = (antigo: string) => {
    const existente = trocas.get(antigo);
    if (existente) return existente;
    const escolhido = ids[proximo] ?? antigo;
    proximo += 1;
    trocas.set(antigo, escolhido);
    return escolhido;
  };
  // Ids outside the copied item stay as they are: a rule keeps pointing at the same earlier question.
  const dentro = (unidade: Pergunta[]) => {
    const proprios = new Set(unidade.flatMap((pergunta) => [pergunta.id, ...pergunta.opcoes.map((opcao) => opcao.id)]));
    return (antigo: string) => (proprios.has(antigo) ? novo(antigo) : antigo);
  };
  if (local.pergunta === null) {
    const copiaId = novo(secao.id);
    const trocar = dentro(secao.perguntas);
    const copia: Secao = { ...secao, id: copiaId, perguntas: secao.perguntas.map((pergunta) => copiarPergunta(pergunta, trocar)) };
    return { definicao: comSecoes(definicao, inserir(definicao.secoes, local.secao + 1, copia)), copia: copiaId };
  }
  const original = secao.perguntas[local.pergunta];
  if (!original) return { definicao, copia: null };
  const copia = copiarPergunta(original, dentro([original]));
  return { definicao: porNaSecao(definicao, local.secao, local.pergunta + 1, copia), copia: copia.id };
}

/** The row to select once `id` is gone: the next one outside it, else the one before it. */
export function vizinhoAposRemover(definicao: Definicao, id: string): Selecao {
  const ordem = contorno(definicao);
  const local = localizar(definicao, id);
  const inicio = ordem.indexOf(id);
  if (!local || inicio < 0) return null;
  const tamanho = local.pergunta === null ? 1 + (definicao.secoes[local.secao]?.perguntas.length ?? 0) : 1;
  return ordem[inicio + tamanho] ?? ordem[inicio - 1] ?? null;
}

export function removerItem(definicao: Definicao, id: string): Definicao {
  const local = localizar(definicao, id);
  return local ? tirar(definicao, local).definicao : definicao;
}
