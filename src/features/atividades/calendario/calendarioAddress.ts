import type { ListQuery } from '@/ui/load/loadMachine';
import { fimDoMes, inicioDaSemana, inicioDoMes, isDia, somarDias, somarMeses } from './datas';

/**
 * The calendar's place in the address, beside the list's filters (which it applies too):
 * `?visao=calendario&modo=semana&data=2026-03-10`. Without `visao` the page is the list.
 */
export const VISAO = 'visao';
export const MODO = 'modo';
export const DATA = 'data';

export const CALENDARIO = 'calendario';
export const MODOS = ['mes', 'semana'] as const;
export type Modo = (typeof MODOS)[number];

export const lerModo = (valor: string | null | undefined): Modo => (valor === 'semana' ? 'semana' : 'mes');

/** The day the calendar shows: the address's, or today on the company's clock. */
export const lerData = (valor: string | null | undefined, hoje: string): string => (isDia(valor) ? valor : hoje);

/** The days a mode shows around `data`: its week, or the whole weeks that hold its month. */
export function intervalo(modo: Modo, data: string): { de: string; ate: string } {
  if (modo === 'semana') {
    const de = inicioDaSemana(data);
    return { de, ate: somarDias(de, 6) };
  }
  return { de: inicioDaSemana(inicioDoMes(data)), ate: somarDias(inicioDaSemana(fimDoMes(data)), 6) };
}

/** The day the previous (-1) or next (1) week or month starts. */
export const deslocar = (modo: Modo, data: string, passo: 1 | -1): string =>
  modo === 'semana' ? somarDias(inicioDaSemana(data), 7 * passo) : somarMeses(data, passo);

/**
 * What the calendar asks of the list endpoint: the list's own filters and search, with the
 * period narrowed to the days on screen (a período filter narrows them further; when the two do
 * not meet, `de` comes after `ate` and there is nothing to ask).
 */
export function consultaDoCalendario(filtros: ListQuery, visiveis: { de: string; ate: string }): ListQuery {
  const de = isDia(filtros.de) && filtros.de > visiveis.de ? filtros.de : visiveis.de;
  const ate = isDia(filtros.ate) && filtros.ate < visiveis.ate ? filtros.ate : visiveis.ate;
  return { ...filtros, de, ate };
}
