import { sql, type Kysely } from 'kysely';
import type { Migration } from '../migrate';

const statements = [
  // Company settings live on the company row: one row to lock, one versao for the whole form.
  `alter table empresa
     add column prefixo_atividade text not null default 'AT-',
     add column mostrar_demo boolean not null default true,
     add column idioma_padrao text not null default 'pt-BR',
     add column logo_arquivo text,
     add column logo_tipo text,
     add column versao integer not null default 1,
     add column atualizado_em timestamptz not null default now(),
     add column atualizado_por uuid references usuario (id) on delete set null`,

  `alter table membro
     add column versao integer not null default 1,
     add column atualizado_em timestamptz not null default now(),
     add column atualizado_por uuid references usuario (id) on delete set null`,

  // A company's screens show its people by name. prumo_app may not read the accounts table
  // (it is nobody's company data); this view hands it the accounts of the current company only.
  `create view usuario_da_empresa as
     select usuario.id, usuario.nome, usuario.email
     from usuario
     where exists (
       select 1 from membro where membro.usuario_id = usuario.id and membro.empresa_id = prumo_empresa_atual()
     )`,
  `grant select on usuario_da_empresa to prumo_app`,

  `create table convite (
     empresa_id uuid not null references empresa (id) on delete cascade,
     id uuid not null default gen_random_uuid(),
     email citext not null,
     papel text not null check (papel in ('admin', 'gestor', 'tecnico', 'leitor')),
     hash text not null,
     convidado_por uuid references usuario (id) on delete set null,
     criado_em timestamptz not null default now(),
     enviado_em timestamptz not null,
     expira_em timestamptz not null,
     aceito_em timestamptz,
     aceito_por uuid references usuario (id) on delete set null,
     recusado_em timestamptz,
     revogado_em timestamptz,
     primary key (empresa_id, id)
   )`,
  // A token is 32 random bytes, so its hash needs no unique index (which would have to lead
  // with empresa_id once the table is distributed); the invitee has no company to look in.
  `create index convite_hash_idx on convite (hash)`,
  `create index convite_email_idx on convite (email)`,
  // One open invitation per e-mail and company; an expired one is closed before a new one opens.
  `create unique index convite_aberto_idx on convite (empresa_id, email)
     where aceito_em is null and recusado_em is null and revogado_em is null`,
  `select prumo_tabela_da_empresa('convite')`,
];

export const equipe: Migration = {
  version: 2,
  name: 'equipe',
  async up(db: Kysely<unknown>) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
};
