import { sql, type Kysely } from 'kysely';
import type { Migration } from '../migrate';

// Migration 0007's search of sites answered ids, which the list then read again one by one
// through the primary key: for a common word ("sao paulo", 3,335 of 100,000 sites) those lookups
// were as long as the search itself. This function answers the rows, which the list filters,
// sorts and pages as it would the table. It bypasses row-level security as 0007's did, and keeps
// to the same rows the policy allows: those of prumo_empresa_atual(), the setting the policy reads.
const statements = [
  `create or replace function prumo_sites_encontrados(padrao text) returns setof site
   language sql stable security definer set search_path = public, pg_temp
   as $$ select * from site where empresa_id = prumo_empresa_atual() and busca like '%' || padrao || '%' $$`,
  `drop function prumo_sites_com_texto(text)`,
];

export const sitesEncontradosEmLinhas: Migration = {
  version: 33,
  name: 'sites_encontrados_em_linhas',
  async up(db: Kysely<unknown>) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
};
