import type { FastifySchemaValidationError } from 'fastify/types/schema';
import type { ProblemaDoCampo } from '#contract/errors';
import { motivo, type MotivoDoCampo } from '#contract/mensagensDoCampo';
import { dito } from './textoDoCampo';

type Params = Record<string, unknown>;

const limite = (params: Params) => Number(params.limit);

/** One ajv problem, as a reason a person reads beside the field. */
function motivoFor(keyword: string, params: Params): MotivoDoCampo {
  switch (keyword) {
    case 'required':
      return motivo('obrigatorio');
    case 'additionalProperties':
      return motivo('campo_nao_permitido');
    case 'type':
      // A nullable field reports "string,null": the first type is the one to ask for.
      return motivo('tipo_invalido', { tipo: String(params.type).split(',')[0] ?? '' });
    case 'minLength':
      return limite(params) === 1 ? motivo('obrigatorio') : motivo('min_caracteres', { minimo: limite(params) });
    case 'maxLength':
      return motivo('max_caracteres', { maximo: limite(params) });
    case 'minimum':
      return motivo('minimo', { minimo: limite(params) });
    case 'maximum':
      return motivo('maximo', { maximo: limite(params) });
    case 'minItems':
      return motivo('min_itens', { minimo: limite(params) });
    case 'maxItems':
      return motivo('max_itens', { maximo: limite(params) });
    case 'format':
      return params.format === 'email' ? motivo('email_invalido') : motivo('formato_invalido');
    case 'pattern':
      return motivo('formato_invalido');
    default:
      return motivo('valor_invalido');
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
  whole: ProblemaDoCampo | null;
  fields: Record<string, ProblemaDoCampo[]>;
}

export function validationProblems(errors: FastifySchemaValidationError[]): ValidationProblems {
  // A Map, not an object: a field may be called "constructor" or "__proto__".
  const fields = new Map<string, ProblemaDoCampo[]>();
  let whole: ProblemaDoCampo | null = null;
  for (const error of errors) {
    // A union of literals reports each branch, then anyOf: the anyOf line says it once.
    if (error.schemaPath.includes('/anyOf/') && errors.some((e) => e.keyword === 'anyOf' && e.instancePath === error.instancePath)) {
      continue;
    }
    const field = fieldOf(error);
    const problema = dito(motivoFor(error.keyword, error.params as Params));
    if (field === '') {
      whole ??= problema;
      continue;
    }
    const problemas = fields.get(field) ?? [];
    if (!problemas.some((outro) => outro.message === problema.message)) fields.set(field, [...problemas, problema]);
  }
  return { whole, fields: Object.fromEntries(fields) };
}
