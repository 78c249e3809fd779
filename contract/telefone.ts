import { motivo, type MotivoDoCampo } from './mensagensDoCampo';

/**
 * Brazilian phone numbers: DDD + 8 digits (landline, starting 2–5) or DDD + 9 digits (mobile,
 * starting 9), optionally after +55; or a 0800/0300/0500/0900 number. Stored as the digits
 * without the country code.
 */
const NATIONAL = /^(?:[1-9][1-9](?:[2-5]\d{7}|9\d{8})|0[3589]00\d{7})$/;

export function telefoneDigits(value: string): string {
  const digits = value.replace(/\D/g, '');
  // +55 11 98765-4321: the country code is dropped, the rest is the national number.
  return (digits.length === 12 || digits.length === 13) && digits.startsWith('55') ? digits.slice(2) : digits;
}

/** Why the field is refused, or null when the number is a valid Brazilian one. */
export function problemaTelefone(value: string): MotivoDoCampo | null {
  if (!/^[\d\s()+.-]*$/.test(value)) return motivo('telefone_nao_numerico');
  const digits = telefoneDigits(value);
  if (digits.length < 10 || digits.length > 11) return motivo('telefone_digitos');
  if (!NATIONAL.test(digits)) return motivo('telefone_invalido');
  return null;
}

/** "11987654321" → "(11) 98765-4321"; "1134567890" → "(11) 3456-7890"; "08001234567" → "0800 123 4567". */
export function formatTelefone(value: string): string {
  const digits = telefoneDigits(value);
  if (/^0[3589]00\d{7}$/.test(digits)) return `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`;
  if (digits.length === 11) return `(${digits.slice(0, 2)}) ${digits.slice(2, 7)}-${digits.slice(7)}`;
  if (digits.length === 10) return `(${digits.slice(0, 2)}) ${digits.slice(2, 6)}-${digits.slice(6)}`;
  return value;
}
