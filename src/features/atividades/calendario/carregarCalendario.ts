import type { AtividadeResumo } from '#contract/atividade';
import { LIMITE_MAX } from '#contract/listaLimites';
import type { Papel } from '#contract/papel';
import type { ListPage, ListQuery } from '@/ui/load/loadMachine';
import { atividadesApi } from '../atividadesApi';
import { apiQuery } from '../lista/atividadesAddress';

/** What one calendar page loads at most; past it the page says there are more and asks for filters. */
export const CALENDARIO_MAX = 500;

/**
 * A list endpoint's keyset pages, from the first, joined until CALENDARIO_MAX items. `next_cursor`
 * stays set when more were left out; `total` is the count of the first page, where the API gives one.
 */
export async function ateOLimite<Item>(pagina: (cursor: string | undefined, limite: number) => Promise<ListPage<Item>>): Promise<ListPage<Item>> {
  const primeira = await pagina(undefined, LIMITE_MAX);
  const items = [...primeira.items];
  let cursor = primeira.next_cursor;
  while (cursor && items.length < CALENDARIO_MAX) {
    const seguinte = await pagina(cursor, Math.min(LIMITE_MAX, CALENDARIO_MAX - items.length));
    items.push(...seguinte.items);
    cursor = seguinte.next_cursor;
  }
  return { items, next_cursor: cursor, total: primeira.total, total_limitado: primeira.total_limitado };
}

/** The activities of the days on screen, in the order of their schedule. */
export async function carregarCalendario(query: ListQuery, papel: Papel | null | undefined): Promise<ListPage<AtividadeResumo>> {
  // The período filter and the days on screen do not meet.
  if (query.de && query.ate && query.de > query.ate) return { items: [], next_cursor: null, total: 0 };
  const base = { ...apiQuery(query, papel), ordem: 'agendada_para' as const };
  return ateOLimite((cursor, limite) => atividadesApi.list({ ...base, limite, ...(cursor && { cursor }) }));
}
