import type { ListPage, ListQuery } from './listMachine';
import { useListAddress, type ListAddress } from './useListAddress';
import { useListData, type ListData } from './useListData';

export type ListState<Item> = ListAddress & ListData<Item>;

/** A server-side list whose search, filters, order, page and open editor live in the address. */
export function useList<Item>(fetchPage: (query: ListQuery) => Promise<ListPage<Item>>, filters: readonly string[]): ListState<Item> {
  const address = useListAddress(filters);
  const data = useListData(fetchPage, address.query);
  return { ...address, ...data };
}
