import type { AtividadeFiltrosQuery, AtividadeListaQuery } from '#contract/atividade';
import { PRIORIDADES } from '#contract/prioridade';
import type { Papel } from '#contract/papel';
import { CURSOR, type ListQuery } from '@/ui/load/loadMachine';
import { STATUS_ATIVIDADE } from '#contract/atividadeStatus';
import { BUSCA, ORDEM } from '@/ui/list/listAddress';
import { minhasPorPadrao } from './minhasPorPadrao';

/** The list's filters as the address names them (the API's names; several values joined by commas). */
export const FILTRO = {
  status: 'status',
  prioridade: 'prioridade',
  tipo: 'tipo_servico_id',
  site: 'site_id',
  responsavel: 'responsavel_id',
  questionario: 'questionario_id',
  de: 'de',
  ate: 'ate',
  atrasadas: 'atrasadas',
  /** `1` or `0`; absent means the papel's default (a técnico's list opens on their own). */
  minhas: 'minhas',
} as const;

export const ATIVIDADE_FILTROS = Object.values(FILTRO);

export const ORDEM_PADRAO = '-agendada_para';

const SIM = '1';

/** The values of a several-valued filter, keeping only those the API knows. */
export function valores<const T extends readonly string[]>(query: ListQuery, nome: string, conhecidos: T): T[number][] {
  return (query[nome] ?? '').split(',').filter((valor): valor is T[number] => conhecidos.includes(valor));
}

/** Several values as the address keeps them; none removes the filter. */
export const juntar = (escolhidos: readonly string[]): string | null => (escolhidos.length > 0 ? escolhidos.join(',') : null);

/** Whether the list shows only the signed-in person's activities: what the address says, or the papel's default. */
export function soMinhas(query: ListQuery, papel: Papel | null | undefined): boolean {
  const minhas = query[FILTRO.minhas];
  return minhas === undefined ? minhasPorPadrao(papel) : minhas === SIM;
}

/** The address's value for "Minhas atividades": nothing when it is the papel's default, so the address stays short. */
export const minhasNoEndereco = (ligado: boolean, papel: Papel | null | undefined): string | null =>
  ligado === minhasPorPadrao(papel) ? null : ligado ? SIM : '0';

export const atrasadasNoEndereco = (ligado: boolean): string | null => (ligado ? SIM : null);

/** The list's filters as the API reads them: what the list shows and what the export writes. */
export function filtrosDaLista(query: ListQuery, papel: Papel | null | undefined): AtividadeFiltrosQuery {
  const status = valores(query, FILTRO.status, STATUS_ATIVIDADE);
  const prioridade = valores(query, FILTRO.prioridade, PRIORIDADES);
  return {
    ...(query[BUSCA] && { q: query[BUSCA] }),
    ...(status.length > 0 && { status }),
    ...(prioridade.length > 0 && { prioridade }),
    ...(query[FILTRO.tipo] && { tipo_servico_id: query[FILTRO.tipo] }),
    ...(query[FILTRO.site] && { site_id: query[FILTRO.site] }),
    ...(query[FILTRO.responsavel] && { responsavel_id: query[FILTRO.responsavel] }),
    ...(query[FILTRO.questionario] && { questionario_id: query[FILTRO.questionario] }),
    ...(query[FILTRO.de] && { de: query[FILTRO.de] }),
    ...(query[FILTRO.ate] && { ate: query[FILTRO.ate] }),
    ...(query[FILTRO.atrasadas] === SIM && { atrasadas: true }),
    ...(soMinhas(query, papel) && { minhas: true }),
  };
}

/** The API's query for what the address shows (and, for "Carregar mais", the cursor the list machine adds). */
export function apiQuery(query: ListQuery, papel: Papel | null | undefined): AtividadeListaQuery {
  return {
    ...filtrosDaLista(query, papel),
    ...(query[ORDEM] && { ordem: query[ORDEM] as AtividadeListaQuery['ordem'] }),
    ...(query[CURSOR] && { cursor: query[CURSOR] }),
  };
}

/** The activity's own page. */
export const detalhesPath = (id: string): string => `/atividades/detalhes/${encodeURIComponent(id)}`;
