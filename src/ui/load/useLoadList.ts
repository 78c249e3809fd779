import { useEffect, useRef } from 'react';
import { nextQuery, type ListPage, type ListQuery } from './loadMachine';
import type { Loaded, LoadStatus } from './useLoad';
import { useLoadActor, type Desenho } from './useLoadActor';

export type ListStatus = LoadStatus | 'loadingMore';

export interface LoadedList<Item> extends Omit<Loaded<unknown>, 'status' | 'data'> {
  status: ListStatus;
  /** The rows on screen: the first page and those that joined it; kept while the next query loads. */
  page: ListPage<Item> | null;
  /** The rows on screen answer the query asked for now, and are not a page kept while another loads. */
  current: boolean;
  /** The server has rows after those on screen. */
  more: boolean;
  /** The first page as read, the rows that joined it aside: a new query or a reload reads it again, and a count asked apart is of one reading. */
  reading: unknown;
  /** The rows after those on screen (again after a failure, which keeps the rows and sets the failure). */
  loadMore: () => void;
  /** Shows a row's new values where it stands, without reading the page again. */
  replace: (item: Item & { id: string }) => void;
}

/** No search, no filter: the first page, then the next ones by the cursor each page gives. */
const EVERYTHING: ListQuery = {};

/**
 * Reads a list through the load machine, a page at a time: the page `query` asks for, again
 * whenever the query changes, and the following pages on `loadMore`. Its answers are drawn in a
 * transition (Desenho) unless `desenho` says otherwise.
 */
export function useLoadList<Item>(
  fetchPage: (query: ListQuery) => Promise<ListPage<Item>>,
  query: ListQuery = EVERYTHING,
  desenho: Desenho = 'transicao',
): LoadedList<Item> {
  const [actor, { data, ...read }, snapshot] = useLoadActor(fetchPage, query, desenho);
  const more = nextQuery(snapshot.context) !== null;
  const reading = useRef<unknown>(undefined);
  if (snapshot.context.pages === 1) reading.current = snapshot.context.data;
  // Until the effect below hands a new query to the machine, the machine still holds the old one.
  const answered = snapshot.matches('loaded') || snapshot.matches('loadingMore') ? snapshot.context.query : null;

  useEffect(() => {
    if (actor.getSnapshot().context.query !== query) actor.send({ type: 'load.query', query });
  }, [actor, query]);

  return {
    ...read,
    // The machine holds what fetchPage answered, and fetchPage answers pages of Item.
    page: data as ListPage<Item> | null,
    current: answered === query,
    more,
    reading: reading.current,
    loadMore: () => actor.send({ type: 'load.more' }),
    replace: (item) => actor.send({ type: 'load.replace', item }),
  };
}
