import { ptBR } from '@mui/material/locale';
import { createTheme, useTheme } from '@mui/material/styles';
import ThemeProvider from '@mui/system/ThemeProvider';
import { useMemo, type ReactNode } from 'react';
import { useIdioma } from '../i18n/LanguageProvider';
import { textosDoMui } from './muiLocaleTexts';

/**
 * MUI's own component texts (pagination, autocomplete, rating…) in the page's language. Only the
 * app's pages have such components, so this lives in the layout's chunk and the public pages skip
 * it: building MUI's number formatter alone was the longest task of the sign-in page's start.
 * Portuguese's texts come with the layout, there at its first draw; another language's are read
 * with its catalogs before it goes on screen (muiLocaleTexts.ts): the six languages' texts in the
 * layout were 2.7 KB of every page's code, and six number formatters built at its start.
 */
export function MuiLocaleProvider({ children }: { children: ReactNode }) {
  const idioma = useIdioma();
  const outer = useTheme();
  const theme = useMemo(() => createTheme(outer, textosDoMui(idioma) ?? ptBR), [outer, idioma]);
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
