import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { Contagem } from '#contract/lista';
import { TOTAL_MAX } from '#contract/listaLimites';
import type { Trx } from '../tenant';

export type { Contagem };

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
  const { rows } = await contagemAte(filtrados, max + 1).execute(trx);
  return contagemLida(rows[0]?.total ?? 0, max);
}

/** contarAte's query: the rows `filtrados` matches, read up to `ate` of them. */
export function contagemAte<DB, TB extends keyof DB, O>(filtrados: SelectQueryBuilder<DB, TB, O>, ate: number): RawBuilder<{ total: number }> {
  const lidas = filtrados.clearSelect().clearOrderBy().select(sql<number>`1`.as('um')).limit(ate);
  return sql<{ total: number }>`select count(*)::int as total from (${lidas}) as ate_o_limite`;
}

/** What contagemAte's `total` says, with `max + 1` rows read at most. */
export function contagemLida(total: number, max: number): Contagem {
  return { total: Math.min(total, max), total_limitado: total > max };
}

/** A page as read: the rows it got, the rows it asked for, and how many rows of the list come before it. */
export interface PaginaLida {
  lidas: number;
  limite: number;
  antes: number;
}

/**
 * The count of the list `pagina` belongs to: read from the page itself when it is the list's
 * last (fewer rows than it asked for, and not past the end), else contarAte. The page is read
 * first and the count only when it is full, so a list that fits one page, like a search that
 * finds an activity by its número, costs one query, not two (in `npm run bench -- atividades`
 * the count cost that search 0.22× of its floor on PGlite).
 */
export async function contarDepoisDa<DB, TB extends keyof DB, O>(
  trx: Trx,
  filtrados: SelectQueryBuilder<DB, TB, O>,
  { lidas, limite, antes }: PaginaLida,
  max: number = TOTAL_MAX,
): Promise<Contagem> {
  if (lidas >= limite || (lidas === 0 && antes > 0)) return contarAte(trx, filtrados, max);
  return contagemLida(antes + lidas, max);
}

/**
 * Page `pagina` of an offset-paged list (the short lists: questionnaires, service types) and its
 * count: `ordenada` is `filtrados` with its columns and order, `filtrados` what the count reads.
 */
export async function paginaComContagem<DB, TB extends keyof DB, O, R>(
  trx: Trx,
  filtrados: SelectQueryBuilder<DB, TB, O>,
  ordenada: SelectQueryBuilder<DB, TB, R>,
  { pagina, limite }: { pagina: number; limite: number },
): Promise<{ items: R[] } & Contagem> {
  const antes = (pagina - 1) * limite;
  const items = await ordenada.limit(limite).offset(antes).execute();
  return { items, ...(await contarDepoisDa(trx, filtrados, { lidas: items.length, limite, antes })) };
}
