import { useMemo } from 'react';
import type { ListPage } from '../../ui/load/loadMachine';
import { numeroBuscado } from '#contract/atividade';
import { pode } from '#contract/permissoes';
import type { Papel } from '#contract/papel';
import { BUSCA } from '../../ui/list/listAddress';
import { useLoadList, type ListStatus } from '../../ui/load/useLoadList';
import { useDebouncedValue } from '../../ui/useDebouncedValue';
import { SEARCH_PROVIDERS, type SearchResult } from './searchProviders';

/** Fewer letters would match half the company; an activity's número is searched from its first digit. */
const MIN_LENGTH = 2;
const buscavel = (text: string) => text.length >= MIN_LENGTH || numeroBuscado(text) !== null;

/**
 * The records matching what is typed in the palette, from every provider the papel may read:
 * asked once typing pauses, and a newer search cancels the one still running.
 */
export function usePaletteSearch(text: string, papel: Papel | null): { status: ListStatus; results: SearchResult[] } {
  const settled = useDebouncedValue(text.trim(), 250);
  const query = useMemo(() => ({ [BUSCA]: settled }), [settled]);
  const { status, page } = useLoadList(async (asked): Promise<ListPage<SearchResult>> => {
    const q = asked[BUSCA] ?? '';
    if (!buscavel(q)) return { items: [] };
    const providers = SEARCH_PROVIDERS.filter((provider) => pode(papel, provider.acao));
    // One provider failing leaves the others' results on screen.
    const found = await Promise.allSettled(providers.map((provider) => provider.search(q)));
    return { items: found.flatMap((outcome) => (outcome.status === 'fulfilled' ? outcome.value : [])) };
  }, query);
  return { status: text.trim() === settled ? status : 'loading', results: buscavel(settled) ? (page?.items ?? []) : [] };
}
