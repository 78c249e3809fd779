import { sql } from 'kysely';
import { lerOrdem, LIMITE_PADRAO } from '#contract/lista';
import type { TipoServico, TipoServicoListaQuery, TipoServicoValores, TIPO_SERVICO_ORDENS } from '#contract/tiposServico';
import type { TipoServicoRow } from '../schema';
import { consultaPreparada } from '../consultaPreparada';
import { isUuid } from '../uuid';
import { paginaComContagem, type Contagem } from './contagem';
import { atualizarNaVersao, contendo, removerNaVersao, semAcento, type Autoria } from './registros';
import type { Trx } from '../tenant';

type TipoServicoOrdem = (typeof TIPO_SERVICO_ORDENS)[number];

const ORDENAVEIS = {
  nome: semAcento('nome'),
  duracao_minutos: 'duracao_minutos',
  atualizado_em: 'atualizado_em',
} as const satisfies Record<TipoServicoOrdem, unknown>;

/** A row as the API answers it. */
export function toTipoServico(row: TipoServicoRow): TipoServico {
  const { id, nome, descricao, cor, duracao_minutos, questionario_id, enviar_relatorio_ao_cliente, ativo, versao } = row;
  return { id, nome, descricao, cor, duracao_minutos, questionario_id, enviar_relatorio_ao_cliente, ativo, versao };
}

const POR_ID = consultaPreparada(['empresaId', 'id'], (db, { empresaId, id }) =>
  db.selectFrom('tipo_servico').selectAll().where('empresa_id', '=', empresaId).where('id', '=', id),
);

/** The service types of the company a transaction is bound to (see ../tenant.ts). */
export const tiposServico = {
  async list(trx: Trx, empresaId: string, query: TipoServicoListaQuery): Promise<{ items: TipoServicoRow[] } & Contagem> {
    const limite = query.limite ?? LIMITE_PADRAO;
    const pagina = query.pagina ?? 1;
    let filtered = trx.selectFrom('tipo_servico').where('empresa_id', '=', empresaId);
    // A company has tens of service types, not thousands: the search needs no index of its own.
    if (query.q?.trim()) filtered = filtered.where(contendo(sql`prumo_sem_acento(nome)`, query.q.trim()));
    if (query.ativo !== undefined) filtered = filtered.where('ativo', '=', query.ativo);
    const { campo, descendente } = lerOrdem<TipoServicoOrdem>(query.ordem ?? 'nome');
    const ordenada = filtered
      .selectAll()
      .orderBy(ORDENAVEIS[campo], (by) => (descendente ? by.desc() : by.asc()).nullsLast())
      .$if(campo !== 'nome', (ordered) => ordered.orderBy(ORDENAVEIS.nome))
      .orderBy('id');
    return paginaComContagem(trx, filtered, ordenada, { pagina, limite });
  },

  async find(trx: Trx, empresaId: string, id: string): Promise<TipoServicoRow | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await POR_ID(trx, { empresaId, id });
    return row;
  },

  /** Whether another service type of the company has this name (accents and case ignored). */
  async nomeEmUso(trx: Trx, empresaId: string, nome: string, exceptId?: string): Promise<boolean> {
    let query = trx
      .selectFrom('tipo_servico')
      .select('id')
      .where('empresa_id', '=', empresaId)
      .where(semAcento('nome'), '=', sql<string>`prumo_sem_acento(${nome})`);
    if (exceptId) query = query.where('id', '<>', exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  },

  create(trx: Trx, empresaId: string, valores: TipoServicoValores, autoria: Autoria): Promise<TipoServicoRow> {
    return trx
      .insertInto('tipo_servico')
      .values({
        ...valores,
        empresa_id: empresaId,
        criado_em: autoria.agora,
        criado_por: autoria.por,
        atualizado_em: autoria.agora,
        atualizado_por: autoria.por,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  },

  /** Writes the service type if it is still at `versao`; undefined when it moved on. */
  update(
    trx: Trx,
    empresaId: string,
    id: string,
    versao: number,
    valores: TipoServicoValores,
    autoria: Autoria,
  ): Promise<TipoServicoRow | undefined> {
    return atualizarNaVersao(trx, 'tipo_servico', empresaId, id, versao, valores, autoria);
  },

  remove(trx: Trx, empresaId: string, id: string, versao: number): Promise<boolean> {
    return removerNaVersao(trx, 'tipo_servico', empresaId, id, versao);
  },
};
