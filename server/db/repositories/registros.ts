import { sql, type RawBuilder, type Selectable, type Updateable } from 'kysely';
import type { Database } from '../schema';
import type { Trx } from '../tenant';

/** The columns that make a row a company record: its company, id, versao and authorship. */
interface ColunasDeRegistro {
  empresa_id: unknown;
  id: unknown;
  versao: unknown;
  atualizado_em: unknown;
  atualizado_por: unknown;
}

/** The company tables whose rows are records, read from schema.ts: a new one needs no line here. */
export type TabelaDeRegistro = { [T in keyof Database]: Database[T] extends ColunasDeRegistro ? T : never }[keyof Database];

/** Who writes a company record, and when (kept as criado_/atualizado_ por and em). */
export interface Autoria {
  por: string;
  agora: Date;
}

/**
 * A text column without accents, lower case, in byte order: the expression the unique and
 * sorting indexes of company tables are built on (see migration 0003).
 */
export function semAcento(coluna: string): RawBuilder<string | null> {
  return sql<string | null>`(prumo_sem_acento(${sql.ref(coluna)}) collate "C")`;
}

/**
 * `semAcentos` (a column or expression already without accents, e.g. the generated `busca`)
 * contains `texto`, accents and case ignored; `%` and `_` typed by a person are literal characters.
 */
export function contendo(semAcentos: string | RawBuilder<string | null>, texto: string): RawBuilder<boolean> {
  const alvo = typeof semAcentos === 'string' ? sql.ref(semAcentos) : semAcentos;
  return sql<boolean>`${alvo} like '%' || ${padraoDeBusca(texto)} || '%'`;
}

/** What a person typed, with `%`, `_` and `\\` escaped: to pass to padraoEscapado as a value. */
export function escaparPadrao(texto: string): string {
  return texto.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** Text already escaped (escaparPadrao) as the inside of a `like` pattern, without accents. */
export function padraoEscapado(escapado: string): RawBuilder<string> {
  return sql<string>`prumo_sem_acento(${escapado})`;
}

/** What a person typed as the inside of a `like` pattern: without accents, `%` and `_` literal. */
export function padraoDeBusca(texto: string): RawBuilder<string> {
  return padraoEscapado(escaparPadrao(texto));
}

/**
 * `id` among the rows one of migration 0007's functions finds: a search its trigram index
 * serves, which a `like` under row-level security could not use. `alem`, a query of ids, adds
 * its rows to the same `in`: an `or` beside it would keep the planner off both indexes.
 */
export function encontradoPor(
  funcao: 'prumo_atividades_com_titulo',
  coluna: string,
  texto: string,
  alem?: RawBuilder<unknown>,
): RawBuilder<boolean> {
  const encontrados = sql`select ${sql.raw(funcao)}(${padraoDeBusca(texto)})`;
  return sql<boolean>`${sql.ref(coluna)} in (${alem ? sql`${encontrados} union all ${alem}` : encontrados})`;
}

/** Splits a batch so one statement stays under PostgreSQL's 65,535 parameters. */
export function emLotes<T>(items: readonly T[], size = 1000): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) batches.push(items.slice(start, start + size));
  return batches;
}

/** Deletes the record if it is still at `versao`; false when it moved on. */
export async function removerNaVersao(
  trx: Trx,
  tabela: TabelaDeRegistro,
  empresaId: string,
  id: string,
  versao: number,
): Promise<boolean> {
  const result = await trx
    .deleteFrom(tabela)
    .where('empresa_id', '=', empresaId)
    .where('id', '=', id)
    .where('versao', '=', versao)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Writes the record if it is still at `versao`, one version up; undefined when it moved on (or is gone). */
export function atualizarNaVersao<T extends TabelaDeRegistro>(
  trx: Trx,
  tabela: T,
  empresaId: string,
  id: string,
  versao: number,
  valores: Updateable<Database[T]>,
  autoria: Autoria,
): Promise<Selectable<Database[T]> | undefined> {
  return trx
    .updateTable(tabela as TabelaDeRegistro)
    .set((eb) => ({ ...valores, versao: eb('versao', '+', 1), atualizado_em: autoria.agora, atualizado_por: autoria.por }))
    .where('empresa_id', '=', empresaId)
    .where('id', '=', id)
    .where('versao', '=', versao)
    .returningAll()
    .executeTakeFirst() as Promise<Selectable<Database[T]> | undefined>;
}
