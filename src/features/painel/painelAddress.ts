import { STATUS_ACAO_ABERTOS } from '#contract/acaoStatus';
import type { PainelQuery } from '#contract/painel';
import { ACOES_PATH, FILTRO as FILTRO_DE_ACAO } from '../acoes/acoesAddress';
import { FILTRO } from '../atividades/lista/atividadesAddress';

export const PAINEL_PATH = '/painel';
const LISTA_PATH = '/atividades/lista';

/** The painel's filters as the address names them: the activity list's own names, so a figure's link only adds to them. */
export const PAINEL_FILTROS = [FILTRO.site, FILTRO.tipo, FILTRO.responsavel, FILTRO.questionario] as const;
export type PainelFiltro = (typeof PAINEL_FILTROS)[number];

/** Days the painel opens on, today included, when the address names no period. */
const DIAS_PADRAO = 30;

const dia = (data: Date) => `${data.getFullYear()}-${String(data.getMonth() + 1).padStart(2, '0')}-${String(data.getDate()).padStart(2, '0')}`;

/** The last DIAS_PADRAO days, by the device's calendar. */
export function periodoPadrao(hoje = new Date()): { de: string; ate: string } {
  const inicio = new Date(hoje.getFullYear(), hoje.getMonth(), hoje.getDate() - (DIAS_PADRAO - 1));
  return { de: dia(inicio), ate: dia(hoje) };
}

/** The API's query for what the address shows. */
export function painelQuery(params: URLSearchParams, padrao = periodoPadrao()): PainelQuery {
  const query: PainelQuery = { de: params.get(FILTRO.de) || padrao.de, ate: params.get(FILTRO.ate) || padrao.ate };
  for (const nome of PAINEL_FILTROS) {
    const valor = params.get(nome);
    if (valor) query[nome] = valor;
  }
  return query;
}

/** What a figure counts, as the activity list filters it. */
export type Recorte = { status?: 'concluida' | 'cancelada'; atrasadas?: true } & Partial<Pick<PainelQuery, PainelFiltro | 'de' | 'ate'>>;

/** The activity list of the painel's period and filters, narrowed by `recorte`. */
export function listaPath(query: PainelQuery, recorte: Recorte = {}): string {
  const { status, atrasadas, ...filtros } = recorte;
  const params = new URLSearchParams();
  for (const [nome, valor] of Object.entries({ ...query, ...filtros })) if (valor) params.set(nome, valor);
  if (status) params.set(FILTRO.status, status);
  // The list's address says a switch is on with `1` (atividadesAddress.ts).
  if (atrasadas) params.set(FILTRO.atrasadas, '1');
  return `${LISTA_PATH}?${params.toString()}`;
}

/** The open corrective actions of the painel's site and responsável. */
export function acoesAbertasPath(query: PainelQuery): string {
  const params = new URLSearchParams({ [FILTRO_DE_ACAO.status]: STATUS_ACAO_ABERTOS.join(',') });
  if (query.site_id) params.set(FILTRO_DE_ACAO.site, query.site_id);
  if (query.responsavel_id) params.set(FILTRO_DE_ACAO.responsavel, query.responsavel_id);
  return `${ACOES_PATH}?${params.toString()}`;
}
