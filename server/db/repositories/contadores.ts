import type { Trx } from '../tenant';

/** The per-company counters of números: activities and corrective actions number apart. */
export type Contador = 'atividade_contador' | 'acao_contador';

/**
 * The next `quantos` números of the company in `contador`, the first of them returned. The
 * counter's row stays locked until the transaction ends, so creations in other transactions wait
 * for this one and a rollback gives the números back.
 */
export async function reservarNumeros(trx: Trx, contador: Contador, empresaId: string, quantos: number): Promise<number> {
  // Both tables have the same shape; the builder is typed on one of them.
  const tabela = contador as 'atividade_contador';
  const { ultimo } = await trx
    .insertInto(tabela)
    .values({ empresa_id: empresaId, ultimo: quantos })
    .onConflict((oc) => oc.column('empresa_id').doUpdateSet((eb) => ({ ultimo: eb(`${tabela}.ultimo`, '+', eb.ref('excluded.ultimo')) })))
    .returning('ultimo')
    .executeTakeFirstOrThrow();
  return ultimo - quantos + 1;
}
