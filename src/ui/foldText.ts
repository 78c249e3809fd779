/** Lowercase and without accents, for searches that find "Sao Paulo" in "São Paulo". */
export const foldText = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
