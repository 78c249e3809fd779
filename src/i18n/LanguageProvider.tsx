import { I18nProvider } from '@lingui/react';
import type { Localization } from '@mui/material/locale';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { Idioma } from '../../contract/limits';
import { useCustomizer } from '../features/customizer/CustomizerProvider';
import { DEFAULT_MUI_LOCALE, loadMuiLocale } from '../theme/muiLocales';
import { activateIdioma, i18n } from './i18n';

interface Language {
  idioma: Idioma;
  muiLocale: Localization;
}

const LanguageContext = createContext<Language>({ idioma: 'pt-BR', muiLocale: DEFAULT_MUI_LOCALE });

/** The customizer holds the chosen language (the profile's idioma is copied there on sign-in). */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const { isLanguage } = useCustomizer();
  const [language, setLanguage] = useState<Language>({ idioma: 'pt-BR', muiLocale: DEFAULT_MUI_LOCALE });

  useEffect(() => {
    let current = true;
    Promise.all([activateIdioma(isLanguage), loadMuiLocale(isLanguage)])
      .then(([, muiLocale]) => current && setLanguage({ idioma: isLanguage, muiLocale }))
      // A catalog that never arrived leaves the last language on screen.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [isLanguage]);

  useEffect(() => {
    document.documentElement.lang = language.idioma;
  }, [language.idioma]);

  return (
    <LanguageContext.Provider value={language}>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </LanguageContext.Provider>
  );
}

export const useLanguage = (): Language => useContext(LanguageContext);
