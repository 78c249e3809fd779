import { sql, type ExpressionBuilder, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import { numeroBuscado, type AtividadeFiltrosQuery, type AtividadeListaQuery, type AtividadeOrdem } from '#contract/atividade';
import { STATUS_ATIVIDADE, type StatusAtividade } from '#contract/atividadeStatus';
import { lerOrdem, LIMITE_PADRAO, TOTAL_MAX } from '#contract/lista';
import { PRIORIDADES, type Prioridade } from '#contract/prioridade';
import type { Database } from '../schema';
import { isUuid } from '../uuid';
import { consultaPorForma } from '../consultaPreparada';
import { contagemAte, contagemLida, contarAte, type Contagem } from './contagem';
import { COLUNAS_RESUMO, comReferencias, type AtividadeCompleta } from './atividades';
import { contendo, encontradoPor } from './registros';
import type { Trx } from '../tenant';

type ComAtividade = Database & { a: Database['atividade'] };
type Filtravel<O> = SelectQueryBuilder<ComAtividade, 'a', O>;

/** Who lists, and the company's clock and time zone: `minhas`, `atrasadas` and the dates depend on them. */
export interface ListaContexto {
  usuarioId: string;
  agora: Date;
  fuso: string;
  /**
   * The search is a common word (comPlanoDaBusca): walk the list's order and test each title.
   * `proporcao`: the share of the list's latest rows that match it.
   */
  buscaComum?: { proporcao: number };
}

/** Where the next page starts: the last row's keys in the list's order, and that order. */
export interface Cursor {
  ordem: AtividadeOrdem;
  /** agendada_para as PostgreSQL's text to the microsecond (a JS Date would drop them and skip rows), and the id. */
  em?: string;
  id?: string;
  numero?: number;
}

const EM_TEXTO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export class CursorInvalido extends Error {}

/** The cursor as the API hands it out (the bench builds one deep in the data with it). */
export function codificar(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

function decodificar(texto: string, ordem: AtividadeOrdem): Cursor {
  let cursor: Partial<Cursor>;
  try {
    cursor = JSON.parse(Buffer.from(texto, 'base64url').toString('utf8')) as Partial<Cursor>;
  } catch {
    throw new CursorInvalido();
  }
  const valido =
    cursor.ordem === ordem &&
    (ordem === 'numero'
      ? Number.isSafeInteger(cursor.numero)
      : typeof cursor.em === 'string' && EM_TEXTO.test(cursor.em) && typeof cursor.id === 'string' && isUuid(cursor.id));
  if (!valido) throw new CursorInvalido();
  return cursor as Cursor;
}

const ENCERRADOS = ['concluida', 'cancelada'] as const;

/** The list's `atrasadas`: past its prazo at `agora` and still open. The painel counts with it too. */
export const atrasadaEm = (agora: Date) => (eb: ExpressionBuilder<ComAtividade, 'a'>) =>
  eb.and([eb('a.prazo', '<', agora), eb('a.status', 'not in', ENCERRADOS)]);

/**
 * `query` kept to the company's activities that pass the list's filters, the only statement of
 * them: the list, its count, the painel and the exports read the same rows.
 */
export function filtrados<O>(query: Filtravel<O>, empresaId: string, filtros: AtividadeFiltrosQuery, contexto: ListaContexto): Filtravel<O> {
  // empresa_id is also enforced by row-level security; naming it lets the planner (and Citus)
  // go straight to the company's rows, and leads every index.
  let filtered = query.where('a.empresa_id', '=', empresaId);
  if (filtros.status?.length) filtered = filtered.where('a.status', 'in', filtros.status);
  if (filtros.prioridade?.length) filtered = filtered.where('a.prioridade', 'in', filtros.prioridade);
  if (filtros.tipo_servico_id) filtered = filtered.where('a.tipo_servico_id', '=', filtros.tipo_servico_id);
  if (filtros.site_id) filtered = filtered.where('a.site_id', '=', filtros.site_id);
  if (filtros.responsavel_id) filtered = filtered.where('a.responsavel_id', '=', filtros.responsavel_id);
  if (filtros.questionario_id) filtered = filtered.where('a.questionario_id', '=', filtros.questionario_id);
  if (filtros.minhas) filtered = filtered.where('a.responsavel_id', '=', contexto.usuarioId);
  if (filtros.de) filtered = filtered.where('a.agendada_para', '>=', sql<Date>`(${filtros.de}::date::timestamp at time zone ${contexto.fuso})`);
  if (filtros.ate) {
    filtered = filtered.where('a.agendada_para', '<', sql<Date>`((${filtros.ate}::date + 1)::timestamp at time zone ${contexto.fuso})`);
  }
  if (filtros.atrasadas) filtered = filtered.where(atrasadaEm(contexto.agora));
  const q = filtros.q?.trim();
  if (q) {
    if (contexto.buscaComum) {
      filtered = filtered.where(buscadaNaLinha(q, 'a'));
    } else {
      // `numero = … or id in (…)` read every row of the company (1,000,000 rows: 0.6 s); one `in` takes the unique index.
      const numero = numeroBuscado(q);
      const comNumero = numero === null ? undefined : sql`select id from atividade where empresa_id = ${empresaId} and numero = ${numero}`;
      filtered = filtered.where(encontradoPor('prumo_atividades_com_titulo', 'a.id', q, comNumero));
    }
  }
  return filtered;
}

/**
 * The search tested on one row of `tabela` (an alias of atividade): its title, or its número. A
 * common word reads the list in its order anyway, so the número is one more test of each row read.
 */
function buscadaNaLinha(q: string, tabela: string): RawBuilder<boolean> {
  const numero = numeroBuscado(q);
  const noTitulo = contendo(sql<string>`prumo_sem_acento(${sql.ref(`${tabela}.titulo`)})`, q);
  return numero === null ? noTitulo : sql<boolean>`(${noTitulo} or ${sql.ref(`${tabela}.numero`)} = ${numero})`;
}

/** The list's rows under its filters but the search, with what the search tests: what its sample and a common word's count read. */
function semABusca(trx: Trx, empresaId: string, filtros: AtividadeFiltrosQuery, contexto: ListaContexto) {
  return filtrados(trx.selectFrom('atividade as a').select(['a.titulo', 'a.numero']), empresaId, { ...filtros, q: undefined }, contexto);
}

/** How many of `linhas` (semABusca, limited) the search `q` finds, counting no further than `ate`: the count stops reading there. */
async function achadasEm(trx: Trx, linhas: ReturnType<typeof semABusca>, q: string, ate: number): Promise<number> {
  const achadas = sql`select 1 from (${linhas}) as linhas where ${buscadaNaLinha(q, 'linhas')} limit ${ate}`;
  const { rows } = await sql<{ achadas: number }>`select count(*)::int as achadas from (${achadas}) as ate_o_limite`.execute(trx);
  return rows[0]?.achadas ?? 0;
}

/** The latest rows of the list a search samples, and how many of them must match for the word to be common. */
const AMOSTRA_DA_BUSCA = 1000;
const ACHADAS_NA_AMOSTRA = 20;

/**
 * `contexto` with `buscaComum` set when the search `filtros.q` is common among the list's latest
 * rows (2% or more of them). The
 * trigram index finds a rare word at once, but answers every activity of the company with a
 * common one ("manutenção": hundreds of thousands) before a page can be cut; a common word is
 * found sooner by reading the list in its order and testing each title, stopping at the page.
 * Both plans answer the same rows; this only chooses the faster, for about a thousand index reads.
 */
export async function comPlanoDaBusca(trx: Trx, empresaId: string, filtros: AtividadeFiltrosQuery, contexto: ListaContexto): Promise<ListaContexto> {
  const q = filtros.q?.trim();
  if (!q) return contexto;
  const ultimas = semABusca(trx, empresaId, filtros, contexto).orderBy('a.agendada_para', 'desc').orderBy('a.id', 'desc').limit(AMOSTRA_DA_BUSCA);
  const achadas = await achadasEm(trx, ultimas, q, AMOSTRA_DA_BUSCA);
  // Below the sample's size the list's rows are fewer: the share is then a floor, enough to choose by.
  return achadas >= ACHADAS_NA_AMOSTRA ? { ...contexto, buscaComum: { proporcao: achadas / AMOSTRA_DA_BUSCA } } : { ...contexto, buscaComum: undefined };
}

export type LinhaDaLista = Pick<AtividadeCompleta, (typeof COLUNAS_RESUMO)[number] extends `a.${infer C}` ? C : never> &
  Pick<AtividadeCompleta, 'tipo_nome' | 'tipo_cor' | 'site_nome' | 'responsavel_nome'>;

/**
 * One page of the company's activities by keyset: the rows after the cursor in the list's
 * order (agendada_para then id, or número), so inserts between two pages never repeat nor skip
 * a row, and a deep page costs what the first does.
 */
async function paginaDeAtividades(
  trx: Trx,
  empresaId: string,
  query: AtividadeListaQuery,
  contexto: ListaContexto,
): Promise<{ rows: LinhaDaLista[]; next_cursor: string | null }> {
  const { campo, descendente } = lerOrdem<AtividadeOrdem>(query.ordem ?? '-agendada_para');
  const limite = query.limite ?? LIMITE_PADRAO;
  const cursor = query.cursor === undefined ? undefined : decodificar(query.cursor, campo);
  const depois = descendente ? sql.raw('<') : sql.raw('>');
  const direcao = descendente ? 'desc' : 'asc';

  const naOrdem = <O>(consulta: Filtravel<O>): Filtravel<O> => {
    if (campo === 'numero') {
      return (cursor ? consulta.where(sql<boolean>`a.numero ${depois} ${cursor.numero}`) : consulta).orderBy('a.numero', direcao);
    }
    const aposCursor = cursor ? consulta.where(sql<boolean>`(a.agendada_para, a.id) ${depois} (${cursor.em}::timestamptz, ${cursor.id}::uuid)`) : consulta;
    return aposCursor.orderBy('a.agendada_para', direcao).orderBy('a.id', direcao);
  };
  const colunas = comReferencias(trx, empresaId)
    .select(COLUNAS_RESUMO)
    .select(sql<string>`to_char(a.agendada_para at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as('em_texto'));
  // A title tested row by row is estimated at a handful of rows: with the joins beside it, the
  // planner joined every activity of the company before sorting (1.4 s for "manutencao" in
  // 500,000). The page's ids are read from the activities alone, in the list's order, then joined.
  const page = contexto.buscaComum
    ? naOrdem(colunas.where('a.id', 'in', naOrdem(filtrados(trx.selectFrom('atividade as a').select('a.id'), empresaId, query, contexto)).limit(limite + 1)))
    : naOrdem(filtrados(colunas, empresaId, query, contexto));

  const linhas = await page.limit(limite + 1).execute();
  const rows = linhas.slice(0, limite);
  const ultima = linhas.length > limite ? rows[rows.length - 1] : undefined;
  const next_cursor = ultima
    ? codificar(campo === 'numero' ? { ordem: campo, numero: ultima.numero } : { ordem: campo, em: ultima.em_texto, id: ultima.id })
    : null;
  return { rows, next_cursor };
}

/** One page of the company's activities (see paginaDeAtividades), with the search's plan chosen. */
export async function listarAtividades(
  trx: Trx,
  empresaId: string,
  query: AtividadeListaQuery,
  contexto: ListaContexto,
): Promise<{ rows: LinhaDaLista[]; next_cursor: string | null }> {
  return paginaDeAtividades(trx, empresaId, query, await comPlanoDaBusca(trx, empresaId, query, contexto));
}

/** The most rows a common word's count reads in the list's order before it counts the other way. */
const JANELA_MAX = 50_000;

/**
 * How many activities the list's filters match, up to TOTAL_MAX (see contarAte): asked apart from
 * the pages, when the screen shows the count (docs/listas.md).
 *
 * A common word is counted among at most three times the list's rows its share in the sample
 * says hold TOTAL_MAX matches, in no order (the table's, read as stored), stopping at the match
 * past TOTAL_MAX: under row-level security the planner may not read the title's statistics,
 * estimates the word at a handful of rows, and counted them by reading every index entry of the
 * company (28 ms at 500,000). With TOTAL_MAX matches or fewer in that window, the list is counted
 * the usual way, unless the window held all of its rows.
 */
export async function contarAtividades(trx: Trx, empresaId: string, filtros: AtividadeFiltrosQuery, contexto: ListaContexto): Promise<Contagem> {
  const comPlano = await comPlanoDaBusca(trx, empresaId, filtros, contexto);
  const q = filtros.q?.trim();
  if (q && comPlano.buscaComum) {
    const janela = Math.min(JANELA_MAX, Math.ceil((3 * TOTAL_MAX) / comPlano.buscaComum.proporcao));
    const achadas = await achadasEm(trx, semABusca(trx, empresaId, filtros, comPlano).limit(janela), q, TOTAL_MAX + 1);
    if (achadas > TOTAL_MAX) return { total: TOTAL_MAX, total_limitado: true };
    const linhas = await contarAte(trx, semABusca(trx, empresaId, filtros, comPlano), janela);
    if (linhas.total < janela) return { total: achadas, total_limitado: false };
  }
  if (!q) return contarSemBusca(trx, empresaId, filtros, comPlano);
  return contarAte(trx, filtrados(trx.selectFrom('atividade as a'), empresaId, filtros, comPlano));
}

const TEXTOS_DOS_FILTROS = ['tipo_servico_id', 'site_id', 'responsavel_id', 'questionario_id', 'de', 'ate'] as const;

/**
 * What shapes the count of a list with no search: which filters are set, how many statuses and
 * priorities, and the flags, which choose conditions and so are no values.
 */
interface FormaSemBusca {
  status: number;
  prioridade: number;
  textos: (typeof TEXTOS_DOS_FILTROS)[number][];
  atrasadas: boolean;
  minhas: boolean;
}

const nomeDoItem = (lista: 'status' | 'prioridade', indice: number) => `${lista}${indice}`;

const NOMES_SEM_BUSCA = [
  'empresaId',
  'usuarioId',
  'agora',
  'fuso',
  'ate_contar',
  ...TEXTOS_DOS_FILTROS,
  ...STATUS_ATIVIDADE.map((_, indice) => nomeDoItem('status', indice)),
  ...PRIORIDADES.map((_, indice) => nomeDoItem('prioridade', indice)),
];

/**
 * The count of a list with no search, compiled once per shape (consultaPorForma): building and
 * compiling it on every request was most of what the API spent beside its query. The filters are
 * put together again from the values' markers and read by `filtrados`, the only statement of them.
 */
const CONTAGEM_SEM_BUSCA = consultaPorForma(NOMES_SEM_BUSCA, (db, forma: FormaSemBusca, valores: Readonly<Record<string, unknown>>) => {
  const texto = (nome: string) => valores[nome] as string;
  const itens = <T>(lista: 'status' | 'prioridade', quantos: number) =>
    quantos > 0 ? Array.from({ length: quantos }, (_, indice) => valores[nomeDoItem(lista, indice)] as T) : undefined;
  const filtros: AtividadeFiltrosQuery = {
    ...Object.fromEntries(forma.textos.map((nome) => [nome, texto(nome)])),
    status: itens<StatusAtividade>('status', forma.status),
    prioridade: itens<Prioridade>('prioridade', forma.prioridade),
    atrasadas: forma.atrasadas,
    minhas: forma.minhas,
  };
  const contexto = { usuarioId: texto('usuarioId'), agora: valores.agora as Date, fuso: texto('fuso') };
  return { compile: () => contagemAte(filtrados(db.selectFrom('atividade as a'), texto('empresaId'), filtros, contexto), valores.ate_contar as number).compile(db) };
});

async function contarSemBusca(trx: Trx, empresaId: string, filtros: AtividadeFiltrosQuery, contexto: ListaContexto): Promise<Contagem> {
  const status = filtros.status ?? [];
  const prioridade = filtros.prioridade ?? [];
  const textos = TEXTOS_DOS_FILTROS.filter((nome) => Boolean(filtros[nome]));
  const forma: FormaSemBusca = { status: status.length, prioridade: prioridade.length, textos, atrasadas: filtros.atrasadas === true, minhas: filtros.minhas === true };
  const valores: Record<string, unknown> = {
    empresaId,
    usuarioId: contexto.usuarioId,
    agora: contexto.agora,
    fuso: contexto.fuso,
    ate_contar: TOTAL_MAX + 1,
    ...Object.fromEntries(textos.map((nome) => [nome, filtros[nome]])),
    ...Object.fromEntries(status.map((valor, indice) => [nomeDoItem('status', indice), valor])),
    ...Object.fromEntries(prioridade.map((valor, indice) => [nomeDoItem('prioridade', indice), valor])),
  };
  const [linha] = await CONTAGEM_SEM_BUSCA(trx, forma, valores);
  return contagemLida(linha?.total ?? 0, TOTAL_MAX);
}
