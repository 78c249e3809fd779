import axios, { isAxiosError, type AxiosResponse } from 'axios';
import { tomarAntecipada } from './antecipadas';
import { API_BASE, sessionHeaders } from './sessionHeaders';
import { toFailure } from './client';
import { reportUnauthorized } from './unauthorized';

/** Prefix /api, no timeout, 2xx is success; the XSRF cookie/header are axios' defaults. Reached through `http` (client.ts). */
export const http = axios.create({
  baseURL: API_BASE,
  timeout: 0,
  validateStatus: (status) => status >= 200 && status < 300,
});

const enviar = axios.getAdapter(http.defaults.adapter);

http.interceptors.request.use((config) => {
  for (const [name, value] of Object.entries(sessionHeaders())) config.headers.set(name, value);
  // A call the app sent ahead at start (antecipadas.ts) is answered by it; failed, it goes itself.
  const antecipada = tomarAntecipada(config.method ?? 'get', http.getUri(config));
  if (antecipada) {
    config.adapter = async (sent) => {
      const answer = await antecipada;
      return answer ? ({ ...answer, statusText: '', config: sent, request: null } as AxiosResponse) : enviar(sent);
    };
  }
  return config;
});

http.interceptors.response.use(undefined, (error: unknown) => {
  if (isAxiosError(error) && error.response?.status === 401 && error.config?.headers?.has('Authorization')) {
    reportUnauthorized();
  }
  return Promise.reject(toFailure(error));
});
