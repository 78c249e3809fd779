import type { ApiError } from '#contract/errors';
import type { CallFailure } from '#machines/callFailure';
import { demoClient } from '#mirage/demoClient';

/** What the demo client rejects with (the answer's data, or 'Wrong Services'), as the app's calls fail. */
function asFailure(rejection: unknown): CallFailure {
  if (typeof rejection === 'string') return { status: null, body: { message: rejection } };
  if (typeof rejection === 'object' && rejection !== null) return { status: null, body: rejection as Partial<ApiError> };
  return { status: null, body: null };
}

const fail = (rejection: unknown): never => {
  throw asFailure(rejection);
};

/** The demo screens' calls: the answer's data, or a failure carrying the demo server's message. */
export const demoApi = {
  get: <T>(path: string): Promise<T> => demoClient.get<T>(path).then((response) => response.data, fail),
  post: <T>(path: string, body: object): Promise<T> => demoClient.post<T>(path, body).then((response) => response.data, fail),
};

export type DemoApi = typeof demoApi;
