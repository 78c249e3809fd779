import { assign, fromPromise, setup } from 'xstate';
import { asFailure, type CallFailure } from '#machines/callFailure';

export interface LoadContext {
  /** The last value loaded; kept while a reload runs. */
  data: unknown;
  failure: CallFailure | null;
}

export type LoadEvent = { type: 'load.reload' } | { type: 'load.retry' };

/** One thing read from the server (a record, a file): loading, loaded or failed, and again on demand. */
export const loadMachine = setup({
  types: {
    context: {} as LoadContext,
    events: {} as LoadEvent,
  },
  actors: {
    load: fromPromise<unknown>(async () => {
      throw new Error('The app must provide the load actor');
    }),
  },
}).createMachine({
  id: 'load',
  context: { data: null, failure: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        onDone: { target: 'loaded', actions: assign({ data: ({ event }) => event.output, failure: null }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => asFailure(event.error) }) },
      },
    },
    loaded: {
      on: { 'load.reload': 'loading' },
    },
    failed: {
      on: { 'load.retry': 'loading' },
    },
  },
});
