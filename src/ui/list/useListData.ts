import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { listMachine, type ListPage, type ListQuery } from '../../../machines/listMachine';
import { inspector } from '../../app/inspector';

export type ListStatus = 'loading' | 'loaded' | 'failed';

export interface ListData<Item> {
  status: ListStatus;
  /** The last page received; kept on screen while the next one loads. */
  page: ListPage<Item> | null;
  failureMessage: string | null;
  reload: () => void;
  retry: () => void;
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

  useEffect(() => {
    if (actor.getSnapshot().context.query !== query) actor.send({ type: 'list.query', query });
  }, [actor, query]);

  return {
    status,
    page,
    failureMessage: failure ? (failure.body?.message ?? null) : null,
    reload: () => actor.send({ type: 'list.reload' }),
    retry: () => actor.send({ type: 'list.retry' }),
  };
}
