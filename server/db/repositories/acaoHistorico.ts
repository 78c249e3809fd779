import type { AcaoHistoricoAcao, AcaoHistoricoItem } from '#contract/acoes';
import { emJson, itemDoHistorico } from './historico';
import type { Autoria } from './registros';
import type { Trx } from '../tenant';

/** One change to an action: what, why (a reason), and the changed fields before and after. */
export interface MudancaDaAcao {
  acaoId: string;
  acao: AcaoHistoricoAcao;
  motivo?: string | null;
  antes: Record<string, unknown> | null;
  depois: Record<string, unknown> | null;
}

/** The corrective actions' histórico, written by the caller in the transaction of the change it records. */
export const acaoHistorico = {
  async registrar(trx: Trx, empresaId: string, mudancas: MudancaDaAcao[], autoria: Autoria): Promise<void> {
    if (mudancas.length === 0) return;
    await trx
      .insertInto('acao_historico')
      .values(
        mudancas.map((mudanca) => ({
          empresa_id: empresaId,
          acao_id: mudanca.acaoId,
          em: autoria.agora,
          por: autoria.por,
          acao: mudanca.acao,
          motivo: mudanca.motivo ?? null,
          antes: emJson(mudanca.antes),
          depois: emJson(mudanca.depois),
        })),
      )
      .execute();
  },

  /** The latest entries first, `limite` of them after the entry `antesDe` (an id), if given. */
  async list(trx: Trx, empresaId: string, acaoId: string, limite: number, antesDe?: number): Promise<AcaoHistoricoItem[]> {
    let query = trx
      .selectFrom('acao_historico as h')
      .leftJoin('usuario_da_empresa as u', 'u.id', 'h.por')
      .select(['h.id', 'h.em', 'h.por', 'u.nome as por_nome', 'u.tipo as por_tipo', 'h.acao', 'h.motivo', 'h.antes', 'h.depois'])
      .where('h.empresa_id', '=', empresaId)
      .where('h.acao_id', '=', acaoId);
    if (antesDe !== undefined) query = query.where('h.id', '<', antesDe);
    const rows = await query.orderBy('h.id', 'desc').limit(limite).execute();
    return rows.map(itemDoHistorico);
  },
};
