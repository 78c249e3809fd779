import { fromPromise } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import type { User } from '#contract/auth';
import { sessionMachine } from '#machines/sessionMachine';
import { semResposta } from '#machines/callFailure';
import { authApi } from '../../features/auth/authApi';
import { profileApi } from '../../features/profile/profileApi';
import { empresaStore, tokenStore } from '../../http/tokenStore';
import { lastUserStore } from './lastUserStore';

/** Remembers the person each time the API describes them. */
function remember<T extends object>(result: T): T {
  if ('user' in result && result.user) lastUserStore.set(result.user as User);
  return result;
}

export const appSessionMachine = sessionMachine.provide({
  actors: {
    login: fromPromise(async ({ input }) => remember(await authApi.login(input))),
    verify: fromPromise(async ({ input }) => remember(await authApi.verify(input))),
    logout: fromPromise(async () => {
      await authApi.logout();
    }),
    check: fromPromise(async () => {
      try {
        return remember(await authApi.check());
      } catch (error) {
        const lastUser = lastUserStore.get();
        // The API answered nothing at all: offline, not a refused token.
        if (semResposta(error) && lastUser) return { user: lastUser };
        throw error;
      }
    }),
    update: fromPromise(async ({ input }) => profileApi.update(input)),
  },
  actions: {
    storeToken: (_, { token }) => tokenStore.set(token),
    removeToken: () => {
      tokenStore.remove();
      lastUserStore.remove();
    },
    goToLogin: () => {
      if (window.location.pathname !== '/login') navigate('/login', { replace: true });
    },
    rememberEmpresa: (_, { id }) => empresaStore.set(id),
  },
});
