import { httpErrors } from './errors';
import type { Problema } from './textoDoCampo';

/** 422 with every field's problems, when the contract's checks found any. */
export function semProblemas(problemas: Record<string, Problema[]>): void {
  if (Object.keys(problemas).length > 0) throw httpErrors.invalidFields(problemas);
}

/** The record the screen read, still at the `versao` it read: 404 when absent, 409 when it moved on. */
export function naVersao<R extends { versao: number }>(row: R | undefined, versao: number, naoEncontrado: string): R {
  if (!row) throw httpErrors.notFound(naoEncontrado);
  if (row.versao !== versao) throw httpErrors.stale();
  return row;
}

function pgError(error: unknown, code: string): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code: actual, constraint } = error as { code?: unknown; constraint?: unknown };
  return actual === code ? (typeof constraint === 'string' ? constraint : '') : null;
}

/** The unique index a write ran into (a race the checks before it could not see), or null. */
export function violouUnico(error: unknown): string | null {
  return pgError(error, '23505');
}

/** Whether a delete was refused because other rows still point at the record. */
export function temReferencias(error: unknown): boolean {
  return pgError(error, '23503') !== null;
}
