import type { AtividadeResumo } from '#contract/atividade';
import type { Contagem } from '#contract/lista';
import { LIMITE_MAX } from '#contract/listaLimites';
import type { Papel } from '#contract/papel';
import type { ListPage, ListQuery } from '@/ui/load/loadMachine';
import { atividadesApi } from '../atividadesApi';
import { filtrosDaLista } from '../lista/atividadesAddress';

/** What one calendar page loads at most; past it the page says there are more and asks for filters. */
export const CALENDARIO_MAX = 500;

/**
 * A list endpoint's keyset pages, from the first, joined until CALENDARIO_MAX items. `next_cursor`
 * stays set when more were left out, and only then is the list counted: by `contar` where the API
 * counts apart from the pages, else the first page's `total`, where it gives one.
 */
export async function ateOLimite<Item>(
  pagina: (cursor: string | undefined, limite: number) => Promise<ListPage<Item>>,
  contar?: () => Promise<Contagem>,
): Promise<ListPage<Item>> {
  const primeira = await pagina(undefined, LIMITE_MAX);
  const items = [...primeira.items];
  let cursor = primeira.next_cursor;
  while (cursor && items.length < CALENDARIO_MAX) {
    const seguinte = await pagina(cursor, Math.min(LIMITE_MAX, CALENDARIO_MAX - items.length));
    items.push(...seguinte.items);
    cursor = seguinte.next_cursor;
  }
  const contagem = cursor && contar ? await contar() : { total: primeira.total, total_limitado: primeira.total_limitado };
  return { items, next_cursor: cursor, ...contagem };
}

/** The activities of the days on screen, in the order of their schedule. */
export async function carregarCalendario(query: ListQuery, papel: Papel | null | undefined): Promise<ListPage<AtividadeResumo>> {
  // The período filter and the days on screen do not meet.
  if (query.de && query.ate && query.de > query.ate) return { items: [], next_cursor: null };
  const filtros = filtrosDaLista(query, papel);
  return ateOLimite(
    (cursor, limite) => atividadesApi.list({ ...filtros, ordem: 'agendada_para', limite, ...(cursor && { cursor }) }),
    () => atividadesApi.total(filtros),
  );
}
