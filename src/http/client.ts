import type { AxiosError, AxiosRequestConfig, AxiosResponse } from 'axios';
import type { ApiError } from '#contract/errors';
import type { CallFailure } from '#machines/callFailure';
import { withRetries } from '../i18n/retry';
import { tomarAntecipada } from './antecipadas';
import { API_BASE } from './sessionHeaders';

type Cliente = (typeof import('./axiosClient'))['http'];

let carga: Promise<Cliente> | undefined;

/**
 * axios (about 23 KB gzip) comes with the first call that must go to the server itself: the calls a
 * page makes as it opens were sent ahead at start (antecipadas.ts) and are answered here without
 * it, so the first draw of Meu dia or a list does not wait for its code.
 */
function cliente(): Promise<Cliente> {
  carga ??= withRetries(() => import('./axiosClient')).then(
    (module) => module.http,
    (error: unknown) => {
      carga = undefined;
      throw toFailure(error);
    },
  );
  return carga;
}

/** The address axios would call: only the plain parameters the calls sent ahead use; any other misses and goes through axios, which looks again. */
function endereco(url: string, params: unknown): string {
  const pares = Object.entries((params ?? {}) as Record<string, unknown>).filter(([, valor]) => valor !== undefined && valor !== null);
  const query = new URLSearchParams(pares.map(([chave, valor]) => [chave, String(valor)])).toString();
  return API_BASE + url + (query ? (url.includes('?') ? '&' : '?') + query : '');
}

/** The answer sent ahead for this call, as axios answers; null when the call must go itself. */
function antecipada<T>(method: 'get' | 'post', url: string, config: AxiosRequestConfig | undefined): Promise<AxiosResponse<T>> | null {
  const enviada = tomarAntecipada(method, endereco(url, config?.params));
  return (
    enviada?.then(async (answer) =>
      answer
        ? ({ ...answer, data: answer.data as T, statusText: '', config: {}, request: null } as unknown as AxiosResponse<T>)
        : (await cliente()).request<T>({ ...config, method, url }),
    ) ?? null
  );
}

/** The app's one way to call the API (axios's methods, with its prefix, headers and CallFailure errors: axiosClient.ts). */
export const http = {
  get: <T = unknown>(url: string, config?: AxiosRequestConfig) => antecipada<T>('get', url, config) ?? cliente().then((h) => h.get<T>(url, config)),
  post: <T = unknown>(url: string, data?: unknown, config?: AxiosRequestConfig) =>
    (data === undefined ? antecipada<T>('post', url, config) : null) ?? cliente().then((h) => h.post<T>(url, data, config)),
  put: <T = unknown>(url: string, data?: unknown, config?: AxiosRequestConfig) => cliente().then((h) => h.put<T>(url, data, config)),
  patch: <T = unknown>(url: string, data?: unknown, config?: AxiosRequestConfig) => cliente().then((h) => h.patch<T>(url, data, config)),
  delete: <T = unknown>(url: string, config?: AxiosRequestConfig) => cliente().then((h) => h.delete<T>(url, config)),
};

const isAxiosError = (error: unknown): error is AxiosError => typeof error === 'object' && error !== null && (error as AxiosError).isAxiosError === true;

/** Every failed call reaches callers as a CallFailure: status and the server's `{ message, errors? }`. */
export function toFailure(error: unknown): CallFailure {
  if (isAxiosError(error)) {
    const data = error.response?.data as Partial<ApiError> | undefined;
    return { status: error.response?.status ?? null, body: data && typeof data === 'object' ? data : null };
  }
  return { status: null, body: null };
}

export function isFailure(value: unknown): value is CallFailure {
  return typeof value === 'object' && value !== null && 'status' in value && 'body' in value;
}
