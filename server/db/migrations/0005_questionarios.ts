import { sql, type Kysely } from 'kysely';
import type { Migration } from '../migrate';

const statements = [
  // titulo and descricao repeat the open draft's, or the latest version's when there is no
  // draft, so the library searches and sorts without reading the JSON.
  `create table questionario (
     empresa_id uuid not null references empresa (id) on delete cascade,
     id uuid not null default gen_random_uuid(),
     titulo text not null,
     descricao text,
     rascunho jsonb,
     versao_atual integer check (versao_atual >= 1),
     publicado_em timestamptz,
     ativo boolean not null default true,
     versao integer not null default 1,
     criado_em timestamptz not null default now(),
     criado_por uuid references usuario (id) on delete set null,
     atualizado_em timestamptz not null default now(),
     atualizado_por uuid references usuario (id) on delete set null,
     primary key (empresa_id, id),
     check (rascunho is not null or versao_atual is not null),
     check ((versao_atual is null) = (publicado_em is null))
   )`,
  `create index questionario_titulo_idx on questionario (empresa_id, (prumo_sem_acento(titulo) collate "C"))`,
  `create index questionario_atualizado_idx on questionario (empresa_id, atualizado_em)`,
  `select prumo_tabela_da_empresa('questionario')`,

  `create table questionario_versao (
     empresa_id uuid not null,
     questionario_id uuid not null,
     numero integer not null check (numero >= 1),
     definicao jsonb not null,
     publicado_em timestamptz not null,
     publicado_por uuid references usuario (id) on delete set null,
     primary key (empresa_id, questionario_id, numero),
     foreign key (empresa_id, questionario_id) references questionario (empresa_id, id) on delete cascade
   )`,
  `select prumo_tabela_da_empresa('questionario_versao')`,

  // Activities keep the version they started with, so a published version never changes: the
  // API refuses it, and this refuses it to anyone who writes SQL. Deleting an account still
  // clears who published (the foreign key's set null), the only update let through.
  `create function prumo_questionario_versao_imutavel() returns trigger
   language plpgsql
   as $$
   begin
     if new.publicado_por is null
        and (new.empresa_id, new.questionario_id, new.numero, new.definicao, new.publicado_em)
            is not distinct from (old.empresa_id, old.questionario_id, old.numero, old.definicao, old.publicado_em) then
       return new;
     end if;
     raise exception 'Versões publicadas de questionário não podem ser alteradas.' using errcode = 'restrict_violation';
   end $$`,
  `create trigger questionario_versao_imutavel before update on questionario_versao
   for each row execute function prumo_questionario_versao_imutavel()`,

  // A questionnaire a service type offers cannot be deleted (the API says to archive it).
  `alter table tipo_servico add foreign key (empresa_id, questionario_id) references questionario (empresa_id, id)`,
];

export const questionarios: Migration = {
  version: 5,
  name: 'questionarios',
  async up(db: Kysely<unknown>) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
};
