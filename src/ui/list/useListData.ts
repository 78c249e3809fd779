import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { listMachine, nextQuery, type ListPage, type ListQuery } from './listMachine';
import { inspector } from '../../app/inspector';

export type ListStatus = 'loading' | 'loadingMore' | 'loaded' | 'failed';

export interface ListData<Item> {
  status: ListStatus;
  /** The last page received; kept on screen while the next one loads. */
  page: ListPage<Item> | null;
  /** The rows on screen answer the query asked for now, and are not a page kept while another loads. */
  current: boolean;
  /** The last call failed (with the page kept on screen when it was "Carregar mais"). */
  failed: boolean;
  failureMessage: string | null;
  reload: () => void;
  retry: () => void;
  /** The server has rows after those on screen. */
  more: boolean;
  /** The rows after those on screen (again after a failure). */
  loadMore: () => void;
  /** Shows a row's new values where it stands, without reading the page again. */
  replace: (item: Item & { id: string }) => void;
}

/** Loads the page `query` asks for through the list machine, again whenever the query changes. */
export function useListData<Item>(fetchPage: (query: ListQuery) => Promise<ListPage<Item>>, query: ListQuery): ListData<Item> {
  const latest = useRef(fetchPage);
  latest.current = fetchPage;
  const [logic] = useState(() =>
    listMachine.provide({ actors: { fetchPage: fromPromise<ListPage, ListQuery>(({ input }) => latest.current(input)) } }),
  );
  const actor = useActorRef(logic, { input: { query }, inspect: inspector() });
  const status = useSelector(actor, (snapshot) => snapshot.value);
  // The machine holds what fetchPage answered, and fetchPage answers pages of Item.
  const page = useSelector(actor, (snapshot) => snapshot.context.page) as ListPage<Item> | null;
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure);
  const more = useSelector(actor, (snapshot) => nextQuery(snapshot.context) !== null);
  // Until the effect below hands a new query to the machine, the machine still holds the old one.
  const answered = useSelector(actor, (snapshot) => (snapshot.matches('loaded') || snapshot.matches('loadingMore') ? snapshot.context.query : null));

  useEffect(() => {
    if (actor.getSnapshot().context.query !== query) actor.send({ type: 'list.query', query });
  }, [actor, query]);

  return {
    status,
    page,
    current: answered === query,
    failed: failure !== null,
    failureMessage: failure ? (failure.body?.message ?? null) : null,
    more,
    reload: () => actor.send({ type: 'list.reload' }),
    retry: () => actor.send({ type: 'list.retry' }),
    loadMore: () => actor.send({ type: 'list.more' }),
    replace: (item) => actor.send({ type: 'list.replace', item }),
  };
}
