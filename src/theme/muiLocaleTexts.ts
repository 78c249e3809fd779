import type { Localization } from '@mui/material/locale';
import type { Idioma } from '#contract/limits';

type Outro = Exclude<Idioma, 'pt-BR'>;

/**
 * MUI's own texts (pagination, autocomplete…) of each language but Portuguese, in a file of its
 * own: a person downloads only those of their language, read with its catalogs before it goes on
 * screen (LanguageProvider). Portuguese's come with the layout (MuiLocaleProvider).
 */
const carregadores: Record<Outro, () => Promise<{ textos: Localization }>> = {
  en: () => import('./muiLocale/en'),
  fr: () => import('./muiLocale/fr'),
  ar: () => import('./muiLocale/ar'),
  zh: () => import('./muiLocale/zh'),
  vi: () => import('./muiLocale/vi'),
};

const lidos = new Map<Outro, Localization>();

/** Reads MUI's texts of `idioma` once. Texts that could not be read leave Portuguese's in their place, rather than the language not changing over a button's label. */
export async function carregarTextosDoMui(idioma: Idioma): Promise<void> {
  if (idioma === 'pt-BR' || lidos.has(idioma)) return;
  try {
    lidos.set(idioma, (await carregadores[idioma]()).textos);
  } catch {
    // Asked for again the next time the language is chosen.
  }
}

/** MUI's texts of `idioma` once read (carregarTextosDoMui); undefined for Portuguese and before. */
export function textosDoMui(idioma: Idioma): Localization | undefined {
  return idioma === 'pt-BR' ? undefined : lidos.get(idioma);
}
