import { getShortestPaths } from '@xstate/graph';
import { initialTransition, transition, type EventObject } from 'xstate';
import { sessionMachine, type SessionEvent, type SessionInput } from '#machines/sessionMachine';
import { failureMessage } from '#machines/callFailure';
import { demoUser } from '../support/app/fixtures';

type Snapshot = ReturnType<typeof initialTransition<typeof sessionMachine>>[0];

const credentials = { email: demoUser.email, password: 'prumo-demo' };
const updated = { ...demoUser, nome: 'Ana S. Lima' };

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as unknown as EventObject;
const fail = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error }) as unknown as EventObject;
const withMessage = { status: 401, body: { message: 'E-mail ou senha incorretos.' } };
const withoutMessage = { status: 500, body: null };

/** The events a person or a call can cause in each state; the graph tries each one. */
function eventsFor(snapshot: Snapshot): EventObject[] {
  if (snapshot.matches({ loading: 'loggingIn' })) {
    return [
      done('login', { token: 't-1', user: demoUser }),
      done('login', { two_factor: true, challenge: 'c-1' }),
      fail('login', withMessage),
      fail('login', withoutMessage),
    ];
  }
  if (snapshot.matches({ loading: 'verifying' })) return [done('verify', { token: 't-2', user: demoUser }), fail('verify', withMessage)];
  if (snapshot.matches({ loading: 'checking' })) {
    return [done('check', { user: demoUser }), done('check', { user: null }), fail('check', withMessage)];
  }
  if (snapshot.matches({ loading: 'loggingOut' })) return [done('logout', undefined), fail('logout', withoutMessage)];
  if (snapshot.matches({ loading: 'updating' })) return [done('update', updated), fail('update', withMessage)];
  const asked: SessionEvent[] = [
    { type: 'session.login', credentials },
    { type: 'session.verify', code: '123456' },
    { type: 'session.logout' },
    { type: 'session.update', changes: { nome: updated.nome } },
    { type: 'session.empresa', id: 'e-2' },
    { type: 'session.expired' },
  ];
  return asked;
}

interface Effect {
  type: string;
  params?: unknown;
}

/** The named actions a step asks the app to run, and the events it tells the caller (`emit`). */
const named = (effects: Effect[]) =>
  effects.map((effect) =>
    effect.type === 'xstate.emit' ? `emit:${(effect.params as { event: EventObject }).event.type}` : effect.type,
  );

const LOADING_FOR: Record<string, string> = {
  login: 'loggingIn',
  verify: 'verifying',
  check: 'checking',
  logout: 'loggingOut',
  update: 'updating',
};

/** What must hold after each step, whatever path led there. */
function expectStep(event: EventObject, before: Snapshot, after: Snapshot, actions: string[]) {
  const { context } = after;
  const actor = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(event.type)?.[2];
  // A call's answer only counts while that call runs.
  if (actor && !before.matches({ loading: LOADING_FOR[actor] ?? '' } as never)) {
    expect(after).toBe(before);
    return;
  }
  expect(context.isLogged).toBe(context.user !== null);
  switch (event.type) {
    case 'xstate.done.actor.login': {
      const output = (event as unknown as { output: { token?: string } }).output;
      if (output.token) {
        expect(after.value).toBe('succeeded');
        expect(context.user).toEqual(demoUser);
        expect(context.empresa).toEqual(demoUser.empresa[0]);
        expect(actions).toEqual(expect.arrayContaining(['storeToken', 'emit:session.done']));
      } else {
        expect(actions).toContain('emit:session.twoFactor');
        expect(after.value).toBe('idle');
        expect(context.challenge).toBe('c-1');
        expect(context.isLogged).toBe(false);
      }
      break;
    }
    case 'xstate.error.actor.login':
    case 'xstate.error.actor.verify':
    case 'xstate.error.actor.update': {
      const error = (event as unknown as { error: { body: { message?: string } | null } }).error;
      expect(after.value).toBe('failed');
      // The server's message, or 'Error occurred' (in the person's language) when there is none.
      expect(context.error).toBe(error.body?.message ?? failureMessage(null));
      expect(actions).toContain('emit:session.failed');
      break;
    }
    case 'xstate.done.actor.logout':
    case 'xstate.error.actor.logout':
    case 'session.expired':
      if (event.type === 'session.expired' && !before.context.isLogged) break;
      // The token goes and the person lands on /login even when the call fails.
      expect(context.user).toBeNull();
      expect(context.isLogged).toBe(false);
      expect(actions).toEqual(expect.arrayContaining(['removeToken', 'goToLogin']));
      break;
    case 'xstate.done.actor.check': {
      const user = (event as unknown as { output: { user: unknown } }).output.user;
      expect(context.isLogged).toBe(user !== null);
      if (user === null) expect(actions).toEqual(expect.arrayContaining(['removeToken', 'goToLogin']));
      break;
    }
    case 'xstate.error.actor.check':
      expect(context.isLogged).toBe(false);
      expect(actions).toEqual(expect.arrayContaining(['removeToken', 'goToLogin']));
      break;
    case 'xstate.done.actor.update':
      expect(context.user?.nome).toBe(updated.nome);
      break;
    case 'session.empresa':
      if (before.context.isLogged) {
        expect(context.empresa?.id).toBe('e-2');
        expect(actions).toContain('rememberEmpresa');
      }
      break;
    case 'session.login':
    case 'session.logout':
    case 'session.update':
      if (after.matches('loading')) expect(context.error).toBeNull();
      break;
  }
}

const starts: Array<{ name: string; input: SessionInput }> = [
  { name: 'no token', input: { hasToken: false, path: '/login' } },
  { name: 'a token on a private path', input: { hasToken: true, path: '/sites' } },
  { name: 'a token on the landing page', input: { hasToken: true, path: '/' } },
];

describe.each(starts)('session machine, starting with $name', ({ input }) => {
  const [initial] = initialTransition(sessionMachine, input);

  it('checks on start only with a token and off the landing page', () => {
    expect(initial.matches({ loading: 'checking' })).toBe(input.hasToken && input.path !== '/');
  });

  const paths = getShortestPaths(sessionMachine, {
    input,
    events: eventsFor as never,
  });

  it.each(paths.map((path) => [path.steps.map((step) => step.event.type).join(' → '), path] as const))('%s', (_name, path) => {
    let snapshot = initial;
    for (const step of path.steps.slice(1)) {
      const [next, actions] = transition(sessionMachine, snapshot, step.event as never);
      expectStep(step.event, snapshot, next, named(actions));
      snapshot = next;
    }
    expect(snapshot.value).toEqual(path.state.value);
    // The graph was walked as the file loaded, before the catalogs: its failure texts are untranslated.
    // Each step's text was checked above, in the language now on screen.
    expect(snapshot.context).toEqual({ ...path.state.context, error: snapshot.context.error });
  });
});
