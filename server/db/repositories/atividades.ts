import { type Insertable, type Updateable } from 'kysely';
import type { Atividade, AtividadeResumo, Ocorrencia } from '#contract/atividade';
import type { AtividadeRow, AtividadeTable } from '../schema';
import { avisarAoVivo } from '../aoVivoDaTransacao';
import { consultaPreparada } from '../consultaPreparada';
import { isUuid } from '../uuid';
import { atualizarNaVersao, type Autoria } from './registros';
import type { Trx } from '../tenant';

/** An activity with the names the screens show beside its references. */
export interface AtividadeCompleta extends AtividadeRow {
  tipo_nome: string;
  tipo_cor: string;
  site_nome: string;
  responsavel_nome: string | null;
}

/** An activity's own fields, as the API writes them (references as ids). */
export type AtividadeNova = Omit<Insertable<AtividadeTable>, 'empresa_id' | 'criado_em' | 'criado_por' | 'atualizado_em' | 'atualizado_por'>;

/** The activity, its service type, site and responsável, all of the company. */
export function comReferencias(trx: Trx, empresaId: string) {
  return trx
    .selectFrom('atividade as a')
    .innerJoin('tipo_servico as t', (join) => join.onRef('t.empresa_id', '=', 'a.empresa_id').onRef('t.id', '=', 'a.tipo_servico_id'))
    .innerJoin('site as s', (join) => join.onRef('s.empresa_id', '=', 'a.empresa_id').onRef('s.id', '=', 'a.site_id'))
    .leftJoin('usuario_da_empresa as u', 'u.id', 'a.responsavel_id')
    .select(['t.nome as tipo_nome', 't.cor as tipo_cor', 's.nome as site_nome', 'u.nome as responsavel_nome'])
    .where('a.empresa_id', '=', empresaId);
}

const porId = (db: Trx, { empresaId, id }: Readonly<Record<'empresaId' | 'id', string>>) => comReferencias(db, empresaId).selectAll('a').where('a.id', '=', id);

/** One activity with its references, compiled once (consultaPreparada): its page and every change read it. */
const POR_ID = consultaPreparada(['empresaId', 'id'], porId);
const POR_ID_TRAVADA = consultaPreparada(['empresaId', 'id'], (db, valores) => porId(db, valores).forUpdate('a'));

const ENCERRADOS = ['concluida', 'cancelada'] as const;

/** Past its prazo at `agora` and still open. */
export function atrasada(row: Pick<AtividadeRow, 'prazo' | 'status'>, agora: Date): boolean {
  return row.prazo !== null && row.prazo.getTime() < agora.getTime() && !(ENCERRADOS as readonly string[]).includes(row.status);
}

type ResumoRow = Pick<
  AtividadeCompleta,
  | 'id'
  | 'numero'
  | 'codigo'
  | 'status'
  | 'titulo'
  | 'tipo_servico_id'
  | 'tipo_nome'
  | 'tipo_cor'
  | 'site_id'
  | 'site_nome'
  | 'responsavel_id'
  | 'responsavel_nome'
  | 'prioridade'
  | 'agendada_para'
  | 'prazo'
  | 'versao'
>;

/** The columns of a list row, with comReferencias. */
export const COLUNAS_RESUMO = [
  'a.id',
  'a.numero',
  'a.codigo',
  'a.status',
  'a.titulo',
  'a.tipo_servico_id',
  'a.site_id',
  'a.responsavel_id',
  'a.prioridade',
  'a.agendada_para',
  'a.prazo',
  'a.versao',
] as const;

export function toAtividadeResumo(row: ResumoRow, agora: Date): AtividadeResumo {
  return {
    id: row.id,
    numero: row.numero,
    codigo: row.codigo,
    status: row.status,
    titulo: row.titulo,
    tipo_servico: { id: row.tipo_servico_id, nome: row.tipo_nome, cor: row.tipo_cor },
    site: { id: row.site_id, nome: row.site_nome },
    responsavel: row.responsavel_id && row.responsavel_nome !== null ? { id: row.responsavel_id, nome: row.responsavel_nome } : null,
    prioridade: row.prioridade,
    agendada_para: row.agendada_para.toISOString(),
    prazo: row.prazo?.toISOString() ?? null,
    atrasada: atrasada(row, agora),
    versao: row.versao,
  };
}

/** A row as GET /api/atividades/:id answers it. */
export function toAtividade(row: AtividadeCompleta, agora: Date): Atividade {
  return {
    ...toAtividadeResumo(row, agora),
    descricao: row.descricao,
    questionario_id: row.questionario_id,
    questionario_versao: row.questionario_versao,
    respostas: row.respostas,
    comentarios: row.comentarios,
    serie_id: row.serie_id,
    criado_em: row.criado_em.toISOString(),
    atualizado_em: row.atualizado_em.toISOString(),
  };
}

/** The activities of the company a transaction is bound to (see ../tenant.ts); the list is in atividadesLista.ts. */
export const atividades = {
  /** The activity; with `travar`, its row stays locked until the transaction ends, so writes that read it first queue behind. */
  async find(trx: Trx, empresaId: string, id: string, { travar = false } = {}): Promise<AtividadeCompleta | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await (travar ? POR_ID_TRAVADA : POR_ID)(trx, { empresaId, id });
    return row;
  },

  /** Whether the company has any activity at all. */
  async alguma(trx: Trx, empresaId: string): Promise<boolean> {
    return (await trx.selectFrom('atividade').select('id').where('empresa_id', '=', empresaId).limit(1).executeTakeFirst()) !== undefined;
  },

  /** Inserts the activities (one, or a series); each one's id, número, código and schedule, by número. */
  async create(trx: Trx, empresaId: string, novas: AtividadeNova[], autoria: Autoria): Promise<Ocorrencia[]> {
    const rows = await trx
      .insertInto('atividade')
      .values(
        novas.map((nova) => ({
          ...nova,
          empresa_id: empresaId,
          criado_em: autoria.agora,
          criado_por: autoria.por,
          atualizado_em: autoria.agora,
          atualizado_por: autoria.por,
        })),
      )
      .returning(['id', 'numero', 'codigo', 'agendada_para'])
      .execute();
    await avisarAoVivo(trx, empresaId, rows.map((row) => ({ tipo: 'atividade', id: row.id, versao: 1 })));
    return rows
      .sort((a, b) => a.numero - b.numero)
      .map(({ agendada_para, ...row }) => ({ ...row, agendada_para: agendada_para.toISOString() }));
  },

  /**
   * Writes the activity if it is still at `versao`, one version up; false when it moved on. Every
   * change of an activity's record comes through here, so here it is told to the live screens, in
   * the same transaction.
   */
  async update(
    trx: Trx,
    empresaId: string,
    id: string,
    versao: number,
    valores: Updateable<AtividadeTable>,
    autoria: Autoria,
  ): Promise<boolean> {
    if ((await atualizarNaVersao(trx, 'atividade', empresaId, id, versao, valores, autoria)) === undefined) return false;
    await avisarAoVivo(trx, empresaId, [{ tipo: 'atividade', id, versao: versao + 1 }]);
    return true;
  },
};
