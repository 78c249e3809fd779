// How every call's failure reads, in the session and on any page; no XState here, so a page can use it alone.
import type { ApiError } from '../contract/errors';

/** What a failed call hands back: the HTTP status (null without an answer) and the server's body. */
export interface CallFailure {
  status: number | null;
  body: Partial<ApiError> | null;
}

/** Shown when the server gives no message. */
export const FALLBACK_ERROR = 'Error occurred';

export function failureMessage(error: unknown): string {
  const failure = error as Partial<CallFailure> | null;
  const message = failure?.body?.message;
  return typeof message === 'string' && message.length > 0 ? message : FALLBACK_ERROR;
}

export function asFailure(error: unknown): CallFailure {
  const failure = error as Partial<CallFailure> | null;
  return { status: failure?.status ?? null, body: failure?.body ?? null };
}
