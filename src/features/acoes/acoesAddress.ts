import { STATUS_ACAO } from '#contract/acaoStatus';
import type { AcaoListaQuery } from '#contract/acoes';
import { BUSCA } from '../../ui/list/listAddress';
import { CURSOR, type ListQuery } from '../../ui/load/loadMachine';
import { juntar, valores } from '../atividades/lista/atividadesAddress';

export const ACOES_PATH = '/acoes';

/** The list's filters as the address names them (the API's names; several statuses joined by commas). */
export const FILTRO = {
  status: 'status',
  responsavel: 'responsavel_id',
  site: 'site_id',
  atrasadas: 'atrasadas',
} as const;

export const ACAO_FILTROS = Object.values(FILTRO);

/** The API answers the latest número first, and sorts no other way. */
export const ORDEM_PADRAO = '-numero';

const SIM = '1';

export const statusNoEndereco = (query: ListQuery) => valores(query, FILTRO.status, STATUS_ACAO);
export const statusParaOEndereco = juntar;
export const atrasadasNoEndereco = (ligado: boolean): string | null => (ligado ? SIM : null);

/** The API's query for what the address shows (and, for "Carregar mais", the cursor the list machine adds). */
export function apiQuery(query: ListQuery): AcaoListaQuery {
  const status = statusNoEndereco(query);
  return {
    ...(query[BUSCA] && { q: query[BUSCA] }),
    ...(status.length > 0 && { status }),
    ...(query[FILTRO.responsavel] && { responsavel_id: query[FILTRO.responsavel] }),
    ...(query[FILTRO.site] && { site_id: query[FILTRO.site] }),
    ...(query[FILTRO.atrasadas] === SIM && { atrasadas: true }),
    ...(query[CURSOR] && { cursor: query[CURSOR] }),
  };
}

/** An action's own page. */
export const acaoPath = (id: string): string => `${ACOES_PATH}/${encodeURIComponent(id)}`;
