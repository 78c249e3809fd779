import { ApiErrorSchema } from '#contract/errors';

/** The error answers a route documents, all shaped `{ message, errors? }`. */
export function errorResponses(...codes: number[]) {
  return Object.fromEntries(codes.map((code) => [code, ApiErrorSchema]));
}
