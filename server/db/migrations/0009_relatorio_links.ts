import { sql, type Kysely } from 'kysely';
import type { Migration } from '../migrate';

const statements = [
  // Read-only links to a concluded activity's report, handed to the client. Only the SHA-256 of
  // the token is kept: whoever reads the table cannot open a report with what is stored.
  `create table relatorio_link (
     empresa_id uuid not null references empresa (id) on delete cascade,
     id uuid not null default gen_random_uuid(),
     atividade_id uuid not null,
     hash text not null,
     expira_em timestamptz,
     criado_em timestamptz not null,
     criado_por uuid references usuario (id) on delete set null,
     revogado_em timestamptz,
     revogado_por uuid references usuario (id) on delete set null,
     primary key (empresa_id, id),
     foreign key (empresa_id, atividade_id) references atividade (empresa_id, id) on delete cascade
   )`,
  `create index relatorio_link_atividade_idx on relatorio_link (empresa_id, atividade_id)`,
  // A non-unique index may lead with another column even when the table is distributed by
  // empresa_id; 32 random bytes make a repeated hash beyond reach.
  `create index relatorio_link_hash_idx on relatorio_link (hash)`,
  `select prumo_tabela_da_empresa('relatorio_link')`,
  // The public report has no session and so no company: this function, run as the tables' owner
  // (SECURITY DEFINER), finds the link's company from its hash alone, and the rest of the request
  // then runs under row-level security in that company.
  `create or replace function prumo_link_de_relatorio(procurado text)
   returns table (empresa_id uuid, id uuid, atividade_id uuid, expira_em timestamptz, revogado_em timestamptz)
   language sql stable security definer set search_path = public, pg_temp
   as $$ select empresa_id, id, atividade_id, expira_em, revogado_em from relatorio_link where hash = procurado $$`,
  `grant execute on function prumo_link_de_relatorio(text) to prumo_app`,
];

export const relatorioLinks: Migration = {
  version: 9,
  name: 'relatorio_links',
  async up(db: Kysely<unknown>) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
};
