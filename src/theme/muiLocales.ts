import { ptBR, type Localization } from '@mui/material/locale';
import type { Idioma } from '../../contract/limits';

export const DEFAULT_MUI_LOCALE: Localization = ptBR;

/** MUI's own component labels for each language; only Portuguese is in the first page. */
export async function loadMuiLocale(idioma: Idioma): Promise<Localization> {
  if (idioma === 'pt-BR') return ptBR;
  const { OTHER_MUI_LOCALES } = await import('./otherMuiLocales');
  return OTHER_MUI_LOCALES[idioma];
}
