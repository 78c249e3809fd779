import { foldText as fold } from '../../ui/foldText';

/**
 * Each typed word must start a word of the label or of its keywords ("mod esc" finds "Usar modo
 * escuro"), accents ignored; labels that start with the query come first.
 */
export function matchCommand(label: string, search: string, keywords: readonly string[] = []): number {
  const words = [label, ...keywords].flatMap((text) => fold(text).split(/[^\p{L}\p{N}]+/u)).filter(Boolean);
  const typed = fold(search).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  if (typed.length === 0) return 1;
  if (!typed.every((part) => words.some((word) => word.startsWith(part)))) return 0;
  return fold(label).startsWith(typed.join(' ')) ? 1 : 0.5;
}
