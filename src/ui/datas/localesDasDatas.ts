import { useEffect, useState } from 'react';
import type { Locale } from 'date-fns';
import { enUS, frFR, ptBR, viVN, zhCN } from '@mui/x-date-pickers/locales';
import type { PickersInputLocaleText } from '@mui/x-date-pickers/locales';
import type { Idioma } from '#contract/limits';

/** The pickers' own texts ("Escolha uma data", the field's DD/MM/AAAA); MUI X has none in Arabic, so English there. */
export const TEXTOS_DOS_SELETORES: Record<Idioma, PickersInputLocaleText | undefined> = {
  'pt-BR': ptBR.components.MuiLocalizationProvider.defaultProps.localeText,
  en: enUS.components.MuiLocalizationProvider.defaultProps.localeText,
  fr: frFR.components.MuiLocalizationProvider.defaultProps.localeText,
  ar: enUS.components.MuiLocalizationProvider.defaultProps.localeText,
  zh: zhCN.components.MuiLocalizationProvider.defaultProps.localeText,
  vi: viVN.components.MuiLocalizationProvider.defaultProps.localeText,
};

/** The order of day, month and year, month names and 12- or 24-hour clock: only the screen's language is fetched. */
const CARREGAR: Record<Idioma, () => Promise<Locale>> = {
  'pt-BR': () => import('date-fns/locale/pt-BR').then((modulo) => modulo.ptBR),
  en: () => import('date-fns/locale/en-US').then((modulo) => modulo.enUS),
  fr: () => import('date-fns/locale/fr').then((modulo) => modulo.fr),
  ar: () => import('date-fns/locale/ar').then((modulo) => modulo.ar),
  zh: () => import('date-fns/locale/zh-CN').then((modulo) => modulo.zhCN),
  vi: () => import('date-fns/locale/vi').then((modulo) => modulo.vi),
};

const carregados = new Map<Idioma, Locale>();

/**
 * The date library's locale for the language, or null the moment it is being fetched (the field
 * then shows its stand-in). A language fetched once is at hand for every later field.
 */
export function useLocaleDasDatas(idioma: Idioma): Locale | null {
  const [, setCarregado] = useState<Idioma | null>(null);
  useEffect(() => {
    if (carregados.has(idioma)) return;
    let atual = true;
    CARREGAR[idioma]()
      .then((locale) => {
        carregados.set(idioma, locale);
        if (atual) setCarregado(idioma);
      })
      // The stand-in stays: its text is still the date, read-only.
      .catch(() => undefined);
    return () => {
      atual = false;
    };
  }, [idioma]);
  return carregados.get(idioma) ?? null;
}
