import type { FastifySchemaValidationError } from 'fastify/types/schema';

type Params = Record<string, unknown>;

const TYPE_NAMES: Record<string, string> = {
  string: 'um texto',
  number: 'um número',
  integer: 'um número inteiro',
  boolean: 'verdadeiro ou falso',
  object: 'um objeto',
  array: 'uma lista',
  null: 'vazio',
};

function describeType(type: unknown): string {
  const types = Array.isArray(type) ? type : String(type).split(',');
  return types.map((name) => TYPE_NAMES[String(name)] ?? String(name)).join(' ou ');
}

/** One ajv problem, in the words a person reads beside the field. */
function messageFor(keyword: string, params: Params): string {
  switch (keyword) {
    case 'required':
      return 'Campo obrigatório.';
    case 'additionalProperties':
      return 'Campo não permitido.';
    case 'type':
      return `Deve ser ${describeType(params.type)}.`;
    case 'minLength':
      return params.limit === 1 ? 'Campo obrigatório.' : `Deve ter pelo menos ${String(params.limit)} caracteres.`;
    case 'maxLength':
      return `Deve ter no máximo ${String(params.limit)} caracteres.`;
    case 'minimum':
      return `Deve ser no mínimo ${String(params.limit)}.`;
    case 'maximum':
      return `Deve ser no máximo ${String(params.limit)}.`;
    case 'minItems':
      return `Deve ter pelo menos ${String(params.limit)} itens.`;
    case 'maxItems':
      return `Deve ter no máximo ${String(params.limit)} itens.`;
    case 'format':
      return params.format === 'email' ? 'E-mail inválido.' : 'Formato inválido.';
    case 'pattern':
      return 'Formato inválido.';
    default:
      return 'Valor inválido.';
  }
}

/** `/empresa/0/nome` → `empresa.0.nome`; a missing or unknown property names its own field. */
function fieldOf(error: FastifySchemaValidationError): string {
  const params = error.params as Params;
  const path = error.instancePath.replace(/^\//, '').split('/').filter(Boolean);
  if (error.keyword === 'required' && typeof params.missingProperty === 'string') path.push(params.missingProperty);
  if (error.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string') {
    path.push(params.additionalProperty);
  }
  return path.join('.');
}

export interface ValidationProblems {
  /** Set when the input as a whole has the wrong shape (e.g. not an object). */
  whole: string | null;
  fields: Record<string, string[]>;
}

export function validationProblems(errors: FastifySchemaValidationError[]): ValidationProblems {
  // A Map, not an object: a field may be called "constructor" or "__proto__".
  const fields = new Map<string, string[]>();
  let whole: string | null = null;
  for (const error of errors) {
    // A union of literals reports each branch, then anyOf: the anyOf line says it once.
    if (error.schemaPath.includes('/anyOf/') && errors.some((e) => e.keyword === 'anyOf' && e.instancePath === error.instancePath)) {
      continue;
    }
    const field = fieldOf(error);
    const message = messageFor(error.keyword, error.params as Params);
    if (field === '') {
      whole ??= message;
      continue;
    }
    const messages = fields.get(field) ?? [];
    if (!messages.includes(message)) fields.set(field, [...messages, message]);
  }
  return { whole, fields: Object.fromEntries(fields) };
}
