import type { ProblemaDefinicao, ProblemaNoItem } from '#contract/questionarioProblemas';
import { textoDoCampo } from '#machines/callFailure';

/** The problems found in the browser, each reason said in the person's language. */
export function problemasTraduzidos(problemas: readonly ProblemaDefinicao[]): ProblemaNoItem[] {
  return problemas.map(({ id, campo, ...motivo }) => ({ id, campo, mensagem: textoDoCampo(motivo) }));
}
