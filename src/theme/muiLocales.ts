import type { Localization } from '@mui/material/locale';
import type { Idioma } from '../../contract/limits';

/** MUI's own component labels for each language, loaded with the first page that has such a component. */
export async function loadMuiLocale(idioma: Idioma): Promise<Localization> {
  const { MUI_LOCALES } = await import('./muiLocaleTexts');
  return MUI_LOCALES[idioma];
}
