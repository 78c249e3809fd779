import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ThemeName } from '#contract/palettes';

export const THEME_NAMES: Record<ThemeName, MessageDescriptor> = {
  BLUE_THEME: msg`Azul`,
  AQUA_THEME: msg`Água`,
  PURPLE_THEME: msg`Roxo`,
  GREEN_THEME: msg`Verde`,
  CYAN_THEME: msg`Ciano`,
  ORANGE_THEME: msg`Laranja`,
  CUSTOM_THEME: msg`Personalizado`,
};
