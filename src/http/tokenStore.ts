/** The token lives in localStorage under 'token'. */
export const TOKEN_KEY = 'token';
/** The company chosen in the switcher, sent on every request. */
export const EMPRESA_KEY = 'empresa';

export const tokenStore = {
  get: (): string | null => localStorage.getItem(TOKEN_KEY),
  set: (token: string) => localStorage.setItem(TOKEN_KEY, token),
  remove: () => localStorage.removeItem(TOKEN_KEY),
};

export const empresaStore = {
  get: (): string | null => localStorage.getItem(EMPRESA_KEY),
  set: (id: string) => localStorage.setItem(EMPRESA_KEY, id),
};
