import { motivo, type MotivoDoCampo } from './mensagensDoCampo';

/** Keeps only the digits: "01310-100" and "01310100" are the same CEP. */
export function cepDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** Why the field is refused, or null when the CEP is fine (8 digits, with or without the mask). */
export function problemaCep(value: string): MotivoDoCampo | null {
  if (!/^[\d\s.-]*$/.test(value)) return motivo('cep_nao_numerico');
  const digits = cepDigits(value);
  if (digits.length !== 8) return motivo('cep_digitos');
  if (digits === '00000000') return motivo('cep_invalido');
  return null;
}

/** "01310100" → "01310-100"; anything that is not 8 digits is returned as typed (the mask of the field). */
export function formatCep(value: string): string {
  const digits = cepDigits(value);
  return digits.length === 8 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : value;
}
