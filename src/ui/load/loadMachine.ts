import { assign, fromPromise, setup } from 'xstate';
import { asFailure, type CallFailure } from '#machines/callFailure';

/** One page of a list as the API answers it (the product's list envelope). */
export interface ListPage<Item = unknown> {
  items: Item[];
  total?: number;
  /** `total` is a cap: there are more rows than it says. */
  total_limitado?: boolean;
  /** A page-numbered list that counts apart: pages follow this one. */
  mais?: boolean;
  next_cursor?: string | null;
}

/** What the address asks of a list: search, page, order and filters, as the query string holds them. */
export type ListQuery = Record<string, string>;

export interface LoadContext {
  query: ListQuery;
  /** What the server answered (a record, a file, or a list's rows so far); kept while the next read runs. */
  data: unknown;
  /** How many pages of the API make up a list's `data`. */
  pages: number;
  failure: CallFailure | null;
}

export type LoadEvent =
  | { type: 'load.query'; query: ListQuery }
  | { type: 'load.reload' }
  | { type: 'load.retry' }
  | { type: 'load.more' }
  /** A row changed elsewhere (a live event): its new values, where it stands on screen. */
  | { type: 'load.replace'; item: { id: string } };

/** The query-string names of the API's paging: the keyset cursor, and the 1-based page of a list that counts its rows. */
export const CURSOR = 'cursor';
export const PAGINA = 'pagina';

// Only a list is asked for more or told of a changed row: what it read is a page.
const asPage = (data: unknown) => data as ListPage | null;

/**
 * The query for the rows after those on screen, or null when there are no more: the rows after
 * `next_cursor` where the API pages by keyset, else the next page while the last one said `mais`
 * or, where the list counts with its pages, while fewer rows than `total` are shown.
 */
export function nextQuery({ query, data, pages }: LoadContext): ListQuery | null {
  const page = asPage(data);
  if (!page) return null;
  if (page.next_cursor !== undefined) return page.next_cursor ? { ...query, [CURSOR]: page.next_cursor } : null;
  const more = page.mais ?? (page.total !== undefined && (page.total_limitado === true || page.items.length < page.total));
  return more ? { ...query, [PAGINA]: String(pages + 1) } : null;
}

/**
 * The rows on screen and the next page's, under the first page's count. A capped count cannot say
 * where a page-numbered list ends: a page shorter than the first was its last, and the rows on
 * screen are then the exact count. A list that says `mais` takes it, and the count its last page
 * read, from the page that joined.
 */
function joined(page: ListPage | null, next: ListPage | null, pages: number): ListPage {
  const items = [...(page?.items ?? []), ...(next?.items ?? [])];
  if (next?.mais !== undefined) return { ...page, items, mais: next.mais, total: next.total, total_limitado: next.total_limitado };
  const ended = next?.next_cursor === undefined && page?.total_limitado === true && (next?.items.length ?? 0) < page.items.length / pages;
  return { ...page, items, next_cursor: next?.next_cursor, ...(ended && { total: items.length, total_limitado: false }) };
}

/**
 * What the screen reads from the server: one thing (a record, a file) or a list page by page.
 * Loads what the query asks for and keeps the last answer on screen while the next one loads; a new
 * query or a reload cancels the call still running, whose answer would be stale. A list grows with
 * `load.more` ("Carregar mais"): the rows of `nextQuery` join those on screen, and the first page's
 * `total` stays (a keyset API counts only there).
 */
export const loadMachine = setup({
  types: {
    context: {} as LoadContext,
    events: {} as LoadEvent,
    input: {} as { query: ListQuery },
  },
  actors: {
    load: fromPromise<unknown, ListQuery>(async () => {
      throw new Error('The app must provide the load actor');
    }),
  },
}).createMachine({
  id: 'load',
  context: ({ input }) => ({ query: input.query, data: null, pages: 0, failure: null }),
  initial: 'loading',
  on: {
    'load.query': { target: '.loading', reenter: true, actions: assign({ query: ({ event }) => event.query }) },
    'load.reload': { target: '.loading', reenter: true },
    // In any state: the rest of the page, and whatever is loading, stay as they are.
    'load.replace': {
      actions: assign({
        data: ({ context, event }) => {
          const page = asPage(context.data);
          return page && { ...page, items: page.items.map((item) => ((item as { id?: unknown }).id === event.item.id ? event.item : item)) };
        },
      }),
    },
  },
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => context.query,
        onDone: { target: 'loaded', actions: assign({ data: ({ event }) => event.output, pages: 1, failure: null }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => asFailure(event.error) }) },
      },
    },
    loaded: {
      on: { 'load.more': { target: 'loadingMore', guard: ({ context }) => nextQuery(context) !== null } },
    },
    loadingMore: {
      invoke: {
        id: 'load',
        src: 'load',
        // The guard let only a list with more rows in.
        input: ({ context }) => nextQuery(context) ?? context.query,
        onDone: {
          target: 'loaded',
          actions: assign({
            data: ({ context, event }) => joined(asPage(context.data), asPage(event.output), context.pages),
            pages: ({ context }) => context.pages + 1,
            failure: null,
          }),
        },
        // The rows already shown stay; the failure says why no more came, and `load.more` tries again.
        onError: { target: 'loaded', actions: assign({ failure: ({ event }) => asFailure(event.error) }) },
      },
    },
    failed: {
      on: { 'load.retry': 'loading' },
    },
  },
});
