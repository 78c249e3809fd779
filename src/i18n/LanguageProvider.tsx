import { I18nProvider } from '@lingui/react';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { Idioma } from '#contract/limits';
import { useCustomizer } from '../features/customizer/CustomizerProvider';
import { carregarTextosDoMui } from '../theme/muiLocaleTexts';
import { activateIdioma, i18n } from './i18n';

const IdiomaContext = createContext<Idioma>('pt-BR');

/** The customizer holds the chosen language (the profile's idioma is copied there on sign-in). */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const { isLanguage } = useCustomizer();
  const [idioma, setIdioma] = useState<Idioma>('pt-BR');

  useEffect(() => {
    let current = true;
    Promise.all([activateIdioma(isLanguage), carregarTextosDoMui(isLanguage)])
      .then(() => current && setIdioma(isLanguage))
      // A catalog that never arrived leaves the last language on screen.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [isLanguage]);

  useEffect(() => {
    document.documentElement.lang = idioma;
  }, [idioma]);

  return (
    <IdiomaContext.Provider value={idioma}>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </IdiomaContext.Provider>
  );
}

/** The language on screen: the chosen one once its texts have arrived. */
export const useIdioma = (): Idioma => useContext(IdiomaContext);
