import type { TipoDeConta } from '../schema';

/** What the histórico tables share (atividade_historico, acao_historico): how an entry is written and read. */

export const emJson = (valor: Record<string, unknown> | null) => (valor === null ? null : JSON.stringify(valor));

export interface LinhaDoHistorico<A> {
  id: number;
  em: Date;
  por: string | null;
  por_nome: string | null;
  por_tipo: TipoDeConta | null;
  acao: A;
  motivo: string | null;
  antes: Record<string, unknown> | null;
  depois: Record<string, unknown> | null;
}

/** An entry as the API answers it: who (null once they left the company), and the fields it changed. */
export function itemDoHistorico<A>(row: LinhaDoHistorico<A>) {
  return {
    id: row.id,
    em: row.em.toISOString(),
    por: row.por && row.por_nome !== null ? { id: row.por, nome: row.por_nome, ...(row.por_tipo === 'token' ? { token: true as const } : {}) } : null,
    acao: row.acao,
    motivo: row.motivo,
    campos: [...new Set([...Object.keys(row.antes ?? {}), ...Object.keys(row.depois ?? {})])].sort(),
    antes: row.antes,
    depois: row.depois,
  };
}
