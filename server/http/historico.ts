import { motivo } from '#contract/mensagensDoCampo';
import { httpErrors } from './errors';

/** The entry id a histórico page starts before (its `cursor`), or undefined for the first page; 422 when it is not one. */
export function antesDoCursor(cursor: string | undefined): number | undefined {
  const antesDe = cursor === undefined ? undefined : Number(cursor);
  if (antesDe !== undefined && !Number.isSafeInteger(antesDe)) throw httpErrors.invalidField('cursor', motivo('cursor_invalido'));
  return antesDe;
}

/** A page of `limite` entries out of `limite + 1` read, and the cursor of the next page when there is one. */
export function paginaDoHistorico<T extends { id: number }>(items: T[], limite: number): { items: T[]; next_cursor: string | null } {
  const pagina = items.slice(0, limite);
  return { items: pagina, next_cursor: items.length > limite ? String(pagina[pagina.length - 1]!.id) : null };
}
