import { EMPRESA_HEADER } from '#contract/limits';
import { API_BASE, sessionHeaders } from './sessionHeaders';

/** A 2xx answer to a call made before the code that makes it had arrived. */
export interface Antecipada {
  status: number;
  data: unknown;
  headers: Record<string, string>;
}

/** The first page reads its answers within moments; a page opened later asks the server again. */
const VALIDADE_MS = 15_000;

const pedidos = new Map<string, { em: number; resposta: Promise<Antecipada | null> }>();

// The company is part of the call: a switch of company in between is another call.
const chave = (method: string, url: string, empresa: string | undefined) => `${method.toUpperCase()} ${url} ${empresa ?? ''}`;

/**
 * Sends now, with the session's headers, a call the page's code will make once it has loaded: the
 * answer and the code travel side by side instead of one after the other.
 */
export function antecipar(method: 'GET' | 'POST', caminho: string): void {
  const headers = sessionHeaders();
  const resposta = fetch(API_BASE + caminho, { method, headers })
    .then(async (response) =>
      response.ok ? { status: response.status, data: (await response.json()) as unknown, headers: Object.fromEntries(response.headers) } : null,
    )
    // Whatever went wrong, the call is made again by its own code, which tells it as it always does.
    .catch(() => null);
  pedidos.set(chave(method, API_BASE + caminho, headers[EMPRESA_HEADER]), { em: performance.now(), resposta });
}

/** The answer sent ahead for this call, taken once while it is recent; null when the call must go itself. */
export function tomarAntecipada(method: string, url: string): Promise<Antecipada | null> | null {
  const key = chave(method, url, sessionHeaders()[EMPRESA_HEADER]);
  const pedido = pedidos.get(key);
  pedidos.delete(key);
  return pedido && performance.now() - pedido.em < VALIDADE_MS ? pedido.resposta : null;
}
