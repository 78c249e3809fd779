import type { Arquivo } from '#contract/atividadeArquivo';
import type { ImagemTipo } from '#contract/imagem';
import type { Autoria } from './registros';
import type { Trx } from '../tenant';

export interface ArquivoGuardado extends Arquivo {
  /** Its name under DATA_DIR/files (see companyFiles). */
  arquivo: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Photos and signatures sent for an activity's answers. */
export const atividadeArquivos = {
  async inserir(
    trx: Trx,
    empresaId: string,
    atividadeId: string,
    arquivo: { tipo: ImagemTipo; tamanho: number; arquivo: string },
    autoria: Autoria,
  ): Promise<Arquivo> {
    const row = await trx
      .insertInto('atividade_arquivo')
      .values({ empresa_id: empresaId, atividade_id: atividadeId, ...arquivo, criado_em: autoria.agora, criado_por: autoria.por })
      .returning(['id', 'tipo', 'tamanho', 'criado_em'])
      .executeTakeFirstOrThrow();
    return { ...row, criado_em: row.criado_em.toISOString() };
  },

  /** The activity's file with this id; null for another activity's, or for what is not an id. */
  async find(trx: Trx, empresaId: string, atividadeId: string, id: string): Promise<ArquivoGuardado | null> {
    if (!UUID.test(id)) return null;
    const row = await trx
      .selectFrom('atividade_arquivo')
      .select(['id', 'tipo', 'tamanho', 'criado_em', 'arquivo'])
      .where('empresa_id', '=', empresaId)
      .where('atividade_id', '=', atividadeId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? { ...row, criado_em: row.criado_em.toISOString() } : null;
  },

  /** Which of `ids` are files of this activity. */
  async existentes(trx: Trx, empresaId: string, atividadeId: string, ids: readonly string[]): Promise<Set<string>> {
    const validos = ids.filter((id) => UUID.test(id));
    if (validos.length === 0) return new Set();
    const rows = await trx
      .selectFrom('atividade_arquivo')
      .select('id')
      .where('empresa_id', '=', empresaId)
      .where('atividade_id', '=', atividadeId)
      .where('id', 'in', validos)
      .execute();
    return new Set(rows.map((row) => row.id));
  },
};
