import { EMAIL_MAX } from './limits';

// Deliberately loose: the only real check of an address is a mail that arrives.
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** The message beside the field, or null when the address looks like one. */
export function problemaEmail(value: string): string | null {
  if (value.length > EMAIL_MAX) return `E-mail deve ter no máximo ${EMAIL_MAX} caracteres.`;
  return EMAIL.test(value) ? null : 'E-mail inválido.';
}
