import { Ajv, type Options, type ValidateFunction } from 'ajv';
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
  return ({ schema, httpPart }) => (httpPart === 'body' ? strict.compile(schema as object) : finiteOnly(coercing.compile(schema as object)));
}

/**
 * Ajv coerces `?limite=1e400` to Infinity, calls it an integer and then skips `maximum` for a
 * number that is not finite: text parts are refused here instead, as a number of the wrong type.
 */
function finiteOnly(validate: ValidateFunction): ValidateFunction {
  const wrapped = ((data: unknown) => {
    const valid = validate(data);
    wrapped.errors = validate.errors;
    if (!valid || typeof data !== 'object' || data === null) return valid;
    const infinite = Object.entries(data).filter(([, value]) => typeof value === 'number' && !Number.isFinite(value));
    if (infinite.length === 0) return true;
    wrapped.errors = infinite.map(([field]) => ({
      instancePath: `/${field}`,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'number' },
      message: 'must be a finite number',
    }));
    return false;
  }) as ValidateFunction;
  return wrapped;
}
