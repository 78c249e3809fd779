import { sql, type Kysely } from 'kysely';
import type { Migration } from '../migrate';

const statements = [
  // A recurring series is its rule, not its copies: the RRULE (without DTSTART), the first
  // occurrence and the time zone whose wall clock the rule follows, and what each occurrence the
  // job queue creates later copies (docs/series.md). proxima_em is the next occurrence not yet
  // created of a series without an end (null: every occurrence exists); encerrada_em stops it.
  `create table serie (
     empresa_id uuid not null references empresa (id) on delete cascade,
     id uuid not null default gen_random_uuid(),
     regra text not null,
     inicio timestamptz not null,
     fuso text not null,
     proxima_em timestamptz,
     encerrada_em timestamptz,
     titulo text not null,
     tipo_servico_id uuid not null,
     site_id uuid not null,
     responsavel_id uuid,
     prioridade text not null check (prioridade in ('baixa', 'normal', 'alta', 'urgente')),
     descricao text,
     questionario_id uuid,
     -- The prazo keeps its distance (seconds) from each occurrence's schedule.
     prazo_apos_s integer,
     criado_em timestamptz not null,
     criado_por uuid not null references usuario (id),
     primary key (empresa_id, id),
     foreign key (empresa_id, tipo_servico_id) references tipo_servico (empresa_id, id),
     foreign key (empresa_id, site_id) references site (empresa_id, id),
     foreign key (empresa_id, questionario_id) references questionario (empresa_id, id),
     foreign key (empresa_id, responsavel_id) references membro (empresa_id, usuario_id) on delete set null (responsavel_id)
   )`,
  // The round looks only at series still being created ahead.
  `create index serie_a_gerar_idx on serie (proxima_em) where proxima_em is not null and encerrada_em is null`,
  `select prumo_tabela_da_empresa('serie')`,

  // serie_ocorrencia is the occurrence the rule gave, kept when the activity alone is moved: one
  // activity per occurrence, so a round that runs twice (or in two processes) creates none twice.
  `alter table atividade
     add column serie_id uuid,
     add column serie_ocorrencia timestamptz,
     add foreign key (empresa_id, serie_id) references serie (empresa_id, id),
     add check ((serie_id is null) = (serie_ocorrencia is null))`,
  `create unique index atividade_serie_ocorrencia_idx on atividade (empresa_id, serie_id, serie_ocorrencia) where serie_id is not null`,
];

export const series: Migration = {
  version: 23,
  name: 'series',
  async up(db: Kysely<unknown>) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
};
