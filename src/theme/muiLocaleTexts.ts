import { arSD, enUS, frFR, ptBR, viVN, zhCN, type Localization } from '@mui/material/locale';
import type { Idioma } from '#contract/limits';

export const MUI_LOCALES: Record<Idioma, Localization> = {
  'pt-BR': ptBR,
  en: enUS,
  fr: frFR,
  ar: arSD,
  zh: zhCN,
  vi: viVN,
};
