import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
// MUI's own ThemeProvider also brings the CSS-variables provider into the first page; the theme has no CSS variables.
import ThemeProvider from '@mui/system/ThemeProvider';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
// Every weight the app draws (400 to 700) is one file of the variable font: 27 KB for the latin
// subset, where four files of the static weights were 48 KB, each one more request on a phone.
import '@fontsource-variable/plus-jakarta-sans/wght.css';
import { useCustomizer } from '../features/customizer/CustomizerProvider';
import { buildTheme } from './buildTheme';
import { cacheComEstilosGuardados } from './estilosGuardados';

const ltrCache = cacheComEstilosGuardados({ key: 'mui' });

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
