import { ocorrencias, type SerieNoTempo } from './regra';

/** How far ahead the activities of a series without an end exist: six weeks (docs/series.md). */
export const JANELA_DA_SERIE_MS = 6 * 7 * 86_400_000;

/** The occurrence after `ultima`, or null when the rule has ended. */
export function proximaDepois(serie: SerieNoTempo, ultima: Date): Date | null {
  return ocorrencias(serie, { depoisDe: ultima, ate: null, maximo: 1 })[0] ?? null;
}
