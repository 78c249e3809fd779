import axios, { isAxiosError } from 'axios';
import { EMPRESA_HEADER } from '../../contract/limits';
import type { ApiError } from '../../contract/errors';
import type { CallFailure } from '../../machines/callFailure';
import { empresaStore, tokenStore } from './tokenStore';
import { reportUnauthorized } from './unauthorized';

export const API_BASE = process.env.PRUMO_API_BASE ?? '/api';

/** The session's token and current company, as every call to the API sends them. */
export function sessionHeaders(): Record<string, string> {
  const token = tokenStore.get();
  const empresa = empresaStore.get();
  return { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(empresa ? { [EMPRESA_HEADER]: empresa } : {}) };
}

/** Prefix /api, no timeout, 2xx is success; the XSRF cookie/header are axios' defaults. */
export const http = axios.create({
  baseURL: API_BASE,
  timeout: 0,
  validateStatus: (status) => status >= 200 && status < 300,
});

http.interceptors.request.use((config) => {
  for (const [name, value] of Object.entries(sessionHeaders())) config.headers.set(name, value);
  return config;
});

http.interceptors.response.use(undefined, (error: unknown) => {
  if (isAxiosError(error) && error.response?.status === 401 && error.config?.headers?.has('Authorization')) {
    reportUnauthorized();
  }
  return Promise.reject(toFailure(error));
});

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
