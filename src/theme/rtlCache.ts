import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { cacheComEstilosGuardados } from './estilosGuardados';

/**
 * Loaded only when a page turns right-to-left, so left-to-right pages never carry the plugin.
 * `stylis` is pinned to the version @emotion/cache compiles with: a newer prefixer lifts rules such
 * as `::placeholder` into siblings that emotion's older elements do not have, and throws.
 */
export const rtlCache = cacheComEstilosGuardados({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });
