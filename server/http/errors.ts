import type { ApiError, CodigoDeErro } from '#contract/errors';
import { REGISTRO_ALTERADO } from '#contract/registro';
import { dito, ditos, problemaProprio, type Problema } from './textoDoCampo';

export type FieldErrors = NonNullable<ApiError['errors']>;

/**
 * An error for the person using the app: a code from contract/errors.ts and its message in
 * Portuguese; `extras` are fields its route's error schema declares beside them.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: CodigoDeErro,
    message: string,
    readonly errors?: FieldErrors,
    readonly extras?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const INVALID_DATA = 'Verifique os dados informados.';

export const httpErrors = {
  badRequest: (message: string, code: CodigoDeErro = 'requisicao_invalida') => new HttpError(400, code, message),
  unauthorized: (message: string, code: CodigoDeErro = 'nao_autenticado') => new HttpError(401, code, message),
  forbidden: (message: string, code: CodigoDeErro = 'sem_permissao') => new HttpError(403, code, message),
  notFound: (message: string) => new HttpError(404, 'nao_encontrado', message),
  conflict: (message: string, problemas?: Record<string, Problema[]>) => new HttpError(409, 'conflito', message, problemas && ditos(problemas)),
  /** A write over a `versao` someone else has since moved on. */
  stale: (message = REGISTRO_ALTERADO, problemas?: Record<string, Problema[]>) =>
    new HttpError(409, 'versao_desatualizada', message, problemas && ditos(problemas)),
  /** A value another record already holds (a name, an e-mail), said beside its field. */
  taken: (field: string, message: string) => new HttpError(409, 'em_uso', message, { [field]: [problemaProprio(message, 'em_uso')] }),
  /** What the lifecycle rules of an activity or a corrective action refuse in its current state (machines/atividadeMachine.ts, machines/acaoMachine.ts). */
  refused: (message: string) => new HttpError(409, 'transicao_recusada', message),
  /** Input that passed the schema but not a rule of ours: the problem goes beside its field. */
  invalidField: (field: string, problema: Problema) => {
    const comTexto = dito(problema);
    return new HttpError(422, 'validacao', comTexto.message, { [field]: [comTexto] });
  },
  /** Several fields refused at once (the contract's checks). */
  invalidFields: (problemas: Record<string, Problema[]>, message = INVALID_DATA) => new HttpError(422, 'validacao', message, ditos(problemas)),
  tooManyRequests: (message: string) => new HttpError(429, 'limite_de_tentativas', message),
};
