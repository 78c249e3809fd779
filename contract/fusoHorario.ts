/** The company's default time zone. */
export const FUSO_PADRAO = 'America/Sao_Paulo';

let cache: readonly string[] | null = null;

/**
 * The IANA time zones this runtime knows, plus UTC (which some runtimes leave out of the list).
 * The server's list decides what is accepted; the browser's only suggests.
 */
export function fusosHorarios(): readonly string[] {
  cache ??= [...new Set([...Intl.supportedValuesOf('timeZone'), 'UTC'])].sort();
  return cache;
}

export function isFusoHorario(value: string): boolean {
  return fusosHorarios().includes(value);
}
