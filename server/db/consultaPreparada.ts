import { CompiledQuery, type Compilable, type Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * A query that Kysely builds and compiles once, then runs with each call's values. For a read
 * of one row by id, building the query's tree and compiling it again on every request cost the
 * API about a tenth of its throughput (bench, one site). `montar` gets a marker in place of each
 * value; wherever a marker lands among the compiled parameters, that call's value goes. So
 * `montar` hands each value to Kysely as it is: a value trimmed or escaped there would change the
 * marker, not the call's value, which is prepared before the call. Every engine here compiles to
 * PostgreSQL, so the text compiled on the first call serves them all.
 */
export function consultaPreparada<N extends string, R, V extends Record<N, unknown> = Record<N, string>>(
  nomes: readonly N[],
  montar: (db: Kysely<Database>, valores: Readonly<V>) => Compilable<R>,
): (db: Kysely<Database>, valores: Readonly<V>) => Promise<R[]> {
  let modelo: { sql: string; parametros: readonly ({ nome: N } | { fixo: unknown })[] } | undefined;
  return async (db, valores) => {
    if (!modelo) {
      const marcas = Object.fromEntries(nomes.map((nome) => [nome, `\u0000${nome}\u0000`])) as Record<N, string>;
      const compilada = montar(db, marcas as unknown as V).compile();
      modelo = {
        sql: compilada.sql,
        parametros: compilada.parameters.map((valor) => {
          const nome = nomes.find((candidato) => marcas[candidato] === valor);
          return nome === undefined ? { fixo: valor } : { nome };
        }),
      };
    }
    const parametros = modelo.parametros.map((parametro) => ('nome' in parametro ? valores[parametro.nome] : parametro.fixo));
    const { rows } = await db.executeQuery<R>(CompiledQuery.raw(modelo.sql, parametros));
    return rows;
  };
}

/**
 * consultaPreparada for a query whose shape a request chooses (which filters, which order): each
 * shape is built and compiled the first time it is asked for. `forma` holds only what changes the
 * text, from a bounded set (flags, an order's name), so the shapes kept are few; the values go
 * apart, as consultaPreparada's.
 */
export function consultaPorForma<F extends object, N extends string, R, V extends Record<N, unknown>>(
  nomes: readonly N[],
  montar: (db: Kysely<Database>, forma: F, valores: Readonly<V>) => Compilable<R>,
): (db: Kysely<Database>, forma: F, valores: Readonly<V>) => Promise<R[]> {
  const porForma = new Map<string, (db: Kysely<Database>, valores: Readonly<V>) => Promise<R[]>>();
  return (db, forma, valores) => {
    const chave = JSON.stringify(forma);
    let consulta = porForma.get(chave);
    if (!consulta) {
      consulta = consultaPreparada<N, R, V>(nomes, (comMarcas, marcas) => montar(comMarcas, forma, marcas));
      porForma.set(chave, consulta);
    }
    return consulta(db, valores);
  };
}
