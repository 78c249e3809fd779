import { TZDate } from '@date-fns/tz';
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { DIAS_DA_SEMANA, type DiaDaSemana, type Frequencia, type SerieDaAtividade } from '#contract/atividade';

/** A weekday's name in the reader's language, from the browser's calendar (1 March 2026 was a Sunday). */
export function nomeDoDia(i18n: I18n, dia: DiaDaSemana, formato: 'short' | 'long'): string {
  return i18n.date(new Date(Date.UTC(2026, 2, 1 + DIAS_DA_SEMANA.indexOf(dia))), { weekday: formato, timeZone: 'UTC' });
}

/** "Toda semana", "A cada 2 meses": how often, in the form and in the rule's words. */
export function cadaQuanto(frequencia: Frequencia, n: number): string {
  if (frequencia === 'diaria') return plural(n, { one: 'Todo dia', other: 'A cada # dias' });
  if (frequencia === 'mensal') return plural(n, { one: 'Todo mês', other: 'A cada # meses' });
  return plural(n, { one: 'Toda semana', other: 'A cada # semanas' });
}

function frequencia(i18n: I18n, serie: SerieDaAtividade, diaDoMes: number): string {
  const cada = cadaQuanto(serie.frequencia, serie.intervalo);
  if (serie.frequencia === 'mensal') return i18n._(msg`${cada}, no dia ${diaDoMes}`);
  if (serie.frequencia === 'diaria' || !serie.dias_da_semana) return cada;
  const dias = new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(serie.dias_da_semana.map((dia) => nomeDoDia(i18n, dia, 'long')));
  return i18n._(msg`${cada}: ${dias}`);
}

/**
 * The series' rule in the reader's words, from its parts ("Toda semana: segunda-feira e
 * quarta-feira · às 08:00 · 6 vezes no total"), its times on the series' clock. rrule's own
 * description is English only.
 */
export function serieEmPalavras(i18n: I18n, serie: SerieDaAtividade): string {
  const diaDoMes = new TZDate(serie.inicio, serie.fuso).getDate();
  const hora = i18n.date(serie.inicio, { timeStyle: 'short', timeZone: serie.fuso });
  const fim = serie.encerrada
    ? i18n._(msg`encerrada`)
    : serie.vezes !== undefined
      ? plural(serie.vezes, { one: '# vez no total', other: '# vezes no total' })
      : serie.ate !== undefined
        ? i18n._(msg`até ${i18n.date(`${serie.ate}T12:00:00Z`, { dateStyle: 'short', timeZone: 'UTC' })}`)
        : i18n._(msg`sem data para terminar`);
  return [frequencia(i18n, serie, diaDoMes), i18n._(msg`às ${hora}`), fim].join(' · ');
}
