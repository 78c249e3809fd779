const WEIGHTS_FIRST = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const WEIGHTS_SECOND = [6, ...WEIGHTS_FIRST];

function checkDigit(digits: number[], weights: number[]): number {
  const sum = weights.reduce((total, weight, i) => total + weight * (digits[i] ?? 0), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** Keeps only the digits, so "12.345.678/0001-95" and "12345678000195" compare equal. */
export function cnpjDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** A CNPJ is valid when it has 14 digits, is not one digit repeated, and both check digits match. */
export function isValidCnpj(value: string): boolean {
  const clean = cnpjDigits(value);
  if (clean.length !== 14 || /^(\d)\1{13}$/.test(clean)) return false;
  const digits = [...clean].map(Number);
  return (
    checkDigit(digits, WEIGHTS_FIRST) === digits[12] && checkDigit(digits, WEIGHTS_SECOND) === digits[13]
  );
}

/** "12345678000195" → "12.345.678/0001-95"; anything that is not 14 digits is returned as typed. */
export function formatCnpj(value: string): string {
  const clean = cnpjDigits(value);
  if (clean.length !== 14) return value;
  return clean.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
}
