import type { Atividade, Prioridade } from '#contract/atividade';
import type { Papel } from '#contract/papel';
import { atividades, toAtividade, type AtividadeCompleta } from '../db/repositories/atividades';
import { httpErrors } from '../http/errors';
import { naVersao } from '../http/registros';
import { series } from '../db/repositories/series';
import { serieDescrita } from '../series/descrita';
import type { Trx } from '../db/tenant';

export const NAO_ENCONTRADA = 'Atividade não encontrada.';

/** Who acts on an activity: the lifecycle machine's guards read it. */
export interface Ator {
  usuarioId: string;
  papel: Papel;
}

/** The company's activity with this id; 404 otherwise, another company's or not an id at all. */
export async function carregar(trx: Trx, empresaId: string, id: string): Promise<AtividadeCompleta> {
  const row = await atividades.find(trx, empresaId, id);
  if (!row) throw httpErrors.notFound(NAO_ENCONTRADA);
  return row;
}

/** The activity the screen read, still at `versao`: 404 when absent, 409 when it moved on. */
export async function carregarNaVersao(trx: Trx, empresaId: string, id: string, versao: number): Promise<AtividadeCompleta> {
  return naVersao(await atividades.find(trx, empresaId, id), versao, NAO_ENCONTRADA);
}

/** The activity as the API answers it, with its series described; read again after a write. */
export async function responder(trx: Trx, empresaId: string, id: string, agora: Date): Promise<Atividade> {
  const row = await carregar(trx, empresaId, id);
  const serie = row.serie_id === null ? undefined : await series.find(trx, empresaId, row.serie_id);
  return { ...toAtividade(row, agora), recorrencia: serie ? serieDescrita(serie) : null };
}

/** The fields a person edits, as the histórico records them: references by id, moments in ISO 8601. */
export interface Retrato {
  titulo: string;
  tipo_servico_id: string;
  site_id: string;
  responsavel_id: string | null;
  prioridade: Prioridade;
  agendada_para: string;
  prazo: string | null;
  descricao: string | null;
  questionario_id: string | null;
}

const iso = (valor: Date | string) => new Date(valor).toISOString();

export function retrato(row: { [K in keyof Retrato]: K extends 'agendada_para' ? Date | string : K extends 'prazo' ? Date | string | null : Retrato[K] }): Retrato {
  return {
    titulo: row.titulo,
    tipo_servico_id: row.tipo_servico_id,
    site_id: row.site_id,
    responsavel_id: row.responsavel_id,
    prioridade: row.prioridade,
    agendada_para: iso(row.agendada_para),
    prazo: row.prazo === null ? null : iso(row.prazo),
    descricao: row.descricao,
    questionario_id: row.questionario_id,
  };
}
