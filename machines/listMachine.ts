import { assign, fromPromise, setup } from 'xstate';
import { asFailure, type CallFailure } from './sessionMachine';

/** One page of a list as the API answers it (the product's list envelope). */
export interface ListPage<Item = unknown> {
  items: Item[];
  total?: number;
  next_cursor?: string | null;
}

/** What the address asks of a list: search, page, order and filters, as the query string holds them. */
export type ListQuery = Record<string, string>;

export interface ListContext {
  query: ListQuery;
  page: ListPage | null;
  failure: CallFailure | null;
}

export type ListEvent = { type: 'list.query'; query: ListQuery } | { type: 'list.reload' } | { type: 'list.retry' };

/**
 * A server-side list: loads the page a query asks for and keeps the last page on screen while the next
 * one loads; a new query cancels the call still running, whose answer would be stale.
 */
export const listMachine = setup({
  types: {
    context: {} as ListContext,
    events: {} as ListEvent,
    input: {} as { query: ListQuery },
  },
  actors: {
    fetchPage: fromPromise<ListPage, ListQuery>(async () => {
      throw new Error('The app must provide the fetchPage actor');
    }),
  },
}).createMachine({
  id: 'list',
  context: ({ input }) => ({ query: input.query, page: null, failure: null }),
  initial: 'loading',
  on: {
    'list.query': { target: '.loading', reenter: true, actions: assign({ query: ({ event }) => event.query }) },
    'list.reload': { target: '.loading', reenter: true },
  },
  states: {
    loading: {
      invoke: {
        id: 'fetchPage',
        src: 'fetchPage',
        input: ({ context }) => context.query,
        onDone: { target: 'loaded', actions: assign({ page: ({ event }) => event.output, failure: null }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => asFailure(event.error) }) },
      },
    },
    loaded: {},
    failed: {
      on: { 'list.retry': 'loading' },
    },
  },
});
