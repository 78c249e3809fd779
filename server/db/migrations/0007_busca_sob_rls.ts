import { sql, type Kysely } from 'kysely';
import type { Migration } from '../migrate';

// Under row-level security the planner may not use an index for a condition whose operator is
// not leakproof, and `like` is not: a search of "sao jose" in 100,000 sites read the whole
// company instead of its trigram index. These functions run the search as the tables' owner
// (SECURITY DEFINER, so the trigram index serves it), scoped by hand to the transaction's
// company, and answer ids that the query under row-level security then reads.
// `padrao` is already without accents, with % and _ escaped.
const statements = [
  `create or replace function prumo_sites_com_texto(padrao text) returns setof uuid
   language sql stable security definer set search_path = public, pg_temp
   as $$ select id from site where empresa_id = prumo_empresa_atual() and busca like '%' || padrao || '%' $$`,
  `create or replace function prumo_atividades_com_titulo(padrao text) returns setof uuid
   language sql stable security definer set search_path = public, pg_temp
   as $$ select id from atividade where empresa_id = prumo_empresa_atual() and prumo_sem_acento(titulo) like '%' || padrao || '%' $$`,
];

export const buscaSobRls: Migration = {
  version: 7,
  name: 'busca_sob_rls',
  async up(db: Kysely<unknown>) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
};
