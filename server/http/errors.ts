import type { ApiError } from '../../contract/errors';

type FieldErrors = NonNullable<ApiError['errors']>;

/**
 * An error whose message is already written for the person using the app (Portuguese); `extras`
 * are fields its route's error schema declares beside `message` and `errors`.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
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
  badRequest: (message: string) => new HttpError(400, message),
  unauthorized: (message: string) => new HttpError(401, message),
  forbidden: (message: string) => new HttpError(403, message),
  notFound: (message: string) => new HttpError(404, message),
  conflict: (message: string, errors?: FieldErrors) => new HttpError(409, message, errors),
  /** Input that passed the schema but not a rule of ours: the message goes beside its field. */
  invalidField: (field: string, message: string) => new HttpError(422, message, { [field]: [message] }),
  tooManyRequests: (message: string) => new HttpError(429, message),
};
