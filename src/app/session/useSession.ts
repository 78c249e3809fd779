import type { LoginBody, SessionResponse, UserUpdateBody } from '../../../contract/auth';
import type { SessionEmitted, SessionEvent } from '../../../machines/sessionMachine';
import { SessionContext } from './SessionProvider';

export type SessionOutcome = SessionEmitted;

/** Reading the session and starting its calls; each call resolves with what the machine told. */
export function useSession() {
  const actor = SessionContext.useActorRef();
  const user = SessionContext.useSelector((snapshot) => snapshot.context.user);
  const empresa = SessionContext.useSelector((snapshot) => snapshot.context.empresa);
  const isLogged = SessionContext.useSelector((snapshot) => snapshot.context.isLogged);
  const error = SessionContext.useSelector((snapshot) => snapshot.context.error);
  const checking = SessionContext.useSelector((snapshot) => snapshot.matches({ loading: 'checking' }));
  const loading = SessionContext.useSelector((snapshot) => snapshot.matches('loading'));

  const call = (event: SessionEvent) =>
    new Promise<SessionOutcome>((resolve) => {
      const subscriptions = (['session.done', 'session.failed', 'session.twoFactor'] as const).map((type) =>
        actor.on(type, (emitted) => {
          subscriptions.forEach((subscription) => subscription.unsubscribe());
          resolve(emitted);
        }),
      );
      actor.send(event);
    });

  return {
    user,
    empresa,
    isLogged,
    error,
    checking,
    loading,
    login: (credentials: LoginBody) => call({ type: 'session.login', credentials }),
    verify: (code: string) => call({ type: 'session.verify', code }),
    update: (changes: UserUpdateBody) => call({ type: 'session.update', changes }),
    authenticated: (response: SessionResponse) => actor.send({ type: 'session.authenticated', response }),
    logout: () => actor.send({ type: 'session.logout' }),
    check: () => actor.send({ type: 'session.check' }),
    chooseEmpresa: (id: string) => actor.send({ type: 'session.empresa', id }),
  };
}
