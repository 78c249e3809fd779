import type { Theme } from '@mui/material/styles';
import type { CSSObject } from '@mui/system';

const CORES = ['primary', 'secondary', 'error', 'info', 'success', 'warning'] as const;

/**
 * The global rules of `Selo` and `Selos` (src/ui/Selo.tsx): MUI's small Chip (its root and label,
 * `size="small"`, filled or `variant="outlined"`) in one element, worked out once per theme rather
 * than once per selo drawn.
 */
export function selos(theme: Theme): CSSObject {
  const { palette } = theme;
  const cores = Object.fromEntries(
    CORES.flatMap((cor) => [
      [`[data-selo="${cor}"]`, { backgroundColor: palette[cor].main, color: palette[cor].contrastText }],
      [`[data-selo="${cor}"][data-contorno]`, { backgroundColor: 'transparent', color: palette[cor].main, borderColor: theme.alpha(palette[cor].main, 0.7) }],
    ]),
  );
  return {
    '[data-selo]': {
      display: 'inline-block',
      boxSizing: 'border-box',
      maxWidth: '100%',
      height: 24,
      paddingInline: 8,
      borderRadius: 12,
      fontFamily: theme.typography.fontFamily,
      fontSize: theme.typography.pxToRem(13),
      fontWeight: 400,
      lineHeight: '24px',
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      verticalAlign: 'middle',
      color: palette.text.primary,
      backgroundColor: palette.action.selected,
    },
    '[data-selo][data-contorno]': {
      backgroundColor: 'transparent',
      border: `1px solid ${palette.mode === 'light' ? palette.grey[400] : palette.grey[700]}`,
      paddingInline: 7,
      lineHeight: '22px',
    },
    '[data-selo][data-quebra]': { height: 'auto', minHeight: 24, whiteSpace: 'normal', lineHeight: 1.5, paddingBlock: 2 },
    ...cores,
    '[data-selos]': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.spacing(0.5), whiteSpace: 'nowrap' },
  };
}
