import { IDIOMAS, type Idioma } from '#contract/limits';

/** Each language named in itself, as a person looking for their own language expects. */
export const IDIOMA_NAMES: Record<Idioma, string> = {
  'pt-BR': 'Português (Brasil)',
  en: 'English',
  fr: 'Français',
  ar: 'العربية',
  zh: '中文',
  vi: 'Tiếng Việt',
};

/** Accepts the codes people and older data use: 'ch' is the template's code for Chinese, 'pt' means Brazil here. */
export function normalizeIdioma(code: string | null | undefined): Idioma {
  if (!code) return 'pt-BR';
  const lower = code.toLowerCase();
  if (lower === 'ch' || lower.startsWith('zh')) return 'zh';
  if (lower === 'pt' || lower.startsWith('pt-')) return 'pt-BR';
  const base = lower.split('-')[0];
  return IDIOMAS.find((idioma) => idioma === base) ?? 'pt-BR';
}
