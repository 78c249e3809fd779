import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import type {
  EmpresaDoUsuario,
  LoginBody,
  LoginResponse,
  SessionResponse,
  TwoStepsBody,
  User,
  UserUpdateBody,
} from '#contract/auth';
import { asFailure, failureMessage, type CallFailure } from './callFailure';
import { pickEmpresa } from './pickEmpresa';

export interface SessionContext {
  user: User | null;
  empresa: EmpresaDoUsuario | null;
  error: string | null;
  isLogged: boolean;
  /** Answer to give at /auth/two-steps after a sign-in that asked for the second step. */
  challenge: string | null;
  /** The company chosen in the switcher; kept across sessions. */
  empresaEscolhida: string | null;
  checkOnStart: boolean;
}

export interface SessionInput {
  hasToken: boolean;
  path: string;
  empresaEscolhida?: string | null;
}

export type SessionEvent =
  | { type: 'session.login'; credentials: LoginBody }
  | { type: 'session.verify'; code: string }
  | { type: 'session.authenticated'; response: SessionResponse }
  | { type: 'session.logout' }
  | { type: 'session.check' }
  | { type: 'session.update'; changes: UserUpdateBody }
  | { type: 'session.empresa'; id: string }
  | { type: 'session.expired' };

/** Told to whoever started a call, so a form can show the server's per-field errors. */
export type SessionEmitted =
  | { type: 'session.done' }
  | { type: 'session.twoFactor'; challenge: string }
  | { type: 'session.failed'; failure: CallFailure; message: string };

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`The app must provide the ${name} actor`);
};

/** Events accepted whenever no call is running. */
const settled = {
  on: {
    // Signing in again over a live session would mix two people's state: sign out first.
    'session.login': { guard: 'isSignedOut', target: '#session.loading.loggingIn' },
    'session.verify': { guard: 'hasChallenge', target: '#session.loading.verifying' },
    'session.authenticated': {
      guard: 'isSignedOut',
      target: '#session.succeeded',
      actions: [
        {
          type: 'signIn',
          params: ({ event }: { event: SessionEvent }) => {
            assertEvent(event, 'session.authenticated');
            return { response: event.response };
          },
        },
        {
          type: 'storeToken',
          params: ({ event }: { event: SessionEvent }) => {
            assertEvent(event, 'session.authenticated');
            return { token: event.response.token };
          },
        },
      ],
    },
    'session.update': { guard: 'isLogged', target: '#session.loading.updating' },
    'session.logout': { target: '#session.loading.loggingOut' },
    'session.check': { target: '#session.loading.checking' },
  },
} as const;

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
    emitted: {} as SessionEmitted,
  },
  actors: {
    login: fromPromise<LoginResponse, LoginBody>(notProvided('login')),
    verify: fromPromise<SessionResponse, TwoStepsBody>(notProvided('verify')),
    logout: fromPromise<void>(notProvided('logout')),
    check: fromPromise<{ user: User | null }>(notProvided('check')),
    update: fromPromise<User, UserUpdateBody>(notProvided('update')),
  },
  actions: {
    // I/O the app supplies with `.provide`; the machine only says when.
    storeToken: (_, _params: { token: string }) => {},
    removeToken: () => {},
    goToLogin: () => {},
    rememberEmpresa: (_, _params: { id: string }) => {},
    signIn: assign(({ context }, params: { response: SessionResponse }) => ({
      user: params.response.user,
      empresa: pickEmpresa(params.response.user, context.empresaEscolhida),
      isLogged: true,
      challenge: null,
      error: null,
    })),
    fail: assign((_, params: { error: unknown }) => ({ error: failureMessage(params.error) })),
    endSession: assign({ user: null, empresa: null, isLogged: false, challenge: null }),
    tellDone: emit({ type: 'session.done' as const }),
    tellFailed: emit((_, params: { error: unknown }) => ({
      type: 'session.failed' as const,
      failure: asFailure(params.error),
      message: failureMessage(params.error),
    })),
  },
  guards: {
    checkOnStart: ({ context }) => context.checkOnStart,
    hasChallenge: ({ context }) => context.challenge !== null,
    isLogged: ({ context }) => context.isLogged,
    isSignedOut: ({ context }) => !context.isLogged,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    user: null,
    empresa: null,
    error: null,
    isLogged: false,
    challenge: null,
    empresaEscolhida: input.empresaEscolhida ?? null,
    // Verify on start only with a token and off the landing page.
    checkOnStart: input.hasToken && input.path !== '/',
  }),
  initial: 'idle',
  on: {
    'session.expired': {
      guard: 'isLogged',
      target: '.idle',
      actions: ['endSession', 'removeToken', 'goToLogin'],
    },
    'session.empresa': {
      guard: ({ context, event }) => context.user?.empresa.some((empresa) => empresa.id === event.id) ?? false,
      actions: [
        assign({
          empresaEscolhida: ({ event }) => event.id,
          empresa: ({ context, event }) => context.user?.empresa.find((empresa) => empresa.id === event.id) ?? null,
        }),
        { type: 'rememberEmpresa', params: ({ event }) => ({ id: event.id }) },
      ],
    },
  },
  states: {
    idle: {
      always: {
        guard: 'checkOnStart',
        target: 'loading.checking',
        actions: assign({ checkOnStart: false }),
      },
      ...settled,
    },
    loading: {
      entry: assign({ error: null }),
      // Every transition names its child; `initial` is only what XState requires of a compound state.
      initial: 'checking',
      states: {
        loggingIn: {
          invoke: {
            id: 'login',
            src: 'login',
            input: ({ event }) => {
              assertEvent(event, 'session.login');
              return event.credentials;
            },
            onDone: [
              {
                guard: ({ event }) => 'two_factor' in event.output,
                target: '#session.idle',
                actions: [
                  assign({ challenge: ({ event }) => ('challenge' in event.output ? event.output.challenge : null) }),
                  emit(({ context }) => ({ type: 'session.twoFactor' as const, challenge: context.challenge ?? '' })),
                ],
              },
              {
                target: '#session.succeeded',
                actions: [
                  {
          type: 'signIn',
          params: ({ event }) => ({ response: event.output as SessionResponse }) },
                  {
          type: 'storeToken',
          params: ({ event }) => ({ token: (event.output as SessionResponse).token }) },
                  'tellDone',
                ],
              },
            ],
            onError: {
              target: '#session.failed',
              actions: [
                { type: 'fail', params: ({ event }) => ({ error: event.error }) },
                { type: 'tellFailed', params: ({ event }) => ({ error: event.error }) },
              ],
            },
          },
        },
        verifying: {
          invoke: {
            id: 'verify',
            src: 'verify',
            input: ({ context, event }) => {
              assertEvent(event, 'session.verify');
              return { challenge: context.challenge ?? '', code: event.code };
            },
            onDone: {
              target: '#session.succeeded',
              actions: [
                {
          type: 'signIn',
          params: ({ event }) => ({ response: event.output }) },
                {
          type: 'storeToken',
          params: ({ event }) => ({ token: event.output.token }) },
                'tellDone',
              ],
            },
            onError: {
              target: '#session.failed',
              actions: [
                { type: 'fail', params: ({ event }) => ({ error: event.error }) },
                { type: 'tellFailed', params: ({ event }) => ({ error: event.error }) },
              ],
            },
          },
        },
        checking: {
          invoke: {
            id: 'check',
            src: 'check',
            onDone: [
              {
                guard: ({ event }) => event.output.user !== null,
                target: '#session.succeeded',
                actions: assign(({ context, event }) => ({
                  user: event.output.user,
                  empresa: event.output.user ? pickEmpresa(event.output.user, context.empresaEscolhida) : null,
                  isLogged: true,
                })),
              },
              { target: '#session.failed', actions: ['endSession', 'removeToken', 'goToLogin'] },
            ],
            onError: {
              target: '#session.failed',
              actions: [
                { type: 'fail', params: ({ event }) => ({ error: event.error }) },
                'endSession',
                'removeToken',
                'goToLogin',
              ],
            },
          },
        },
        loggingOut: {
          invoke: {
            id: 'logout',
            src: 'logout',
            // The token goes and the person lands on /login whatever the server answers.
            onDone: { target: '#session.succeeded', actions: ['endSession', 'removeToken', 'goToLogin'] },
            onError: {
              target: '#session.failed',
              actions: [
                { type: 'fail', params: ({ event }) => ({ error: event.error }) },
                'endSession',
                'removeToken',
                'goToLogin',
              ],
            },
          },
        },
        updating: {
          invoke: {
            id: 'update',
            src: 'update',
            input: ({ event }) => {
              assertEvent(event, 'session.update');
              return event.changes;
            },
            onDone: {
              target: '#session.succeeded',
              actions: [
                assign(({ context, event }) => ({
                  user: event.output,
                  empresa: pickEmpresa(event.output, context.empresaEscolhida),
                })),
                'tellDone',
              ],
            },
            onError: {
              target: '#session.failed',
              actions: [
                { type: 'fail', params: ({ event }) => ({ error: event.error }) },
                { type: 'tellFailed', params: ({ event }) => ({ error: event.error }) },
              ],
            },
          },
        },
      },
    },
    succeeded: { ...settled },
    failed: { ...settled },
  },
});
