import { sql, type OrderByItemBuilder, type SelectQueryBuilder } from 'kysely';
import { lerOrdem, LIMITE_PADRAO } from '#contract/lista';
import { TOTAL_MAX } from '#contract/listaLimites';
import type { Site, SiteExportQuery, SiteListaQuery, SiteOrdem, SiteValores } from '#contract/sites';
import type { Uf } from '#contract/uf';
import type { Database, SiteRow, SiteTable } from '../schema';
import { consultaPorForma, consultaPreparada } from '../consultaPreparada';
import { isUuid } from '../uuid';
import { contagemAte, contagemLida, contarDepoisDa, type Contagem } from './contagem';
import { atualizarNaVersao, emLotes, escaparPadrao, padraoEscapado, removerNaVersao, semAcento, type Autoria } from './registros';
import type { Trx } from '../tenant';

type SiteQuery<O> = SelectQueryBuilder<Database, 'site', O>;

const ORDENAVEIS: Record<SiteOrdem, ReturnType<typeof semAcento> | 'uf' | 'criado_em' | 'atualizado_em'> = {
  nome: semAcento('nome'),
  codigo: semAcento('codigo'),
  cidade: semAcento('cidade'),
  uf: 'uf',
  criado_em: 'criado_em',
  atualizado_em: 'atualizado_em',
};

/** Which of the list's filters a request sets: with the order, all that changes the query's text. */
interface FormaDosFiltros {
  busca: boolean;
  ativo: boolean;
  uf: boolean;
  cidade: boolean;
}

/** The filters' values, as the query gets them (consultaPreparada): trimmed and escaped here. */
interface ValoresDosFiltros {
  empresaId: string;
  busca: string;
  ativo: boolean;
  uf: Uf | null;
  cidade: string;
}

const NOMES_DOS_FILTROS = ['empresaId', 'busca', 'ativo', 'uf', 'cidade'] as const;

interface FiltrosLidos {
  forma: FormaDosFiltros;
  valores: ValoresDosFiltros;
}

function lerFiltros(empresaId: string, filtros: SiteExportQuery): FiltrosLidos {
  const busca = filtros.q?.trim() ?? '';
  const cidade = filtros.cidade?.trim() ?? '';
  return {
    forma: { busca: busca !== '', ativo: filtros.ativo !== undefined, uf: Boolean(filtros.uf), cidade: cidade !== '' },
    valores: { empresaId, busca: escaparPadrao(busca), ativo: filtros.ativo ?? false, uf: filtros.uf ?? null, cidade },
  };
}

/**
 * The sites the filters match: from the table, or for a search from the rows migration 0033's
 * function finds (under row-level security a `like` could not use the trigram index), under the
 * table's name.
 */
function filtrados(trx: Trx, forma: FormaDosFiltros, valores: Readonly<ValoresDosFiltros>): SiteQuery<{}> {
  const sites = forma.busca ? trx.selectFrom(sql<SiteTable>`prumo_sites_encontrados(${padraoEscapado(valores.busca)})`.as('site')) : trx.selectFrom('site');
  // empresa_id is also enforced by row-level security; naming it lets the planner (and Citus)
  // go straight to the company's rows.
  let filtered = sites.where('empresa_id', '=', valores.empresaId);
  if (forma.ativo) filtered = filtered.where('ativo', '=', valores.ativo);
  if (forma.uf) filtered = filtered.where('uf', '=', valores.uf);
  if (forma.cidade) filtered = filtered.where(semAcento('cidade'), '=', sql<string>`prumo_sem_acento(${valores.cidade})`);
  return filtered;
}

/** The sortable fields a site may leave empty. */
const ANULAVEIS: ReadonlySet<SiteOrdem> = new Set(['codigo', 'cidade', 'uf']);

function ordenados<O>(query: SiteQuery<O>, ordem: SiteListaQuery['ordem']): SiteQuery<O> {
  const { campo, descendente } = lerOrdem<SiteOrdem>(ordem ?? 'nome');
  // Ties (same city, same UF) fall back to the name, then to the id so pages never overlap. Empty
  // values go last either way; a column that is never empty is read backwards along its index
  // when descending, which `nulls last` would turn into sorting every site of the company.
  const direcao = (by: OrderByItemBuilder) => (descendente ? by.desc() : by.asc());
  return query
    .orderBy(ORDENAVEIS[campo], (by) => (ANULAVEIS.has(campo) ? direcao(by).nullsLast() : direcao(by)))
    .$if(campo !== 'nome', (ordered) => ordered.orderBy(ORDENAVEIS.nome))
    .orderBy('id');
}

/** A row as the API answers it, field by field: a rest pattern over the row took 3 % of the time to answer one site. */
export function toSite(row: SiteRow): Site {
  return {
    id: row.id,
    nome: row.nome,
    codigo: row.codigo,
    cep: row.cep,
    logradouro: row.logradouro,
    numero: row.numero,
    complemento: row.complemento,
    bairro: row.bairro,
    cidade: row.cidade,
    uf: row.uf,
    latitude: row.latitude,
    longitude: row.longitude,
    contato_nome: row.contato_nome,
    contato_telefone: row.contato_telefone,
    contato_email: row.contato_email,
    observacoes: row.observacoes,
    enviar_relatorio_ao_cliente: row.enviar_relatorio_ao_cliente,
    ativo: row.ativo,
    versao: row.versao,
    criado_em: row.criado_em.toISOString(),
    atualizado_em: row.atualizado_em.toISOString(),
  };
}

/**
 * A page of the list and the list's count, each compiled once per shape (consultaPorForma):
 * building and compiling them on every request was about a tenth of what the API spent on a
 * page (`npm run bench -- sites`).
 */
const PAGINA = consultaPorForma(
  [...NOMES_DOS_FILTROS, 'limite', 'antes'],
  (db, { filtros, ordem }: { filtros: FormaDosFiltros; ordem: SiteOrdem | `-${SiteOrdem}` }, valores: Readonly<ValoresDosFiltros & { limite: number; antes: number }>) =>
    ordenados(filtrados(db, filtros, valores).selectAll(), ordem).limit(valores.limite).offset(valores.antes),
);

const CONTAGEM = consultaPorForma([...NOMES_DOS_FILTROS, 'ate'], (db, forma: FormaDosFiltros, valores: Readonly<ValoresDosFiltros & { ate: number }>) => ({
  compile: () => contagemAte(filtrados(db, forma, valores), valores.ate).compile(db),
}));

const POR_ID = consultaPreparada(['empresaId', 'id'], (db, { empresaId, id }) =>
  db.selectFrom('site').selectAll().where('empresa_id', '=', empresaId).where('id', '=', id),
);

const POR_ID_COM_SEGUINDO = consultaPreparada(['empresaId', 'id', 'usuarioId'], (db, { empresaId, id, usuarioId }) =>
  db
    .selectFrom('site')
    .selectAll('site')
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('site_seguidor as s')
            .select('s.usuario_id')
            .whereRef('s.empresa_id', '=', 'site.empresa_id')
            .whereRef('s.site_id', '=', 'site.id')
            .where('s.usuario_id', '=', usuarioId),
        )
        .as('seguindo'),
    )
    .where('site.empresa_id', '=', empresaId)
    .where('site.id', '=', id),
);

/** The sites of the company a transaction is bound to (see ../tenant.ts). */
export const sites = {
  /** How many sites the filters match, up to `max` (see contarAte). */
  async contar(trx: Trx, empresaId: string, filtros: SiteExportQuery, max = TOTAL_MAX): Promise<Contagem> {
    const { forma, valores } = lerFiltros(empresaId, filtros);
    const [linha] = await CONTAGEM(trx, forma, { ...valores, ate: max + 1 });
    return contagemLida(linha?.total ?? 0, max);
  },

  /**
   * One page of the list, and whether pages follow (`mais`): the page reads one row more than it
   * shows. It does not count the list (GET /api/sites/total does, docs/listas.md) but where it
   * read the list's last rows, whose count it knows.
   */
  async list(trx: Trx, empresaId: string, query: SiteListaQuery): Promise<{ items: SiteRow[]; mais: boolean } & Partial<Contagem>> {
    const limite = query.limite ?? LIMITE_PADRAO;
    const antes = ((query.pagina ?? 1) - 1) * limite;
    const { forma, valores } = lerFiltros(empresaId, query);
    const linhas = await PAGINA(trx, { filtros: forma, ordem: query.ordem ?? 'nome' }, { ...valores, limite: limite + 1, antes });
    const items = linhas.slice(0, limite);
    if (linhas.length > limite) return { items, mais: true };
    return { items, mais: false, ...(await contarDepoisDa(trx, filtrados(trx, forma, valores), { lidas: items.length, limite: limite + 1, antes })) };
  },

  /** Every site the filters match, in the list's order, up to `max` (the export). */
  all(trx: Trx, empresaId: string, filtros: SiteExportQuery, max: number): Promise<SiteRow[]> {
    const { forma, valores } = lerFiltros(empresaId, filtros);
    return ordenados(filtrados(trx, forma, valores).selectAll(), filtros.ordem).limit(max).execute();
  },

  async find(trx: Trx, empresaId: string, id: string): Promise<SiteRow | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await POR_ID(trx, { empresaId, id });
    return row;
  },

  /** The site and whether `usuarioId` follows it, in one query: its page's one round trip. */
  async findComSeguindo(trx: Trx, empresaId: string, id: string, usuarioId: string): Promise<(SiteRow & { seguindo: boolean }) | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await POR_ID_COM_SEGUINDO(trx, { empresaId, id, usuarioId });
    // The row is this call's own, so `seguindo` is made a boolean in it rather than in a copy of its 22 fields.
    return row && Object.assign(row, { seguindo: Boolean(row.seguindo) });
  },

  /**
   * For each value of a unique field (nome or código): its key (accents and case dropped, as the
   * unique index compares) and whether another site of the company already uses it, leaving
   * `exceptId` out. Keys let an import find two lines that would collide with each other.
   */
  async unicos(
    trx: Trx,
    empresaId: string,
    campo: 'nome' | 'codigo',
    valores: readonly string[],
    exceptId?: string,
  ): Promise<Map<string, { chave: string; emUso: boolean }>> {
    if (valores.length === 0) return new Map();
    const outro = exceptId ? sql`and site.id <> ${exceptId}` : sql``;
    const { rows } = await sql<{ valor: string; chave: string; em_uso: boolean }>`
      select pedido.valor, prumo_sem_acento(pedido.valor) as chave,
             exists (
               select 1 from site
               where site.empresa_id = ${empresaId}
                 and ${semAcento(`site.${campo}`)} = prumo_sem_acento(pedido.valor) ${outro}
             ) as em_uso
      from unnest(${[...new Set(valores)]}::text[]) as pedido (valor)`.execute(trx);
    return new Map(rows.map((row) => [row.valor, { chave: row.chave, emUso: row.em_uso }]));
  },

  /** Inserts the sites (one or a whole import) in batches. */
  async create(trx: Trx, empresaId: string, valores: SiteValores[], autoria: Autoria): Promise<SiteRow[]> {
    const created: SiteRow[] = [];
    for (const batch of emLotes(valores)) {
      const rows = await trx
        .insertInto('site')
        .values(
          batch.map((site) => ({
            ...site,
            empresa_id: empresaId,
            criado_em: autoria.agora,
            criado_por: autoria.por,
            atualizado_em: autoria.agora,
            atualizado_por: autoria.por,
          })),
        )
        .returningAll()
        .execute();
      created.push(...rows);
    }
    return created;
  },

  /** Writes the site if it is still at `versao`; undefined when it moved on (or is gone). */
  update(trx: Trx, empresaId: string, id: string, versao: number, valores: SiteValores, autoria: Autoria): Promise<SiteRow | undefined> {
    return atualizarNaVersao(trx, 'site', empresaId, id, versao, valores, autoria);
  },

  remove(trx: Trx, empresaId: string, id: string, versao: number): Promise<boolean> {
    return removerNaVersao(trx, 'site', empresaId, id, versao);
  },
};
