import { Value } from '@sinclair/typebox/value';
import type { Transaction } from 'kysely';
import { SiteListaQuerySchema } from '#contract/sites';
import { sites } from '#server/db/repositories/sites';
import { siteDetalhe } from '#server/sites/seguir';
import type { Database } from '#server/db/schema';
import type { SqlScenario } from './cenarios';

/** The list's query as the route gets it: the contract's schema converts the text and fills the defaults. */
const listQuery = (search: string) => Value.Parse(SiteListaQuerySchema, Object.fromEntries(new URLSearchParams(search)));

/** The list through the API (page and capped count) beside its floor: the same page query without any count. */
const list = (search: string) => ({
  path: `/api/sites?${search}`,
  run: (trx: Transaction<Database>, empresaId: string) => sites.pagina(trx, empresaId, listQuery(search)),
});

/**
 * The site list's first page as the screen opens it (active sites by name), a search, and one site
 * as its page reads it (whether the signed-in `usuarioId` follows it comes in the same query).
 */
export function siteScenarios(siteId: string, usuarioId: string): SqlScenario[] {
  return [
    { name: 'Lista, 1ª página (ativos, por nome)', ...list('ativo=true') },
    { name: 'Busca "sao paulo"', ...list('q=sao%20paulo&ativo=true') },
    { name: 'Um site', path: `/api/sites/${siteId}`, run: (trx, empresaId) => siteDetalhe(trx, empresaId, siteId, usuarioId) },
  ];
}
