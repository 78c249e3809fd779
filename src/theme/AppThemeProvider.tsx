import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
// MUI's own ThemeProvider also brings the CSS-variables provider into the first page; the theme has no CSS variables.
import ThemeProvider from '@mui/system/ThemeProvider';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import '@fontsource/plus-jakarta-sans/400.css';
import '@fontsource/plus-jakarta-sans/500.css';
import '@fontsource/plus-jakarta-sans/600.css';
import '@fontsource/plus-jakarta-sans/700.css';
import { useCustomizer } from '../features/customizer/CustomizerProvider';
import { buildTheme } from './buildTheme';

const ltrCache = createCache({ key: 'mui' });

export function AppThemeProvider({ children }: { children: ReactNode }) {
  const settings = useCustomizer();
  const [rtlCache, setRtlCache] = useState<EmotionCache | null>(null);
  const rtl = settings.activeDir === 'rtl';

  useEffect(() => {
    if (rtl && !rtlCache) void import('./rtlCache').then((module) => setRtlCache(module.rtlCache));
  }, [rtl, rtlCache]);

  const { activeMode, activeTheme, activeDir, borderRadius } = settings;
  const theme = useMemo(
    () => buildTheme({ activeMode, activeTheme, activeDir, borderRadius }),
    [activeMode, activeTheme, activeDir, borderRadius],
  );

  if (rtl && !rtlCache) return null;
  return (
    <CacheProvider value={rtl && rtlCache ? rtlCache : ltrCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
