import { sql, type Kysely } from 'kysely';
import type { Migration } from '../migrate';

const statements = [
  // The last número each company gave: creating takes the next ones with one UPDATE under the
  // row's lock, so concurrent creations queue, and a rolled-back creation gives its números back
  // (no gap, no duplicate). Números are never reused: activities are not deleted.
  `create table atividade_contador (
     empresa_id uuid primary key references empresa (id) on delete cascade,
     ultimo bigint not null check (ultimo >= 0)
   )`,
  `select prumo_tabela_da_empresa('atividade_contador')`,

  `create table atividade (
     empresa_id uuid not null references empresa (id) on delete cascade,
     id uuid not null default gen_random_uuid(),
     numero bigint not null check (numero >= 1),
     -- The prefix may change in Configurações: a código already printed on a report keeps its own.
     codigo text not null,
     status text not null default 'agendada'
       check (status in ('agendada', 'em_andamento', 'pausada', 'concluida', 'cancelada')),
     titulo text not null,
     tipo_servico_id uuid not null,
     site_id uuid not null,
     responsavel_id uuid,
     prioridade text not null check (prioridade in ('baixa', 'normal', 'alta', 'urgente')),
     agendada_para timestamptz not null,
     prazo timestamptz,
     descricao text,
     questionario_id uuid,
     questionario_versao integer,
     respostas jsonb not null default '{}',
     comentarios jsonb not null default '{}',
     versao integer not null default 1,
     criado_em timestamptz not null default now(),
     criado_por uuid references usuario (id) on delete set null,
     atualizado_em timestamptz not null default now(),
     atualizado_por uuid references usuario (id) on delete set null,
     primary key (empresa_id, id),
     unique (empresa_id, numero),
     -- Sites, service types and questionnaires in use cannot be deleted (the API says to archive).
     foreign key (empresa_id, tipo_servico_id) references tipo_servico (empresa_id, id),
     foreign key (empresa_id, site_id) references site (empresa_id, id),
     foreign key (empresa_id, questionario_id) references questionario (empresa_id, id),
     foreign key (empresa_id, questionario_id, questionario_versao) references questionario_versao (empresa_id, questionario_id, numero),
     -- A person who leaves the company leaves their activities without a responsável.
     foreign key (empresa_id, responsavel_id) references membro (empresa_id, usuario_id) on delete set null (responsavel_id),
     check (prazo is null or prazo >= agendada_para),
     check (questionario_versao is null or questionario_id is not null),
     -- A started activity is filled in against a frozen version.
     check (status not in ('em_andamento', 'pausada', 'concluida') or questionario_id is null or questionario_versao is not null)
   )`,
  // The list's keyset orders, declared in the list's order so a page is a plain index scan.
  `create index atividade_agendada_idx on atividade (empresa_id, agendada_para desc, id desc)`,
  `create index atividade_status_idx on atividade (empresa_id, status, agendada_para desc, id desc)`,
  // "Minhas atividades", a técnico's default list; also serves removing a member.
  `create index atividade_responsavel_idx on atividade (empresa_id, responsavel_id, agendada_para desc, id desc)`,
  // Deleting a site, service type or questionnaire looks here for activities that use it.
  `create index atividade_site_idx on atividade (empresa_id, site_id)`,
  `create index atividade_tipo_servico_idx on atividade (empresa_id, tipo_servico_id)`,
  `create index atividade_questionario_idx on atividade (empresa_id, questionario_id, questionario_versao)`,
  `create index atividade_titulo_idx on atividade using gin (empresa_id, prumo_sem_acento(titulo) gin_trgm_ops)`,
  `select prumo_tabela_da_empresa('atividade')`,

  // Written in the transaction of each change it records, so it never tells of a change that
  // did not happen nor misses one that did.
  `create table atividade_historico (
     empresa_id uuid not null,
     atividade_id uuid not null,
     id bigint generated always as identity,
     em timestamptz not null,
     por uuid references usuario (id) on delete set null,
     acao text not null
       check (acao in ('criacao', 'edicao', 'respostas', 'iniciar', 'pausar', 'retomar', 'concluir', 'cancelar', 'reabrir')),
     motivo text,
     antes jsonb,
     depois jsonb,
     primary key (empresa_id, atividade_id, id),
     foreign key (empresa_id, atividade_id) references atividade (empresa_id, id) on delete cascade
   )`,
  `select prumo_tabela_da_empresa('atividade_historico')`,
];

export const atividades: Migration = {
  version: 6,
  name: 'atividades',
  async up(db: Kysely<unknown>) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
};
