import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { ProblemaDoCampo } from '#contract/errors';
import { MENSAGENS_DO_CAMPO, type CodigoDoCampo, type MotivoDoCampo } from '#contract/mensagensDoCampo';

// The same ICU texts the screens translate, compiled once and said in Portuguese.
const portugues = setupI18n({
  locale: 'pt-BR',
  messages: {
    'pt-BR': Object.fromEntries(Object.entries(MENSAGENS_DO_CAMPO).map(([code, texto]) => [code, compileMessage(texto)])),
  },
});

/** A field's problem as the server finds it: a contract reason, or one already said. */
export type Problema = MotivoDoCampo | ProblemaDoCampo;

/** A reason in words more precise than its code's (which record holds the value): screens in other languages say the code's text. */
export const problemaProprio = (message: string, code: CodigoDoCampo): ProblemaDoCampo => ({ code, params: {}, message });

/** A field's problem with its Portuguese text, as the API answers it. */
export function dito(problema: Problema): ProblemaDoCampo {
  if ('message' in problema) return problema;
  return { code: problema.code, params: problema.params, message: portugues._(problema.code, problema.params) };
}

export function ditos(problemas: Record<string, Problema[]>): Record<string, ProblemaDoCampo[]> {
  return Object.fromEntries(Object.entries(problemas).map(([campo, deles]) => [campo, deles.map(dito)]));
}
