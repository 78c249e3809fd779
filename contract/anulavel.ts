import { Type, type IntegerOptions, type NumberOptions, type StringOptions } from '@sinclair/typebox';

// A field that takes a value or null, as one JSON Schema type list rather than a union: the
// validator then reports the value's own problem ("Deve ser no máximo 90.") instead of
// "matches no branch".

export function TextoOuNulo(options: StringOptions = {}) {
  return Type.Unsafe<string | null>({ ...options, type: ['string', 'null'] });
}

export function NumeroOuNulo(options: NumberOptions = {}) {
  return Type.Unsafe<number | null>({ ...options, type: ['number', 'null'] });
}

export function InteiroOuNulo(options: IntegerOptions = {}) {
  return Type.Unsafe<number | null>({ ...options, type: ['integer', 'null'] });
}

/**
 * One of `valores` or null, as one type list with an enum: a union of literals would make the
 * answer's serializer try each literal with the validator, for every record it writes.
 */
export function EscolhaOuNulo<T extends string>(valores: readonly T[]) {
  return Type.Unsafe<T | null>({ type: ['string', 'null'], enum: [...valores, null] });
}
