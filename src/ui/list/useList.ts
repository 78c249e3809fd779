import type { ListPage, ListQuery } from '../load/loadMachine';
import { useListAddress, type ListAddress } from './useListAddress';
import { useLoadList, type LoadedList } from '../load/useLoadList';

export type ListState<Item> = ListAddress & LoadedList<Item>;

/** A server-side list whose search, filters, order, page and open editor live in the address. */
export function useList<Item>(fetchPage: (query: ListQuery) => Promise<ListPage<Item>>, filters: readonly string[]): ListState<Item> {
  const address = useListAddress(filters);
  const data = useLoadList(fetchPage, address.query);
  return { ...address, ...data };
}
