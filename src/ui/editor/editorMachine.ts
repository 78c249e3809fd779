import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import { asFailure, failureMessage, type CallFailure } from '#machines/callFailure';

export interface EditorContext {
  /** null while creating. */
  id: string | null;
  /** The row as last read from the server: its `versao` goes with the next write. */
  record: unknown;
  failure: CallFailure | null;
  message: string | null;
}

export type EditorEvent = { type: 'editor.save'; body: unknown } | { type: 'editor.reload' } | { type: 'editor.retry' };

export type EditorEmitted = { type: 'editor.saved'; record: unknown; created: boolean };

export interface SaveInput {
  id: string | null;
  body: unknown;
}

/**
 * A record's editor: read it (when it exists), edit, save. A refused write goes back to editing with
 * the server's field messages; a stale one (409) waits until the person reloads the record.
 */
export const editorMachine = setup({
  types: {
    context: {} as EditorContext,
    events: {} as EditorEvent,
    input: {} as { id: string | null },
    emitted: {} as EditorEmitted,
  },
  actors: {
    load: fromPromise<unknown, string>(async () => {
      throw new Error('The app must provide the load actor');
    }),
    save: fromPromise<unknown, SaveInput>(async () => {
      throw new Error('The app must provide the save actor');
    }),
  },
  actions: {
    fail: assign((_, params: { error: unknown }) => ({ failure: asFailure(params.error), message: failureMessage(params.error) })),
    clear: assign({ failure: null, message: null }),
  },
  guards: {
    isNew: ({ context }) => context.id === null,
    isStale: (_, params: { error: unknown }) => asFailure(params.error).status === 409,
  },
}).createMachine({
  id: 'editor',
  context: ({ input }) => ({ id: input.id, record: null, failure: null, message: null }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'isNew', target: 'editing' }, { target: 'loading' }],
    },
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => context.id ?? '',
        onDone: { target: 'editing', actions: [assign({ record: ({ event }) => event.output }), 'clear'] },
        onError: { target: 'loadFailed', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadFailed: {
      on: { 'editor.retry': 'loading' },
    },
    editing: {
      on: { 'editor.save': 'saving' },
    },
    saving: {
      entry: 'clear',
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context, event }) => {
          assertEvent(event, 'editor.save');
          return { id: context.id, body: event.body };
        },
        onDone: {
          target: 'saved',
          actions: [
            assign({ record: ({ event }) => event.output }),
            emit(({ context, event }) => ({ type: 'editor.saved' as const, record: event.output, created: context.id === null })),
          ],
        },
        onError: [
          {
            guard: { type: 'isStale', params: ({ event }) => ({ error: event.error }) },
            target: 'conflict',
            actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'editing', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    conflict: {
      on: { 'editor.reload': 'loading' },
    },
    saved: { type: 'final' },
  },
});
