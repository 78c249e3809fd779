import type { I18n } from '@lingui/core';

/** Bytes as a person reads them: KB under a megabyte, MB with one decimal above. */
export function tamanhoNoAparelho(bytes: number, i18n: I18n): string {
  const megas = bytes / (1024 * 1024);
  if (megas >= 1) return i18n.number(megas, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
  return i18n.number(Math.max(1, Math.round(bytes / 1024)), { style: 'unit', unit: 'kilobyte' });
}
