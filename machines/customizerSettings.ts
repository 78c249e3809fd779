// What the customizer machine holds, as plain data: the first page reads the saved settings before the machine loads.
import type { Idioma } from '#contract/auth';

export const THEMES = [
  'BLUE_THEME',
  'AQUA_THEME',
  'PURPLE_THEME',
  'GREEN_THEME',
  'CYAN_THEME',
  'ORANGE_THEME',
  'CUSTOM_THEME',
] as const;
export type ThemeName = (typeof THEMES)[number];
export type Mode = 'light' | 'dark';
export type Direction = 'ltr' | 'rtl';

export interface CustomizerSettings {
  activeMode: Mode;
  borderRadius: number;
  /** The language chosen before signing in; the profile's idioma wins once signed in. */
  isLanguage: Idioma;
  activeDir: Direction;
  activeTheme: ThemeName;
  isCollapse: boolean;
}

/** The template's defaults, with Portuguese instead of its English (the product is Portuguese). */
export const DEFAULT_SETTINGS: CustomizerSettings = {
  activeMode: 'light',
  borderRadius: 3,
  isLanguage: 'pt-BR',
  activeDir: 'ltr',
  activeTheme: 'BLUE_THEME',
  isCollapse: false,
};

export const RADIUS_MIN = 0;
export const RADIUS_MAX = 24;

export const directionOf = (idioma: Idioma): Direction => (idioma === 'ar' ? 'rtl' : 'ltr');
