import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';

/** "2 de 3 pontos", "1 de 1 ponto": a question's or a whole questionnaire's points, on the form and in the report. */
export function pontosObtidos(i18n: I18n, obtidos: number, maximo: number): string {
  return i18n._(msg`${obtidos} de ${plural(maximo, { one: '# ponto', other: '# pontos' })}`);
}
