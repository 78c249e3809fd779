import { sql, type OrderByItemBuilder, type SelectQueryBuilder } from 'kysely';
import { lerOrdem, LIMITE_PADRAO } from '#contract/lista';
import type { Site, SiteExportQuery, SiteListaQuery, SiteOrdem, SiteValores } from '#contract/sites';
import type { Database, SiteRow, SiteTable } from '../schema';
import { consultaPreparada } from '../consultaPreparada';
import { isUuid } from '../uuid';
import { contarAte, contarDepoisDa, type Contagem } from './contagem';
import { atualizarNaVersao, emLotes, padraoDeBusca, removerNaVersao, semAcento, type Autoria } from './registros';
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

/**
 * The sites the filters match: from the table, or for a search from the rows migration 0033's
 * function finds (under row-level security a `like` could not use the trigram index), under the
 * table's name.
 */
function filtrados(trx: Trx, empresaId: string, filtros: SiteExportQuery): SiteQuery<{}> {
  const q = filtros.q?.trim();
  const sites = q ? trx.selectFrom(sql<SiteTable>`prumo_sites_encontrados(${padraoDeBusca(q)})`.as('site')) : trx.selectFrom('site');
  // empresa_id is also enforced by row-level security; naming it lets the planner (and Citus)
  // go straight to the company's rows.
  let filtered = sites.where('empresa_id', '=', empresaId);
  if (filtros.ativo !== undefined) filtered = filtered.where('ativo', '=', filtros.ativo);
  if (filtros.uf) filtered = filtered.where('uf', '=', filtros.uf);
  if (filtros.cidade?.trim()) filtered = filtered.where(semAcento('cidade'), '=', sql<string>`prumo_sem_acento(${filtros.cidade.trim()})`);
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
  contar(trx: Trx, empresaId: string, filtros: SiteExportQuery, max?: number): Promise<Contagem> {
    return contarAte(trx, filtrados(trx, empresaId, filtros), max);
  },

  /**
   * One page of the list, and whether pages follow (`mais`): the page reads one row more than it
   * shows. It does not count the list (GET /api/sites/total does, docs/listas.md) but where it
   * read the list's last rows, whose count it knows.
   */
  async list(trx: Trx, empresaId: string, query: SiteListaQuery): Promise<{ items: SiteRow[]; mais: boolean } & Partial<Contagem>> {
    const limite = query.limite ?? LIMITE_PADRAO;
    const antes = ((query.pagina ?? 1) - 1) * limite;
    const linhas = await ordenados(filtrados(trx, empresaId, query).selectAll(), query.ordem)
      .limit(limite + 1)
      .offset(antes)
      .execute();
    const items = linhas.slice(0, limite);
    if (linhas.length > limite) return { items, mais: true };
    return { items, mais: false, ...(await contarDepoisDa(trx, filtrados(trx, empresaId, query), { lidas: items.length, limite: limite + 1, antes })) };
  },

  /** Every site the filters match, in the list's order, up to `max` (the export). */
  all(trx: Trx, empresaId: string, filtros: SiteExportQuery, max: number): Promise<SiteRow[]> {
    return ordenados(filtrados(trx, empresaId, filtros).selectAll(), filtros.ordem).limit(max).execute();
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
    return row && { ...row, seguindo: Boolean(row.seguindo) };
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
