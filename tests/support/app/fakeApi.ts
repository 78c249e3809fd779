import { AxiosError, AxiosHeaders, CanceledError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { http } from '@/http/axiosClient';

export interface FakeCall {
  method: string;
  url: string;
  /** The query string the app sent (axios `params`), as text. */
  query: Record<string, string>;
  body: unknown;
  headers: Record<string, string>;
}

/** Status 0 is no answer at all: the request fails as when the network is down. */
export type FakeReply = { status: number; data?: unknown };
type Handler = (call: FakeCall) => FakeReply | Promise<FakeReply>;

/** Rejects as the browser's adapter does when the call's signal aborts it (a call given up, src/http/prazo.ts). */
function abortada(config: InternalAxiosRequestConfig): Promise<never> {
  return new Promise((_, reject) => {
    const signal = config.signal as AbortSignal | undefined;
    signal?.addEventListener('abort', () => reject(new CanceledError(undefined, undefined, config)), { once: true });
  });
}

/**
 * The network edge for component tests: answers the app's axios calls from a route table,
 * keeping every call so a test can check what the app sent.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: FakeCall[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = `${config.baseURL ?? ''}${config.url ?? ''}`;
    const call: FakeCall = {
      method,
      url,
      query: Object.fromEntries(Object.entries((config.params ?? {}) as Record<string, unknown>).map(([key, value]) => [key, String(value)])),
      body: typeof config.data === 'string' && config.data ? JSON.parse(config.data) : config.data,
      headers: Object.fromEntries(Object.entries(AxiosHeaders.from(config.headers).toJSON()).map(([key, value]) => [key, String(value)])),
    };
    calls.push(call);
    const handler = routes[`${method} ${url}`];
    const reply = handler ? await Promise.race([handler(call), abortada(config)]) : { status: 404, data: { message: 'Rota não encontrada.' } };
    if (reply.status === 0) throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
    const response = { data: reply.data, status: reply.status, statusText: String(reply.status), headers: {}, config, request: {} };
    if (reply.status >= 200 && reply.status < 300) return response;
    throw new AxiosError(`Request failed with status code ${reply.status}`, AxiosError.ERR_BAD_RESPONSE, config, {}, response);
  };
  http.defaults.adapter = adapter;
  return { calls, callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.url}` === key) };
}
