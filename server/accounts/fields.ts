import { cnpjDigits, isValidCnpj } from '../../contract/cnpj';
import { httpErrors } from '../http/errors';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Trimmed; the schema already bounds the length, this refuses what is blank once trimmed. */
export function requiredText(field: string, value: string): string {
  const trimmed = value.trim();
  if (!trimmed) throw httpErrors.invalidField(field, 'Campo obrigatório.');
  return trimmed;
}

export function email(field: string, value: string): string {
  const trimmed = value.trim();
  if (!EMAIL.test(trimmed)) throw httpErrors.invalidField(field, 'E-mail inválido.');
  return trimmed;
}

/** The CNPJ's 14 digits, or null when none was given. */
export function optionalCnpj(field: string, value: string | undefined): string | null {
  if (value === undefined || value.trim() === '') return null;
  if (!isValidCnpj(value)) throw httpErrors.invalidField(field, 'CNPJ inválido.');
  return cnpjDigits(value);
}
