import { Value } from '@sinclair/typebox/value';
import type { Transaction } from 'kysely';
import { SiteListaQuerySchema } from '#contract/sites';
import { sites } from '#server/db/repositories/sites';
import { siteDetalhe } from '#server/sites/seguir';
import type { Database } from '#server/db/schema';
import type { SqlScenario } from './cenarios';

/** The list's query as the route gets it: the contract's schema converts the text and fills the defaults. */
const listQuery = (search: string) => Value.Parse(SiteListaQuerySchema, Object.fromEntries(new URLSearchParams(search)));

/** A page of the list through the API beside its floor, the same SQL as the owner: a page does not count the list. */
const list = (search: string) => ({
  path: `/api/sites?${search}`,
  run: (trx: Transaction<Database>, empresaId: string) => sites.list(trx, empresaId, listQuery(search)),
});

/** GET /api/sites/total, what the list's foot asks when it comes into view, beside the same count as the owner. */
const total = (search: string) => ({
  path: `/api/sites/total?${search}`,
  run: (trx: Transaction<Database>, empresaId: string) => sites.contar(trx, empresaId, listQuery(search)),
});

/**
 * The site list's first page as the screen opens it (active sites by name), a search, the counts
 * the list's foot asks for beside them, and one site
 * as its page reads it (whether the signed-in `usuarioId` follows it comes in the same query).
 */
export function siteScenarios(siteId: string, usuarioId: string): SqlScenario[] {
  return [
    { name: 'Lista, 1ª página (ativos, por nome)', ...list('ativo=true') },
    { name: 'Total dos ativos (até 1.000)', ...total('ativo=true') },
    { name: 'Busca "sao paulo"', ...list('q=sao%20paulo&ativo=true') },
    { name: 'Total da busca "sao paulo"', ...total('q=sao%20paulo&ativo=true') },
    { name: 'Um site', path: `/api/sites/${siteId}`, run: (trx, empresaId) => siteDetalhe(trx, empresaId, siteId, usuarioId) },
  ];
}
