import { EMAIL_MAX } from './limits';
import { MENSAGENS_DO_CAMPO, type TextosDoCampo } from './mensagensDoCampo';

// Deliberately loose: the only real check of an address is a mail that arrives.
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** The message beside the field, or null when the address looks like one. */
export function problemaEmail(value: string, textos: TextosDoCampo = MENSAGENS_DO_CAMPO): string | null {
  if (value.length > EMAIL_MAX) return textos.email_longo({ maximo: EMAIL_MAX });
  return EMAIL.test(value) ? null : textos.email_invalido();
}
