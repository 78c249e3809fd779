import { darken, getContrastRatio, lighten } from '@mui/material/styles';

/** WCAG 2.2 AA for normal text. */
export const AA_CONTRAST = 4.5;

const WHITE = '#ffffff';
const INK = '#111820';

export interface ReadableColour {
  main: string;
  contrastText: string;
}

/**
 * The template's colours are brand colours, and several of them (the blue theme's #5D87FF, the status
 * colours) are too pale for text on white or for white text on them. This keeps the hue and moves
 * the colour toward dark (light mode) or light (dark mode) only as far as AA contrast needs, against
 * every surface it is drawn on, and picks the text colour that reads best on it.
 */
export function readable(colour: string, surfaces: string[], mode: 'light' | 'dark'): ReadableColour {
  const move = mode === 'light' ? darken : lighten;
  const contrastText = (main: string) => (getContrastRatio(main, WHITE) >= getContrastRatio(main, INK) ? WHITE : INK);
  const passes = (main: string) =>
    surfaces.every((surface) => getContrastRatio(main, surface) >= AA_CONTRAST) &&
    getContrastRatio(main, contrastText(main)) >= AA_CONTRAST;
  let main = colour;
  for (let step = 1; step <= 20 && !passes(main); step += 1) main = move(colour, step * 0.04);
  return { main, contrastText: contrastText(main) };
}
