import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** A mean percentage, or a dash when nothing was scored. */
export const porcento = (i18n: I18n, valor: number | null): string =>
  valor === null ? '—' : i18n.number(valor / 100, { style: 'percent', maximumFractionDigits: 1 });

/** Minutes as hours and minutes, or a dash when none was measured. */
export function duracao(i18n: I18n, minutos: number | null): string {
  if (minutos === null) return '—';
  const horas = Math.floor(minutos / 60);
  const resto = minutos % 60;
  return horas === 0 ? i18n._(msg`${resto} min`) : i18n._(msg`${horas} h ${resto} min`);
}

/** A step of the series as a table or an axis names it: a day, or the first and last days of a week or month. */
export function nomeDoPasso(i18n: I18n, inicio: string, fim: string): string {
  const formato = new Intl.DateTimeFormat(i18n.locale, { day: '2-digit', month: 'short', timeZone: 'UTC' });
  const data = (texto: string) => formato.format(new Date(`${texto}T00:00:00Z`));
  return inicio === fim ? data(inicio) : `${data(inicio)} – ${data(fim)}`;
}
