import { getContrastRatio } from '@mui/material/styles';
import { THEMES } from '#contract/palettes';
import { buildTheme } from '../../src/theme/buildTheme';
import { AA_CONTRAST } from '../../src/theme/readable';

const COLOURS = ['primary', 'secondary', 'success', 'info', 'error', 'warning'] as const;

describe.each(THEMES)('%s', (activeTheme) => {
  it.each(['light', 'dark'] as const)('in %s mode, every palette colour reads at AA on the page and under its own text', (activeMode) => {
    const theme = buildTheme({ activeTheme, activeMode, activeDir: 'ltr', borderRadius: 7 });
    for (const colour of COLOURS) {
      const { main, contrastText } = theme.palette[colour];
      expect(getContrastRatio(main, theme.palette.background.paper)).toBeGreaterThanOrEqual(AA_CONTRAST);
      expect(getContrastRatio(main, theme.palette.background.default)).toBeGreaterThanOrEqual(AA_CONTRAST);
      expect(getContrastRatio(main, contrastText)).toBeGreaterThanOrEqual(AA_CONTRAST);
    }
  });
});

it('keeps a template colour that already reads well as it is', () => {
  const theme = buildTheme({ activeTheme: 'CUSTOM_THEME', activeMode: 'light', activeDir: 'ltr', borderRadius: 7 });
  expect(theme.palette.primary.main.toLowerCase()).toBe('#1e4db7');
});
