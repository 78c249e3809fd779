// What the customizer machine holds, as plain data: the first page reads the saved settings before the machine loads.
import type { Idioma } from '#contract/auth';
import type { ThemeName } from '#contract/palettes';
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
