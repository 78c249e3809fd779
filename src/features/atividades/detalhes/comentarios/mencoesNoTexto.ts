import { mencao, trechosDoComentario } from '#contract/atividadeComentario';

/** Mentions as the person types them: `@Nome`, with the id of each name chosen from the list. */
export type Escolhidas = ReadonlyMap<string, string>;

/** A stored text as the editor shows it (`@Nome`) and the mentions it holds. */
export function paraEdicao(texto: string): { texto: string; escolhidas: Map<string, string> } {
  const escolhidas = new Map<string, string>();
  const partes = trechosDoComentario(texto).map((trecho) => {
    if (!('mencao' in trecho)) return trecho.texto;
    escolhidas.set(trecho.mencao.nome, trecho.mencao.id);
    return `@${trecho.mencao.nome}`;
  });
  return { texto: partes.join(''), escolhidas };
}

const escapar = (texto: string) => texto.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text to send: each `@Nome` still present of a chosen member becomes a mention of their id. */
export function paraEnvio(texto: string, escolhidas: Escolhidas): string {
  if (escolhidas.size === 0) return texto;
  // The longest names first, so that "@Ana Souza" is not taken for "@Ana".
  const nomes = [...escolhidas.keys()].sort((a, b) => b.length - a.length).map(escapar);
  const padrao = new RegExp(`@(${nomes.join('|')})(?![\\p{L}\\p{N}])`, 'gu');
  return texto.replace(padrao, (_todo, nome: string) => mencao(nome, escolhidas.get(nome)!));
}

/** The word after an `@` right before the cursor, when the person is typing a mention. */
export function buscaDeMencao(texto: string, cursor: number): { inicio: number; termo: string } | null {
  const achado = /(?:^|\s)@([\p{L}\p{N}._-]{0,30})$/u.exec(texto.slice(0, cursor));
  if (!achado) return null;
  return { inicio: cursor - achado[1]!.length - 1, termo: achado[1]! };
}
