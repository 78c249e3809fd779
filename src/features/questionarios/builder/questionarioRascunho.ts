import type { Definicao, Opcao, Pergunta, Secao, TipoPergunta } from '#contract/questionario';

/**
 * The builder's edits of a draft, pure: each returns a new definition that shares every untouched
 * section and question with the old one (the outline redraws only what changed), or the same
 * definition when nothing changes.
 */

/** A section's or question's id; null is the questionnaire's own título and descrição. */
export type Selecao = string | null;

export type Lugar = 'antes' | 'depois';

export interface Local {
  secao: number;
  /** null when the id is the section's own. */
  pergunta: number | null;
}

const ESCOLHAS: ReadonlySet<TipoPergunta> = new Set(['escolha_unica', 'multipla_escolha']);
export const ehEscolha = (tipo: TipoPergunta): boolean => ESCOLHAS.has(tipo);

export function localizar(definicao: Definicao, id: Selecao): Local | null {
  if (id === null) return null;
  for (let secao = 0; secao < definicao.secoes.length; secao += 1) {
    const atual = definicao.secoes[secao];
    if (!atual) continue;
    if (atual.id === id) return { secao, pergunta: null };
    const pergunta = atual.perguntas.findIndex((item) => item.id === id);
    if (pergunta >= 0) return { secao, pergunta };
  }
  return null;
}

export function acharPergunta(definicao: Definicao, id: string): Pergunta | undefined {
  const local = localizar(definicao, id);
  return local?.pergunta === null || !local ? undefined : definicao.secoes[local.secao]?.perguntas[local.pergunta];
}

/** The outline's rows in order: the questionnaire, then each section followed by its questions. */
export function contorno(definicao: Definicao): Selecao[] {
  return [null, ...definicao.secoes.flatMap((secao) => [secao.id, ...secao.perguntas.map((pergunta) => pergunta.id)])];
}

function idsUsados(definicao: Definicao): Set<string> {
  const usados = new Set<string>();
  for (const secao of definicao.secoes) {
    usados.add(secao.id);
    for (const pergunta of secao.perguntas) {
      usados.add(pergunta.id);
      for (const opcao of pergunta.opcoes) usados.add(opcao.id);
    }
  }
  return usados;
}

/**
 * New ids no item of the draft uses: the session's random `semente` and a counter, so ids stay short
 * and two builders opened on the same questionnaire do not pick the same ones.
 */
export function geradorDeIds(definicao: Definicao, semente: string, contador: number): { novo: () => string; contador: () => number } {
  const usados = idsUsados(definicao);
  let proximo = contador;
  return {
    novo: () => {
      let id: string;
      do {
        id = `${semente}${proximo.toString(36)}`;
        proximo += 1;
      } while (usados.has(id));
      usados.add(id);
      return id;
    },
    contador: () => proximo,
  };
}

export const comSecoes = (definicao: Definicao, secoes: Secao[]): Definicao => ({ ...definicao, secoes });

export function trocarSecao(definicao: Definicao, indice: number, secao: Secao): Definicao {
  return comSecoes(definicao, definicao.secoes.map((atual, posicao) => (posicao === indice ? secao : atual)));
}

export function inserir<T>(lista: readonly T[], indice: number, ...itens: T[]): T[] {
  return [...lista.slice(0, indice), ...itens, ...lista.slice(indice)];
}

export function novaPergunta(id: string, tipo: TipoPergunta, opcaoId: string | null): Pergunta {
  return {
    id,
    tipo,
    enunciado: '',
    ajuda: null,
    obrigatoria: false,
    opcoes: opcaoId && ehEscolha(tipo) ? [{ id: opcaoId, rotulo: '' }] : [],
    regra: null,
    pontos: null,
    critica: false,
  };
}

/** A new empty section right after the selected item's section (first when the questionnaire is selected). */
export function adicionarSecao(definicao: Definicao, selecao: Selecao, id: string): Definicao {
  const local = localizar(definicao, selecao);
  return comSecoes(definicao, inserir(definicao.secoes, local ? local.secao + 1 : 0, { id, titulo: '', perguntas: [] }));
}

/**
 * A question right after the selection: after the selected question, first in the selected section, or
 * first of all when the questionnaire is selected (in a new section `secaoId` when there is none).
 */
export function adicionarPergunta(definicao: Definicao, selecao: Selecao, pergunta: Pergunta, secaoId: string): Definicao {
  const local = localizar(definicao, selecao) ?? { secao: 0, pergunta: null };
  const secao = definicao.secoes[local.secao];
  if (!secao) return comSecoes(definicao, [{ id: secaoId, titulo: '', perguntas: [pergunta] }]);
  const indice = local.pergunta === null ? 0 : local.pergunta + 1;
  return trocarSecao(definicao, local.secao, { ...secao, perguntas: inserir(secao.perguntas, indice, pergunta) });
}

function mudarPergunta(definicao: Definicao, id: string, mudar: (pergunta: Pergunta) => Pergunta): Definicao {
  const local = localizar(definicao, id);
  const secao = local ? definicao.secoes[local.secao] : undefined;
  const pergunta = local?.pergunta === null || !local ? undefined : secao?.perguntas[local.pergunta];
  if (!local || !secao || !pergunta) return definicao;
  const nova = mudar(pergunta);
  if (nova === pergunta) return definicao;
  return trocarSecao(definicao, local.secao, { ...secao, perguntas: secao.perguntas.map((atual) => (atual === pergunta ? nova : atual)) });
}

/** What survives a change of type: options and their points between the two choice types, nothing type-specific otherwise. */
function noTipo(pergunta: Pergunta, tipo: TipoPergunta, opcaoId: string | null): Pergunta {
  const entreEscolhas = ehEscolha(pergunta.tipo) && ehEscolha(tipo);
  const opcoes = entreEscolhas ? pergunta.opcoes : ehEscolha(tipo) && opcaoId ? [{ id: opcaoId, rotulo: '' }] : [];
  const { config: _config, ...semConfig } = pergunta;
  const permiteOutro = pergunta.config?.permite_outro;
  return {
    ...semConfig,
    ...(entreEscolhas && permiteOutro !== undefined ? { config: { permite_outro: permiteOutro } } : {}),
    tipo,
    opcoes,
    pontos: entreEscolhas ? pergunta.pontos : null,
    critica: entreEscolhas ? pergunta.critica : false,
  };
}

/** A question's fields; a new `tipo` keeps only what that type uses (`opcaoId` seeds a choice's first option). */
export function atualizarPergunta(
  definicao: Definicao,
  id: string,
  campos: Partial<Omit<Pergunta, 'id'>>,
  opcaoId: string | null = null,
): Definicao {
  return mudarPergunta(definicao, id, (pergunta) => {
    if ((Object.keys(campos) as Array<keyof typeof campos>).every((campo) => pergunta[campo] === campos[campo])) return pergunta;
    const base = campos.tipo && campos.tipo !== pergunta.tipo ? noTipo(pergunta, campos.tipo, opcaoId) : pergunta;
    const { tipo: _tipo, ...resto } = campos;
    return { ...base, ...resto };
  });
}

export function atualizarSecao(definicao: Definicao, id: string, titulo: string): Definicao {
  const local = localizar(definicao, id);
  const secao = local ? definicao.secoes[local.secao] : undefined;
  if (!local || local.pergunta !== null || !secao || secao.titulo === titulo) return definicao;
  return trocarSecao(definicao, local.secao, { ...secao, titulo });
}

export function atualizarQuestionario(definicao: Definicao, campos: { titulo?: string; descricao?: string | null }): Definicao {
  const iguais = (Object.keys(campos) as Array<keyof typeof campos>).every((campo) => definicao[campo] === campos[campo]);
  return iguais ? definicao : { ...definicao, ...campos };
}

function mudarOpcoes(definicao: Definicao, perguntaId: string, mudar: (opcoes: Opcao[], pergunta: Pergunta) => Partial<Pergunta> | null): Definicao {
  return mudarPergunta(definicao, perguntaId, (pergunta) => {
    const mudanca = mudar(pergunta.opcoes, pergunta);
    return mudanca ? { ...pergunta, ...mudanca } : pergunta;
  });
}

export function adicionarOpcao(definicao: Definicao, perguntaId: string, id: string): Definicao {
  return mudarOpcoes(definicao, perguntaId, (opcoes) => ({ opcoes: [...opcoes, { id, rotulo: '' }] }));
}

export function atualizarOpcao(definicao: Definicao, perguntaId: string, opcaoId: string, rotulo: string): Definicao {
  return mudarOpcoes(definicao, perguntaId, (opcoes) =>
    opcoes.some((opcao) => opcao.id === opcaoId) ? { opcoes: opcoes.map((opcao) => (opcao.id === opcaoId ? { ...opcao, rotulo } : opcao)) } : null,
  );
}

export function moverOpcao(definicao: Definicao, perguntaId: string, opcaoId: string, passo: 1 | -1): Definicao {
  return mudarOpcoes(definicao, perguntaId, (opcoes) => {
    const de = opcoes.findIndex((opcao) => opcao.id === opcaoId);
    const opcao = opcoes[de];
    const para = de + passo;
    if (!opcao || para < 0 || para >= opcoes.length) return null;
    return { opcoes: inserir(opcoes.filter((_, indice) => indice !== de), para, opcao) };
  });
}

/** Removing an option drops its points too (points may only name existing answers). */
export function removerOpcao(definicao: Definicao, perguntaId: string, opcaoId: string): Definicao {
  return mudarOpcoes(definicao, perguntaId, (opcoes, pergunta) => {
    if (!opcoes.some((opcao) => opcao.id === opcaoId)) return null;
    const pontos = pergunta.pontos ? Object.fromEntries(Object.entries(pergunta.pontos).filter(([chave]) => chave !== opcaoId)) : null;
    return { opcoes: opcoes.filter((opcao) => opcao.id !== opcaoId), pontos };
  });
}
