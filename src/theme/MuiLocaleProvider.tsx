import type { Localization } from '@mui/material/locale';
import { createTheme, useTheme } from '@mui/material/styles';
import ThemeProvider from '@mui/system/ThemeProvider';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useIdioma } from '../i18n/LanguageProvider';
import { loadMuiLocale } from './muiLocales';

/**
 * MUI's own component texts (pagination, autocomplete, rating…) in the page's language. Only the
 * app's pages have such components, so the public pages skip them: building MUI's number formatter
 * alone was the longest task of the sign-in page's start.
 */
export function MuiLocaleProvider({ children }: { children: ReactNode }) {
  const idioma = useIdioma();
  const outer = useTheme();
  const [locale, setLocale] = useState<Localization | null>(null);

  useEffect(() => {
    let current = true;
    loadMuiLocale(idioma)
      .then((loaded) => current && setLocale(loaded))
      // Without its texts MUI shows its English ones.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [idioma]);

  const theme = useMemo(() => (locale ? createTheme(outer, locale) : outer), [outer, locale]);
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
