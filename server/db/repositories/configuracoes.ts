import type { PrazosAcao } from '#contract/configuracoes';
import { FUSO_PADRAO } from '#contract/fusoHorario';
import type { Idioma } from '#contract/limits';
import type { Autoria } from './registros';
import type { Trx } from '../tenant';

export interface ConfiguracoesRow {
  id: string;
  nome: string;
  cnpj: string | null;
  fuso_horario: string;
  prefixo_atividade: string;
  mostrar_demo: boolean;
  idioma_padrao: Idioma;
  prazos_acao: PrazosAcao;
  logo_arquivo: string | null;
  logo_tipo: string | null;
  versao: number;
  atualizado_em: Date;
}

export interface ConfiguracoesChanges {
  nome: string;
  cnpj: string | null;
  fuso_horario: string;
  prefixo_atividade: string;
  mostrar_demo: boolean;
  idioma_padrao: Idioma;
  prazos_acao?: PrazosAcao;
}

/** The settings on the row of the company a transaction is bound to (see ../tenant.ts). */
export const configuracoes = {
  /** `lock` holds the row until the transaction ends, for a write that depends on what it read. */
  get(trx: Trx, empresaId: string, options: { lock?: boolean } = {}): Promise<ConfiguracoesRow | undefined> {
    let query = trx
      .selectFrom('empresa')
      .select([
        'id',
        'nome',
        'cnpj',
        'fuso_horario',
        'prefixo_atividade',
        'mostrar_demo',
        'idioma_padrao',
        'prazos_acao',
        'logo_arquivo',
        'logo_tipo',
        'versao',
        'atualizado_em',
      ])
      .where('id', '=', empresaId);
    if (options.lock) query = query.forUpdate();
    return query.executeTakeFirst();
  },

  /** The company's time zone, which dates on its lists, exports and agendas are read in; the default when its row is not visible. */
  async fuso(trx: Trx, empresaId: string): Promise<string> {
    const row = await trx.selectFrom('empresa').select('fuso_horario').where('id', '=', empresaId).executeTakeFirst();
    return row?.fuso_horario ?? FUSO_PADRAO;
  },

  /** Writes over `versao`; false when the row moved on since it was read. */
  async update(
    trx: Trx,
    empresaId: string,
    versao: number,
    changes: Partial<ConfiguracoesChanges> & { logo_arquivo?: string | null; logo_tipo?: string | null },
    autoria: Autoria,
  ): Promise<boolean> {
    const { prazos_acao, ...outras } = changes;
    const result = await trx
      .updateTable('empresa')
      .set((eb) => ({ ...outras, ...(prazos_acao ? { prazos_acao: JSON.stringify(prazos_acao) } : {}), versao: eb('versao', '+', 1), atualizado_em: autoria.agora, atualizado_por: autoria.por }))
      .where('id', '=', empresaId)
      .where('versao', '=', versao)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  },
};
