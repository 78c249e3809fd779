import { motivo } from '#contract/mensagensDoCampo';
import type { FastifyRequest } from 'fastify';
import { cnpjDigits, isValidCnpj } from '#contract/cnpj';
import { httpErrors } from '../http/errors';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// trim() leaves the zero-width characters, which are as invisible as a space in a pasted address.
const BORDA_INVISIVEL = /^[\s\u200b-\u200d\u2060]+|[\s\u200b-\u200d\u2060]+$/g;

/** Trimmed; the schema already bounds the length, this refuses what is blank once trimmed. */
export function requiredText(field: string, value: string): string {
  const trimmed = value.trim();
  if (!trimmed) throw httpErrors.invalidField(field, motivo('obrigatorio'));
  return trimmed;
}

/**
 * One spelling per address: the rate limits count it and the accounts are looked up by it, so
 * " ana@x.com", "Ana@x.com\t" and "ana@x.com\u00a0" are one person's ten tries, not thirty.
 */
export function normalizarEmail(value: string): string {
  return value.normalize('NFC').replace(BORDA_INVISIVEL, '').toLowerCase();
}

/** A preValidation hook: the body's `email`, if any, normalised before the limits and the handler read it. */
export async function normalizarEmailDoCorpo(request: FastifyRequest): Promise<void> {
  const body = request.body as { email?: unknown } | undefined;
  if (body && typeof body === 'object' && typeof body.email === 'string') body.email = normalizarEmail(body.email);
}

export function email(field: string, value: string): string {
  const normalized = normalizarEmail(value);
  if (!EMAIL.test(normalized)) throw httpErrors.invalidField(field, motivo('email_invalido'));
  return normalized;
}

/** The CNPJ's 14 digits, or null when none was given. */
export function optionalCnpj(field: string, value: string | undefined): string | null {
  if (value === undefined || value.trim() === '') return null;
  if (!isValidCnpj(value)) throw httpErrors.invalidField(field, motivo('cnpj_invalido'));
  return cnpjDigits(value);
}
