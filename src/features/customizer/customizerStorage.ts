import { DEFAULT_SETTINGS, type CustomizerSettings, type Direction } from '#machines/customizerSettings';
import { normalizeIdioma } from '../../i18n/idiomas';

const STORAGE_KEY = 'customizer';

/** The settings the person chose last time, as the customizer machine starts with them. */
export function savedSettings(): CustomizerSettings {
  try {
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as Partial<CustomizerSettings>;
    return { ...DEFAULT_SETTINGS, ...saved, ...(saved.isLanguage ? { isLanguage: normalizeIdioma(saved.isLanguage) } : {}) };
  } catch {
    return DEFAULT_SETTINGS;
  }
}

export function saveSettings({ activeMode, borderRadius, isLanguage, activeDir, activeTheme, isCollapse }: CustomizerSettings): void {
  localStorage.setItem(STORAGE_KEY, JSON.stringify({ activeMode, borderRadius, isLanguage, activeDir, activeTheme, isCollapse }));
}

export function applyDir(dir: Direction): void {
  document.documentElement.dir = dir;
}
