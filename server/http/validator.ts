import { Ajv, type Options, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

function ajv(options: Options): Ajv {
  // addUsedSchema off: several routes embed the same named schema (e.g. Papel) without clashing.
  const instance = new Ajv({ allErrors: true, removeAdditional: false, useDefaults: true, addUsedSchema: false, ...options });
  addFormats(instance);
  return instance;
}

const strict = ajv({ coerceTypes: false });
const coercing = ajv({ coerceTypes: 'array' });
const compilados = new Map<string, ValidateFunction>();

/**
 * Bodies are JSON and must already have the right types: `"8"` is not a number and an unknown
 * field is refused, never dropped. Query strings, params and headers are text by nature, so
 * they are coerced (`?pagina=2` is the number 2).
 *
 * Compiling the routes' schemas is most of what building the app costs, so a process that builds
 * it more than once (the API tests build one per test) compiles each schema once: the same
 * schema, read as JSON, gets the same function.
 */
export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  const texto = httpPart !== 'body';
  const chave = `${texto ? 'texto' : 'json'}:${JSON.stringify(schema)}`;
  let validar = compilados.get(chave);
  if (!validar) {
    validar = texto ? finiteOnly(coercing.compile(schema as object)) : strict.compile(schema as object);
    compilados.set(chave, validar);
  }
  return validar;
};

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
