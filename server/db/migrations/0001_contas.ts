import { sql, type Kysely } from 'kysely';
import type { Migration } from '../migrate';

const statements = [
  `create extension if not exists citext`,

  // The role the app takes inside a company's transaction (see ../tenant.ts). Roles belong to
  // the whole cluster, so several databases may create it at the same moment: losing that race
  // is fine. The connecting user must be able to SET ROLE to it.
  `do $$
   begin
     create role prumo_app nologin;
   exception when duplicate_object or unique_violation then null;
   end $$`,
  `do $$
   begin
     execute format('grant prumo_app to %I', current_user);
   exception when duplicate_object or unique_violation then null;
   end $$`,

  `create or replace function prumo_empresa_atual() returns uuid
   language sql stable
   as $$ select nullif(current_setting('prumo.empresa_id', true), '')::uuid $$`,

  // Every company-owned table is handed to this function by its migration: row-level security
  // then keeps prumo_app to the rows of the company set for the transaction, reading and writing.
  `create or replace function prumo_tabela_da_empresa(tabela regclass, coluna name default 'empresa_id')
   returns void language plpgsql
   as $$
   begin
     execute format('alter table %s enable row level security', tabela);
     execute format('drop policy if exists empresa_atual on %s', tabela);
     execute format(
       'create policy empresa_atual on %s using (%I = prumo_empresa_atual()) with check (%I = prumo_empresa_atual())',
       tabela, coluna, coluna);
     execute format('grant select, insert, update, delete on %s to prumo_app', tabela);
   end $$`,

  `create table usuario (
     id uuid primary key default gen_random_uuid(),
     nome text not null,
     email citext not null unique,
     senha_hash text not null,
     telefone text,
     idioma text not null default 'pt-BR',
     criado_em timestamptz not null default now(),
     atualizado_em timestamptz not null default now()
   )`,

  `create table empresa (
     id uuid primary key default gen_random_uuid(),
     nome text not null,
     cnpj text,
     fuso_horario text not null default 'America/Sao_Paulo',
     criado_em timestamptz not null default now()
   )`,
  `select prumo_tabela_da_empresa('empresa', 'id')`,

  `create table membro (
     empresa_id uuid not null references empresa (id) on delete cascade,
     usuario_id uuid not null references usuario (id) on delete cascade,
     papel text not null check (papel in ('admin', 'gestor', 'tecnico', 'leitor')),
     criado_em timestamptz not null default now(),
     primary key (empresa_id, usuario_id)
   )`,
  // Sign-in lists a person's companies; a non-unique index may lead with another column even
  // when the table is distributed by empresa_id.
  `create index membro_usuario_idx on membro (usuario_id)`,
  `select prumo_tabela_da_empresa('membro')`,

  `create table token (
     id uuid primary key default gen_random_uuid(),
     usuario_id uuid not null references usuario (id) on delete cascade,
     hash text not null unique,
     criado_em timestamptz not null default now(),
     ultimo_uso_em timestamptz not null,
     revogado_em timestamptz
   )`,
  `create index token_usuario_idx on token (usuario_id)`,

  `create table desafio_dois_fatores (
     hash text primary key,
     usuario_id uuid not null references usuario (id) on delete cascade,
     expira_em timestamptz not null,
     usado_em timestamptz,
     tentativas integer not null default 0
   )`,

  `create table redefinicao_senha (
     hash text primary key,
     usuario_id uuid not null references usuario (id) on delete cascade,
     criado_em timestamptz not null default now(),
     expira_em timestamptz not null,
     usado_em timestamptz
   )`,
  `create index redefinicao_senha_usuario_idx on redefinicao_senha (usuario_id)`,

  `create table dois_fatores (
     usuario_id uuid primary key references usuario (id) on delete cascade,
     segredo text not null,
     ativado_em timestamptz,
     ultimo_passo integer
   )`,

  `create table codigo_recuperacao (
     usuario_id uuid not null references usuario (id) on delete cascade,
     hash text not null,
     usado_em timestamptz,
     primary key (usuario_id, hash)
   )`,
];

export const contas: Migration = {
  version: 1,
  name: 'contas',
  async up(db: Kysely<unknown>) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
};
