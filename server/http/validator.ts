import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

function ajv(options: Options): Ajv {
  // addUsedSchema off: several routes embed the same named schema (e.g. Papel) without clashing.
  const instance = new Ajv({ allErrors: true, removeAdditional: false, useDefaults: true, addUsedSchema: false, ...options });
  addFormats(instance);
  return instance;
}

/**
 * Bodies are JSON and must already have the right types: `"8"` is not a number and an unknown
 * field is refused, never dropped. Query strings, params and headers are text by nature, so
 * they are coerced (`?pagina=2` is the number 2).
 */
export function createValidatorCompiler(): FastifySchemaCompiler<unknown> {
  const strict = ajv({ coerceTypes: false });
  const coercing = ajv({ coerceTypes: 'array' });
  return ({ schema, httpPart }) => (httpPart === 'body' ? strict : coercing).compile(schema as object);
}
