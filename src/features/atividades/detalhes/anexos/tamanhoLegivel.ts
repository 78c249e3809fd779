import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';

/** A file's size as a person reads it: "820 KB", "4,2 MB". */
export function tamanhoLegivel(i18n: I18n, bytes: number): string {
  if (bytes < 1024 * 1024) {
    const kb = i18n.number(Math.max(1, Math.round(bytes / 1024)));
    return i18n._(msg`${kb} KB`);
  }
  const mb = i18n.number(bytes / (1024 * 1024), { maximumFractionDigits: 1 });
  return i18n._(msg`${mb} MB`);
}
