import type { Definicao, Questionario, QuestionarioVersao } from '#contract/questionario';
import { questionariosApi } from '../questionariosApi';

/** A published version by number, or the open draft. */
export type Escolha = number | 'rascunho';
export const RASCUNHO = 'rascunho';

/** What can be read: the versions newest first, then the draft when edits wait to be published. */
export function escolhasDe(questionario: Pick<Questionario, 'versao_atual' | 'rascunho_aberto'>): Escolha[] {
  const versoes = Array.from({ length: questionario.versao_atual ?? 0 }, (_, indice) => (questionario.versao_atual ?? 0) - indice);
  return questionario.rascunho_aberto || versoes.length === 0 ? [RASCUNHO, ...versoes] : versoes;
}

export interface Lida {
  definicao: Definicao;
  /** The frozen version with who published it and when; null for the draft. */
  versao: QuestionarioVersao | null;
}

/** A version is frozen: read it by number. The draft is what GET /:id answers while one is open. */
export async function lerEscolha(id: string, escolha: Escolha): Promise<Lida> {
  if (escolha === RASCUNHO) {
    const { titulo, descricao, secoes } = await questionariosApi.get(id);
    return { definicao: { titulo, descricao, secoes }, versao: null };
  }
  const versao = await questionariosApi.versao(id, escolha);
  return { definicao: { titulo: versao.titulo, descricao: versao.descricao, secoes: versao.secoes }, versao };
}
