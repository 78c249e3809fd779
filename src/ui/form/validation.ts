import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { isValidCnpj } from '#contract/cnpj';
import { PASSWORD_MIN } from '#contract/limits';
import { textoDoCampo, type CallFailure } from '#machines/callFailure';

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

/** The server's per-field problems (`errors` of `{ code, message, errors? }`), the first of each, in the person's language. */
export function serverFieldErrors(failure: CallFailure | null): Record<string, string> {
  return Object.fromEntries(Object.entries(textosDosCampos(failure?.body?.errors ?? {})).map(([field, textos]) => [field, textos[0]!]));
}

/** Each field's reasons (the contract's checks, or the server's `errors`) in the person's language. */
export function textosDosCampos(problemas: Record<string, readonly Parameters<typeof textoDoCampo>[0][]>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(problemas).flatMap(([field, deles]) => (deles.length > 0 ? [[field, deles.map(textoDoCampo)]] : [])),
  );
}

export const hasErrors = (errors: object): boolean => Object.keys(errors).length > 0;
