import { sql, type Kysely } from 'kysely';
import type { Migration } from '../migrate';

const statements = [
  // Every author of a company's rows is an account: a person, or an API token (docs/tokens.md).
  // A token's account is what its writes name in criado_por, atualizado_por and the histórico,
  // so every foreign key to usuario stays as it is and a token's work keeps its name.
  `alter table usuario add column tipo text not null default 'pessoa' check (tipo in ('pessoa', 'token'))`,

  `create table token_api (
     empresa_id uuid not null references empresa (id) on delete cascade,
     -- The token's own account (usuario.tipo = 'token'): one id names both.
     id uuid not null unique references usuario (id) on delete cascade,
     nome text not null,
     papel text not null check (papel in ('admin', 'gestor', 'tecnico', 'leitor')),
     -- SHA-256 of the secret: a bearer is looked up before its company is known.
     hash text not null unique,
     criado_em timestamptz not null,
     criado_por uuid references usuario (id) on delete set null,
     expira_em timestamptz,
     ultimo_uso_em timestamptz,
     revogado_em timestamptz,
     revogado_por uuid references usuario (id) on delete set null,
     primary key (empresa_id, id)
   )`,
  `select prumo_tabela_da_empresa('token_api')`,

  // The company's screens name a token's writes as they name a person's.
  `create or replace view usuario_da_empresa as
     select usuario.id, usuario.nome, usuario.email, usuario.tipo
     from usuario
     where exists (
       select 1 from membro where membro.usuario_id = usuario.id and membro.empresa_id = prumo_empresa_atual()
     ) or exists (
       select 1 from token_api where token_api.id = usuario.id and token_api.empresa_id = prumo_empresa_atual()
     )`,
];

export const tokensApi: Migration = {
  version: 19,
  name: 'tokens_api',
  async up(db: Kysely<unknown>) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
};
