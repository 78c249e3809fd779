// The themes' colours, for the screens (src/theme/buildTheme.ts) and for the installed app's icon and manifest (server/spa/pwa.ts).

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

interface Swatch {
  main: string;
  light: string;
  dark: string;
}

export interface ThemeColours {
  primary: Swatch;
  secondary: Swatch;
  background?: { default: string; paper: string };
}

/** What a light theme without a background of its own sits on. */
export const LIGHT_BACKGROUND = { default: '#ffffff', paper: '#ffffff' };

/** Seven themes, each with a light and a dark variant. */
export const LIGHT_THEMES: Record<ThemeName, ThemeColours> = {
  BLUE_THEME: {
    primary: { main: '#5D87FF', light: '#ECF2FF', dark: '#4570EA' },
    secondary: { main: '#49BEFF', light: '#E8F7FF', dark: '#23afdb' },
  },
  AQUA_THEME: {
    primary: { main: '#0074BA', light: '#EFF9FF', dark: '#006DAF' },
    secondary: { main: '#47D7BC', light: '#EDFBF7', dark: '#39C7AD' },
  },
  PURPLE_THEME: {
    primary: { main: '#763EBD', light: '#F2ECF9', dark: '#6E35B7' },
    secondary: { main: '#95CFD5', light: '#EDF8FA', dark: '#87C9CF' },
  },
  GREEN_THEME: {
    primary: { main: '#0A7EA4', light: '#F4F9FB', dark: '#06769A' },
    secondary: { main: '#CCDA4E', light: '#FAFBEF', dark: '#C3D046' },
  },
  CYAN_THEME: {
    primary: { main: '#01C0C8', light: '#EBF9FA', dark: '#00B9C0' },
    secondary: { main: '#FB9678', light: '#FFF4F1', dark: '#F48B6C' },
  },
  ORANGE_THEME: {
    primary: { main: '#FA896B', light: '#FBF2EF', dark: '#F48162' },
    secondary: { main: '#0074BA', light: '#EFF9FF', dark: '#006FB1' },
  },
  CUSTOM_THEME: {
    primary: { main: '#1E4DB7', light: '#EDF2FF', dark: '#173F98' },
    secondary: { main: '#1A97F5', light: '#E8F5FF', dark: '#0B7FD6' },
    background: { default: '#F4F6FA', paper: '#FFFFFF' },
  },
};

const DARK_BACKGROUND = { default: '#171c23', paper: '#171c23' };
const DARK_SECONDARY = '#777e89';

/** Dark variants keep each theme's primary and take the template's dark secondary and background. */
export const DARK_THEMES: Record<ThemeName, ThemeColours> = Object.fromEntries(
  Object.entries(LIGHT_THEMES).map(([name, colours]) => [
    name,
    {
      primary: { ...colours.primary, light: '#253662' },
      secondary: { main: DARK_SECONDARY, light: '#1C455D', dark: '#5E646D' },
      background: name === 'CUSTOM_THEME' ? { default: '#12161c', paper: '#1b2129' } : DARK_BACKGROUND,
    },
  ]),
) as Record<ThemeName, ThemeColours>;

/** Status colours and text, shared by every theme. */
export const STATUS_COLOURS = {
  success: '#66bb6a',
  info: '#539BFF',
  error: '#FA896B',
  warning: '#FFAE1F',
};

export const TEXT_COLOURS = { light: '#2A3547', dark: '#EAEFF4' };
