import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { isValidCnpj } from '../../../contract/cnpj';
import { PASSWORD_MIN } from '../../../contract/limits';
import type { CallFailure } from '../../../machines/callFailure';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;
type Check = (value: string) => MessageDescriptor | null;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const required =
  (message: MessageDescriptor): Check =>
  (value) =>
    value.trim() === '' ? message : null;

export const email: Check = (value) =>
  value.trim() === '' ? msg`Informe o e-mail.` : EMAIL_PATTERN.test(value.trim()) ? null : msg`Informe um e-mail válido, como nome@empresa.com.br.`;

export const newPassword: Check = (value) =>
  value === '' ? msg`Informe a senha.` : value.length < PASSWORD_MIN ? msg`A senha precisa ter pelo menos ${PASSWORD_MIN} caracteres.` : null;

export const optionalCnpj: Check = (value) =>
  value.trim() === '' || isValidCnpj(value) ? null : msg`CNPJ inválido: confira os 14 dígitos.`;

/** Runs each field's checks and keeps the first message of each, translated. */
export function validate<F extends string>(
  values: Record<F, string>,
  checks: Partial<Record<F, Check>>,
  translate: (descriptor: MessageDescriptor) => string,
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const field of Object.keys(checks) as F[]) {
    const problem = checks[field]?.(values[field]);
    if (problem) errors[field] = translate(problem);
  }
  return errors;
}

/** The server's per-field messages (`errors` of `{ message, errors? }`), first one per field. */
export function serverFieldErrors(failure: CallFailure | null): Record<string, string> {
  const fields = failure?.body?.errors ?? {};
  return Object.fromEntries(
    Object.entries(fields).flatMap(([field, messages]) => (messages[0] ? [[field, messages[0]]] : [])),
  );
}

export const hasErrors = (errors: object): boolean => Object.keys(errors).length > 0;
