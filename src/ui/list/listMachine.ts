import { assign, fromPromise, setup } from 'xstate';
import { asFailure, type CallFailure } from '#machines/callFailure';

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
  /** The rows on screen: the first page and those that joined it. */
  page: ListPage | null;
  /** How many pages of the API make up `page`. */
  pages: number;
  failure: CallFailure | null;
}

export type ListEvent =
  | { type: 'list.query'; query: ListQuery }
  | { type: 'list.reload' }
  | { type: 'list.retry' }
  | { type: 'list.more' }
  /** A row changed elsewhere (a live event): its new values, where it stands on screen. */
  | { type: 'list.replace'; item: { id: string } };

/** The query-string names of the API's paging: the keyset cursor, and the 1-based page of a list that counts its rows. */
export const CURSOR = 'cursor';
export const PAGINA = 'pagina';

/**
 * The query for the rows after those on screen, or null when there are no more: the rows after
 * `next_cursor` where the API pages by keyset, else the next page while fewer rows than `total` are shown.
 */
export function nextQuery({ query, page, pages }: ListContext): ListQuery | null {
  if (!page) return null;
  if (page.next_cursor !== undefined) return page.next_cursor ? { ...query, [CURSOR]: page.next_cursor } : null;
  return page.total !== undefined && page.items.length < page.total ? { ...query, [PAGINA]: String(pages + 1) } : null;
}

/**
 * A server-side list: loads the first page a query asks for and keeps the rows on screen while the
 * next query loads; a new query cancels the call still running, whose answer would be stale. Every
 * list grows with `list.more` ("Carregar mais"): the rows of `nextQuery` join those on screen, and
 * the first page's `total` stays (a keyset API counts only there).
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
  context: ({ input }) => ({ query: input.query, page: null, pages: 0, failure: null }),
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
        onDone: { target: 'loaded', actions: assign({ page: ({ event }) => event.output, pages: 1, failure: null }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => asFailure(event.error) }) },
      },
    },
    loaded: {
      on: { 'list.more': { target: 'loadingMore', guard: ({ context }) => nextQuery(context) !== null } },
    },
    loadingMore: {
      invoke: {
        id: 'fetchPage',
        src: 'fetchPage',
        // The guard let only a list with more rows in.
        input: ({ context }) => nextQuery(context) ?? context.query,
        onDone: {
          target: 'loaded',
          actions: assign({
            page: ({ context, event }) => ({ ...context.page, items: [...(context.page?.items ?? []), ...event.output.items], next_cursor: event.output.next_cursor }),
            pages: ({ context }) => context.pages + 1,
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
