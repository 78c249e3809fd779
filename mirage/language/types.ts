/** The template's language; `icon` is the flag as an emoji, so the list needs no image files. */
export interface Language {
  id: number;
  flagname: string;
  icon: string;
}

/** The languages the app speaks (DESIGN §5), each named in itself. */
export const DEMO_LANGUAGES: ReadonlyArray<Omit<Language, 'id'>> = [
  { flagname: 'Português (Brasil)', icon: '🇧🇷' },
  { flagname: 'English', icon: '🇬🇧' },
  { flagname: 'Français', icon: '🇫🇷' },
  { flagname: 'العربية (السودان)', icon: '🇸🇩' },
  { flagname: '中文', icon: '🇨🇳' },
  { flagname: 'Tiếng Việt', icon: '🇻🇳' },
];
