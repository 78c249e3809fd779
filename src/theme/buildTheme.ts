import { createTheme, type Theme } from '@mui/material/styles';
import type { CustomizerSettings } from '#machines/customizerSettings';
import { BREAKPOINTS, CARD_CONTENT_PADDING, CARD_PADDING } from './layout';
import { DARK_THEMES, LIGHT_BACKGROUND, LIGHT_THEMES, STATUS_COLOURS, TEXT_COLOURS } from '#contract/palettes';
import { readable } from './readable';
import { selos } from './selos';

export const FONT_FAMILY = "'Plus Jakarta Sans Variable', system-ui, sans-serif";

type Look = Pick<CustomizerSettings, 'activeMode' | 'activeTheme' | 'activeDir' | 'borderRadius'>;

export function buildTheme(look: Look): Theme {
  const dark = look.activeMode === 'dark';
  const colours = (dark ? DARK_THEMES : LIGHT_THEMES)[look.activeTheme];
  const heading = { fontWeight: 600 };
  const background = colours.background ?? LIGHT_BACKGROUND;
  // Primary text also sits on the primary tint of selected rows and chips.
  const surfaces = [background.default, background.paper, colours.primary.light];
  const tone = (colour: string) => readable(colour, surfaces, look.activeMode);
  const primary = { ...colours.primary, ...tone(colours.primary.main) };
  return createTheme({
    direction: look.activeDir,
    breakpoints: { values: BREAKPOINTS },
    shape: { borderRadius: look.borderRadius },
    palette: {
      mode: look.activeMode,
      primary,
      secondary: { ...colours.secondary, ...tone(colours.secondary.main) },
      success: tone(STATUS_COLOURS.success),
      info: tone(STATUS_COLOURS.info),
      error: tone(STATUS_COLOURS.error),
      warning: tone(STATUS_COLOURS.warning),
      text: { primary: dark ? TEXT_COLOURS.dark : TEXT_COLOURS.light },
      ...(colours.background ? { background: colours.background } : {}),
    },
    typography: {
      fontFamily: FONT_FAMILY,
      h1: heading,
      h2: heading,
      h3: heading,
      h4: heading,
      h5: heading,
      h6: heading,
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButtonBase: { defaultProps: { disableRipple: false } },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { textTransform: 'none', boxShadow: 'none', '&:hover': { boxShadow: 'none' } } },
      },
      MuiCardHeader: { styleOverrides: { root: { padding: `${CARD_PADDING}px ${CARD_CONTENT_PADDING}px` } } },
      MuiCardContent: {
        styleOverrides: { root: { padding: CARD_CONTENT_PADDING, '&:last-child': { paddingBottom: CARD_CONTENT_PADDING } } },
      },
      MuiCardActions: { styleOverrides: { root: { padding: CARD_PADDING } } },
      MuiCssBaseline: {
        styleOverrides: (theme) => ({
          // Keyboard users always see where they are.
          ':focus-visible': { outline: `2px solid ${primary.main}`, outlineOffset: 2 },
          ...selos(theme),
        }),
      },
    },
  });
}
