import { arSD, enUS, frFR, viVN, zhCN, type Localization } from '@mui/material/locale';
import type { Idioma } from '../../contract/limits';

export const OTHER_MUI_LOCALES: Record<Exclude<Idioma, 'pt-BR'>, Localization> = {
  en: enUS,
  fr: frFR,
  ar: arSD,
  zh: zhCN,
  vi: viVN,
};
