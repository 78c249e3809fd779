import { createTheme, useTheme } from '@mui/material/styles';
import ThemeProvider from '@mui/system/ThemeProvider';
import { useMemo, type ReactNode } from 'react';
import { useIdioma } from '../i18n/LanguageProvider';
import { MUI_LOCALES } from './muiLocaleTexts';

/**
 * MUI's own component texts (pagination, autocomplete, rating…) in the page's language. Only the
 * app's pages have such components, so this lives in the layout's chunk and the public pages skip
 * it: building MUI's number formatter alone was the longest task of the sign-in page's start. In
 * the layout's own chunk, the texts are there at its first draw: no second request after it, and
 * no second draw of the whole app when they arrive.
 */
export function MuiLocaleProvider({ children }: { children: ReactNode }) {
  const idioma = useIdioma();
  const outer = useTheme();
  const theme = useMemo(() => createTheme(outer, MUI_LOCALES[idioma]), [outer, idioma]);
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
