import { assign, fromPromise, setup } from 'xstate';
import { asFailure, type CallFailure } from './callFailure';

/** One page of a list as the API answers it (the product's list envelope). */
export interface ListPage<Item = unknown> {
  items: Item[];
  total?: number;
  /** `total` is a cap: there are more rows than it says. */
  total_limitado?: boolean;
  next_cursor?: string | null;
}

/** What the address asks of a list: search, page, order and filters, as the query string holds them. */
export type ListQuery = Record<string, string>;

export interface ListContext {
  query: ListQuery;
  page: ListPage | null;
  failure: CallFailure | null;
}

export type ListEvent =
  | { type: 'list.query'; query: ListQuery }
  | { type: 'list.reload' }
  | { type: 'list.retry' }
  | { type: 'list.more' }
  /** A row changed elsewhere (a live event): its new values, where it stands on screen. */
  | { type: 'list.replace'; item: { id: string } };

/** The query-string name of the keyset cursor: a cursor-paged list asks `{ ...query, cursor }` for the rows after a page. */
export const CURSOR = 'cursor';

/**
 * A server-side list: loads the page a query asks for and keeps the last page on screen while the next
 * one loads; a new query cancels the call still running, whose answer would be stale. A list paged by
 * keyset cursor grows with `list.more`: the rows after `next_cursor` join those on screen, and the
 * first page's `total` stays (the API counts only there).
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
    // In any state: the rest of the page, and whatever is loading, stay as they are.
    'list.replace': {
      actions: assign({
        page: ({ context, event }) =>
          context.page && {
            ...context.page,
            items: context.page.items.map((item) => ((item as { id?: unknown }).id === event.item.id ? event.item : item)),
          },
      }),
    },
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
    loaded: {
      on: { 'list.more': { target: 'loadingMore', guard: ({ context }) => Boolean(context.page?.next_cursor) } },
    },
    loadingMore: {
      invoke: {
        id: 'fetchPage',
        src: 'fetchPage',
        input: ({ context }) => ({ ...context.query, [CURSOR]: context.page?.next_cursor ?? '' }),
        onDone: {
          target: 'loaded',
          actions: assign({
            page: ({ context, event }) => ({ ...context.page, items: [...(context.page?.items ?? []), ...event.output.items], next_cursor: event.output.next_cursor }),
            failure: null,
          }),
        },
        // The rows already shown stay; the failure says why no more came, and `list.more` tries again.
        onError: { target: 'loaded', actions: assign({ failure: ({ event }) => asFailure(event.error) }) },
      },
    },
    failed: {
      on: { 'list.retry': 'loading' },
    },
  },
});
