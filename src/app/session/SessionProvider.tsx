import { createContext, useContext, useEffect, type ReactNode } from 'react';
import type { EmpresaDoUsuario, User } from '#contract/auth';
import { empresaStore, tokenStore } from '../../http/tokenStore';
import { whenUnauthorized } from '../../http/unauthorized';
import { LazyActor, useLazyActor } from '../lazyActor';
import type { appSessionMachine } from './appSessionMachine';

/** What the pages read of the session. */
export interface SessionView {
  user: User | null;
  empresa: EmpresaDoUsuario | null;
  isLogged: boolean;
  error: string | null;
  /** Answer to give at /auth/two-steps after a sign-in that asked for the second step. */
  challenge: string | null;
  checking: boolean;
  loading: boolean;
}

const SIGNED_OUT: SessionView = {
  user: null,
  empresa: null,
  isLogged: false,
  error: null,
  challenge: null,
  checking: false,
  loading: false,
};

/** The session's machine, which a token at start asks for at once (aberturaComSessao.ts). */
export const carregarMaquinaDaSessao = () => import('./appSessionMachine').then((module) => module.appSessionMachine);

type Session = LazyActor<typeof appSessionMachine, SessionView>;

const SessionContext = createContext<Session | null>(null);

/**
 * With a token the session machine starts at once, to check it. Without one the visitor
 * is signed out, and the machine loads with the first call (signing in, registering).
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const session = useLazyActor<typeof appSessionMachine, SessionView>(() => {
    const hasToken = tokenStore.get() !== null;
    const lazy = new LazyActor(
      carregarMaquinaDaSessao,
      { hasToken, path: window.location.pathname, empresaEscolhida: empresaStore.get() },
      (snapshot) => ({
        user: snapshot.context.user,
        empresa: snapshot.context.empresa,
        isLogged: snapshot.context.isLogged,
        error: snapshot.context.error,
        challenge: snapshot.context.challenge,
        checking: snapshot.matches({ loading: 'checking' }),
        loading: snapshot.matches('loading'),
      }),
      SIGNED_OUT,
    );
    return lazy;
  });
  // Started once mounted, not while made: a first render React sets aside (it waited for code)
  // makes its state again, and each actor started there checked the token once more. Should
  // it fail to load, the private page's own check asks for it again.
  useEffect(() => {
    if (tokenStore.get() !== null) session.start().catch(() => undefined);
  }, [session]);
  useEffect(() => whenUnauthorized(() => session.send({ type: 'session.expired' })), [session]);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSessionActor(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession deve ser usado dentro de um SessionProvider');
  return session;
}
