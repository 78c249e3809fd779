import { foldText } from '../../ui/foldText';

/** Whether every word typed is in one of the texts, accents and case aside. */
export const matchesSearch = (search: string, ...texts: string[]): boolean => {
  const haystack = foldText(texts.join(' '));
  return foldText(search)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
};
