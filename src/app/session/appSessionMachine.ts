import { fromPromise } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import { sessionMachine } from '../../../machines/sessionMachine';
import { empresaStore, tokenStore } from '../../http/tokenStore';

// The HTTP client loads with the first call, so a signed-out first page does not carry it.
const authApi = () => import('../../features/auth/authApi').then((module) => module.authApi);
const profileApi = () => import('../../features/profile/profileApi').then((module) => module.profileApi);

export const appSessionMachine = sessionMachine.provide({
  actors: {
    login: fromPromise(async ({ input }) => (await authApi()).login(input)),
    verify: fromPromise(async ({ input }) => (await authApi()).verify(input)),
    logout: fromPromise(async () => {
      await (await authApi()).logout();
    }),
    check: fromPromise(async () => (await authApi()).check()),
    update: fromPromise(async ({ input }) => (await profileApi()).update(input)),
  },
  actions: {
    storeToken: (_, { token }) => tokenStore.set(token),
    removeToken: () => tokenStore.remove(),
    goToLogin: () => {
      if (window.location.pathname !== '/login') navigate('/login', { replace: true });
    },
    rememberEmpresa: (_, { id }) => empresaStore.set(id),
  },
});
