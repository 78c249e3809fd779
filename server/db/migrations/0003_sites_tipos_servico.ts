import { sql, type Kysely } from 'kysely';
import type { Migration } from '../migrate';

const statements = [
  `create extension if not exists unaccent`,
  `create extension if not exists pg_trgm`,
  // Lets a trigram index lead with empresa_id, like every other index of a company table.
  `create extension if not exists btree_gin`,

  // Search ignores accents and case: "sao paulo" finds "São Paulo". unaccent() is only stable
  // (its dictionary could change), so indexes and generated columns need this immutable wrapper;
  // naming the dictionary keeps it independent of the caller's search_path.
  `create or replace function prumo_sem_acento(texto text) returns text
   language sql immutable strict parallel safe
   as $$ select lower(public.unaccent('public.unaccent'::regdictionary, texto)) $$`,

  `create table site (
     empresa_id uuid not null references empresa (id) on delete cascade,
     id uuid not null default gen_random_uuid(),
     nome text not null,
     codigo text,
     cep text check (cep ~ '^[0-9]{8}$'),
     logradouro text,
     numero text,
     complemento text,
     bairro text,
     cidade text,
     uf text check (uf in ('AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA',
                           'PB', 'PR', 'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO')),
     latitude double precision check (latitude between -90 and 90),
     longitude double precision check (longitude between -180 and 180),
     contato_nome text,
     contato_telefone text,
     contato_email text,
     observacoes text,
     ativo boolean not null default true,
     versao integer not null default 1,
     criado_em timestamptz not null default now(),
     criado_por uuid references usuario (id) on delete set null,
     atualizado_em timestamptz not null default now(),
     atualizado_por uuid references usuario (id) on delete set null,
     busca text not null generated always as (
       prumo_sem_acento(nome || ' ' || coalesce(codigo, '') || ' ' || coalesce(cidade, ''))
     ) stored,
     primary key (empresa_id, id),
     check ((latitude is null) = (longitude is null))
   )`,
  // Unique names ignore accents and case, as search does: "Loja Sé" and "loja se" would be two
  // rows nobody can tell apart in a search. The same index sorts the list by name.
  `create unique index site_nome_key on site (empresa_id, (prumo_sem_acento(nome) collate "C"))`,
  `create unique index site_codigo_key on site (empresa_id, (prumo_sem_acento(codigo) collate "C"))`,
  `create index site_cidade_idx on site (empresa_id, (prumo_sem_acento(cidade) collate "C"))`,
  `create index site_uf_idx on site (empresa_id, uf)`,
  `create index site_atualizado_idx on site (empresa_id, atualizado_em)`,
  `create index site_busca_idx on site using gin (empresa_id, busca gin_trgm_ops)`,
  `select prumo_tabela_da_empresa('site')`,

  `create table tipo_servico (
     empresa_id uuid not null references empresa (id) on delete cascade,
     id uuid not null default gen_random_uuid(),
     nome text not null,
     descricao text,
     cor text not null check (cor ~ '^#[0-9A-F]{6}$'),
     duracao_minutos integer check (duracao_minutos between 1 and 10080),
     -- Questionnaires do not exist yet; their migration adds the foreign key.
     questionario_id uuid,
     ativo boolean not null default true,
     versao integer not null default 1,
     criado_em timestamptz not null default now(),
     criado_por uuid references usuario (id) on delete set null,
     atualizado_em timestamptz not null default now(),
     atualizado_por uuid references usuario (id) on delete set null,
     primary key (empresa_id, id)
   )`,
  `create unique index tipo_servico_nome_key on tipo_servico (empresa_id, (prumo_sem_acento(nome) collate "C"))`,
  `select prumo_tabela_da_empresa('tipo_servico')`,
];

export const sitesTiposServico: Migration = {
  version: 3,
  name: 'sites_tipos_servico',
  async up(db: Kysely<unknown>) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
};
