import { EMAIL_MAX } from './limits';
import { motivo, type MotivoDoCampo } from './mensagensDoCampo';

// Deliberately loose: the only real check of an address is a mail that arrives.
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** Why the field is refused, or null when the address looks like one. */
export function problemaEmail(value: string): MotivoDoCampo | null {
  if (value.length > EMAIL_MAX) return motivo('email_longo', { maximo: EMAIL_MAX });
  return EMAIL.test(value) ? null : motivo('email_invalido');
}
