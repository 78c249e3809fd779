import type { LoginBody, SessionResponse, UserUpdateBody } from '#contract/auth';
import type { SessionEmitted, SessionEvent } from '#machines/sessionMachine';
import { useLazyView } from '../lazyActor';
import { useSessionActor } from './SessionProvider';
import { failureMessage } from '#machines/callFailure';

export type SessionOutcome = SessionEmitted;

/** Reading the session and starting its calls; each call resolves with what the machine told. */
export function useSession() {
  const session = useSessionActor();
  const user = useLazyView(session, (view) => view.user);
  const empresa = useLazyView(session, (view) => view.empresa);
  const isLogged = useLazyView(session, (view) => view.isLogged);
  const error = useLazyView(session, (view) => view.error);
  const challenge = useLazyView(session, (view) => view.challenge);
  const checking = useLazyView(session, (view) => view.checking);
  const loading = useLazyView(session, (view) => view.loading);

  const call = (event: SessionEvent) =>
    session.start().then(
      (actor) =>
        new Promise<SessionOutcome>((resolve) => {
          const subscriptions = (['session.done', 'session.failed', 'session.twoFactor'] as const).map((type) =>
            actor.on(type, (emitted) => {
              subscriptions.forEach((subscription) => subscription.unsubscribe());
              resolve(emitted);
            }),
          );
          actor.send(event);
        }),
      // The machine's code never arrived: told like a call that got no answer.
      (): SessionOutcome => {
        const failure = { status: null, body: null };
        return { type: 'session.failed', failure, message: failureMessage(failure) };
      },
    );

  return {
    user,
    empresa,
    isLogged,
    error,
    challenge,
    checking,
    loading,
    login: (credentials: LoginBody) => call({ type: 'session.login', credentials }),
    verify: (code: string) => call({ type: 'session.verify', code }),
    update: (changes: UserUpdateBody) => call({ type: 'session.update', changes }),
    authenticated: (response: SessionResponse) => session.send({ type: 'session.authenticated', response }),
    logout: () => session.send({ type: 'session.logout' }),
    check: () => session.send({ type: 'session.check' }),
    chooseEmpresa: (id: string) => session.send({ type: 'session.empresa', id }),
  };
}
