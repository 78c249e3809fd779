import { sql, type SelectQueryBuilder } from 'kysely';
import { TOTAL_MAX } from '#contract/listaLimites';
import type { Trx } from '../tenant';

/** A list's count: `total` rows, or more than `total` when `total_limitado`. */
export interface Contagem {
  total: number;
  total_limitado: boolean;
}

/**
 * How many rows a list's filtered query matches, counted up to `max` and no further: the count
 * stops reading after max + 1 rows, where an exact count read every matching row of the company
 * on every page view (p50 137 ms at 100,000 sites: `npm run bench -- sites`).
 */
export async function contarAte<DB, TB extends keyof DB, O>(
  trx: Trx,
  filtrados: SelectQueryBuilder<DB, TB, O>,
  max: number = TOTAL_MAX,
): Promise<Contagem> {
  const ate = filtrados.clearSelect().clearOrderBy().select(sql<number>`1`.as('um')).limit(max + 1);
  const { rows } = await sql<{ total: number }>`select count(*)::int as total from (${ate}) as ate_o_limite`.execute(trx);
  const total = rows[0]?.total ?? 0;
  return { total: Math.min(total, max), total_limitado: total > max };
}
