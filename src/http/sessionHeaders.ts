import { EMPRESA_HEADER } from '#contract/limits';
import { empresaStore, tokenStore } from './tokenStore';

export const API_BASE = process.env.PRUMO_API_BASE ?? '/api';

/** The session's token and current company, as every call to the API sends them. */
export function sessionHeaders(): Record<string, string> {
  const token = tokenStore.get();
  const empresa = empresaStore.get();
  return { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(empresa ? { [EMPRESA_HEADER]: empresa } : {}) };
}
