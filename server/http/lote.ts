import { sql } from 'kysely';
import { LOTE_MAX, type LoteItem } from '#contract/lote';
import { motivo as motivoDoCampo } from '#contract/mensagensDoCampo';
import type { Trx } from '../db/tenant';
import { HttpError, httpErrors } from './errors';
import type { Problema } from './textoDoCampo';

/** The ids a bulk request names, checked before any is touched: their refusal is the whole request's (422). */
export function conferirIds(ids: readonly string[], vazio: Problema): void {
  if (ids.length === 0) throw httpErrors.invalidField('ids', vazio);
  if (ids.length > LOTE_MAX) throw httpErrors.invalidField('ids', motivoDoCampo('max_itens', { maximo: LOTE_MAX }));
}

/** The reason a person reads: a refused field's own message rather than the general one. */
function motivoDa(error: HttpError): string {
  return Object.values(error.errors ?? {}).flat()[0]?.message ?? error.message;
}

/**
 * Runs one record's change for each id, in the order named (a repeated id once), each under its own
 * savepoint: a refused record leaves nothing written and the others go on. What the
 * single-record route would refuse (an HttpError: not found, stale, closed) is that record's
 * refusal with its reason; anything else fails the whole request.
 */
export async function porItem<S extends string>(trx: Trx, ids: readonly string[], aplicar: (id: string) => Promise<LoteItem & { status?: S }>): Promise<(LoteItem & { status?: S })[]> {
  const itens: (LoteItem & { status?: S })[] = [];
  for (const id of new Set(ids)) {
    await sql`savepoint lote_item`.execute(trx);
    try {
      const item = await aplicar(id);
      await sql`release savepoint lote_item`.execute(trx);
      itens.push(item);
    } catch (error) {
      await sql`rollback to savepoint lote_item`.execute(trx);
      if (!(error instanceof HttpError)) throw error;
      itens.push({ id, resultado: 'recusada', motivo: motivoDa(error) });
    }
  }
  return itens;
}
