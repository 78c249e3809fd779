import { createActorContext } from '@xstate/react';
import { useEffect, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import { sessionMachine } from '../../../machines/sessionMachine';
import { empresaStore, tokenStore } from '../../http/tokenStore';
import { whenUnauthorized } from '../../http/unauthorized';
import { inspector } from '../inspector';

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

export const SessionContext = createActorContext(appSessionMachine);

function ExpireOn401() {
  const session = SessionContext.useActorRef();
  useEffect(() => whenUnauthorized(() => session.send({ type: 'session.expired' })), [session]);
  return null;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  return (
    <SessionContext.Provider
      options={{
        input: { hasToken: tokenStore.get() !== null, path: window.location.pathname, empresaEscolhida: empresaStore.get() },
        inspect: inspector(),
      }}
    >
      <ExpireOn401 />
      {children}
    </SessionContext.Provider>
  );
}
