import type { AcaoHistorico, HistoricoItem, Localizacao } from '#contract/atividade';
import { emJson, itemDoHistorico } from './historico';
import type { Autoria } from './registros';
import type { Trx } from '../tenant';

/** One change to record: what, why (a transition's reason), where (a transition's place), and the changed fields before and after. */
export interface Mudanca {
  atividadeId: string;
  acao: AcaoHistorico;
  motivo?: string | null;
  localizacao?: Localizacao | null;
  antes: Record<string, unknown> | null;
  depois: Record<string, unknown> | null;
}

/** The activities' histórico, written by the caller in the transaction of the change it records. */
export const atividadeHistorico = {
  async registrar(trx: Trx, empresaId: string, mudancas: Mudanca[], autoria: Autoria): Promise<void> {
    if (mudancas.length === 0) return;
    await trx
      .insertInto('atividade_historico')
      .values(
        mudancas.map((mudanca) => ({
          empresa_id: empresaId,
          atividade_id: mudanca.atividadeId,
          em: autoria.agora,
          por: autoria.por,
          acao: mudanca.acao,
          motivo: mudanca.motivo ?? null,
          localizacao: mudanca.localizacao ? JSON.stringify(mudanca.localizacao) : null,
          antes: emJson(mudanca.antes),
          depois: emJson(mudanca.depois),
        })),
      )
      .execute();
  },

  /** The latest entries first, `limite` of them after the entry `antesDe` (an id), if given. */
  async list(trx: Trx, empresaId: string, atividadeId: string, limite: number, antesDe?: number): Promise<HistoricoItem[]> {
    let query = trx
      .selectFrom('atividade_historico as h')
      .leftJoin('usuario_da_empresa as u', 'u.id', 'h.por')
      .select(['h.id', 'h.em', 'h.por', 'u.nome as por_nome', 'u.tipo as por_tipo', 'h.acao', 'h.motivo', 'h.antes', 'h.depois', 'h.localizacao'])
      .where('h.empresa_id', '=', empresaId)
      .where('h.atividade_id', '=', atividadeId);
    if (antesDe !== undefined) query = query.where('h.id', '<', antesDe);
    const rows = await query.orderBy('h.id', 'desc').limit(limite).execute();
    return rows.map(({ localizacao, ...row }) => ({ ...itemDoHistorico(row), ...(localizacao ? { localizacao } : {}) }));
  },
};
