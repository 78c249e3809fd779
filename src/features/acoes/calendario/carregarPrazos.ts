import type { AcaoCorretiva } from '#contract/acoes';
import type { ListPage, ListQuery } from '@/ui/load/loadMachine';
import { ateOLimite } from '../../atividades/calendario/carregarCalendario';
import { acoesApi } from '../acoesApi';
import { apiQuery } from '../acoesAddress';

/** The days of prazos the calendar asks for, beside the list's filters (`prazo_de`, `prazo_ate` of the API). */
export const PRAZO_DE = 'prazo_de';
export const PRAZO_ATE = 'prazo_ate';

/** The actions due on the days on screen, with the list's filters and search, up to CALENDARIO_MAX. */
export function carregarPrazos(query: ListQuery): Promise<ListPage<AcaoCorretiva>> {
  const base = { ...apiQuery(query), prazo_de: query[PRAZO_DE], prazo_ate: query[PRAZO_ATE] };
  return ateOLimite((cursor, limite) => acoesApi.list({ ...base, limite, ...(cursor && { cursor }) }));
}
