import { sql, type Kysely } from 'kysely';
import type { Migration } from '../migrate';

const ABERTAS = `('aberta', 'em_andamento', 'resolvida')`;

const statements = [
  // Days from an action's creation to its prazo, by priority (docs/acoes.md).
  `alter table empresa add column prazos_acao jsonb not null default '{"urgente": 1, "alta": 2, "normal": 7, "baixa": 15}'`,

  // As atividade_contador: creations take the next números under the row's lock, so concurrent
  // ones queue and a rollback gives its números back. Actions are never deleted: never reused.
  `create table acao_contador (
     empresa_id uuid primary key references empresa (id) on delete cascade,
     ultimo bigint not null check (ultimo >= 0)
   )`,
  `select prumo_tabela_da_empresa('acao_contador')`,

  `create table acao (
     empresa_id uuid not null references empresa (id) on delete cascade,
     id uuid not null default gen_random_uuid(),
     numero bigint not null check (numero >= 1),
     codigo text not null,
     titulo text not null,
     descricao text,
     status text not null default 'aberta'
       check (status in ('aberta', 'em_andamento', 'resolvida', 'verificada', 'cancelada')),
     prioridade text not null check (prioridade in ('baixa', 'normal', 'alta', 'urgente')),
     prazo timestamptz,
     responsavel_id uuid,
     site_id uuid not null,
     atividade_id uuid,
     -- The question's id inside the activity's frozen questionnaire version.
     pergunta_id text,
     origem text not null check (origem in ('automatica', 'manual')),
     reincidente boolean not null default false,
     versao integer not null default 1,
     criado_em timestamptz not null default now(),
     criado_por uuid references usuario (id) on delete set null,
     atualizado_em timestamptz not null default now(),
     atualizado_por uuid references usuario (id) on delete set null,
     primary key (empresa_id, id),
     unique (empresa_id, numero),
     foreign key (empresa_id, site_id) references site (empresa_id, id),
     foreign key (empresa_id, atividade_id) references atividade (empresa_id, id),
     foreign key (empresa_id, responsavel_id) references membro (empresa_id, usuario_id) on delete set null (responsavel_id),
     check (pergunta_id is null or atividade_id is not null),
     check (origem = 'manual' or pergunta_id is not null)
   )`,
  // The list pages by número (the unique index above, read backwards); each filter leads its own.
  `create index acao_status_idx on acao (empresa_id, status, numero desc)`,
  `create index acao_responsavel_idx on acao (empresa_id, responsavel_id, numero desc)`,
  `create index acao_site_idx on acao (empresa_id, site_id, numero desc)`,
  `create index acao_atividade_idx on acao (empresa_id, atividade_id, numero desc)`,
  `create index acao_atrasada_idx on acao (empresa_id, prazo) where status in ('aberta', 'em_andamento')`,
  // A question failing again at a site looks for the actions still open for it there.
  `create index acao_reincidencia_idx on acao (empresa_id, site_id, pergunta_id) where status in ${ABERTAS}`,
  `select prumo_tabela_da_empresa('acao')`,

  // Shaped as atividade_historico, and written in the same transaction as the change it records.
  `create table acao_historico (
     empresa_id uuid not null,
     acao_id uuid not null,
     id bigint generated always as identity,
     em timestamptz not null,
     por uuid references usuario (id) on delete set null,
     acao text not null
       check (acao in ('criacao', 'edicao', 'iniciar', 'resolver', 'verificar', 'reabrir', 'cancelar', 'reincidencia')),
     motivo text,
     antes jsonb,
     depois jsonb,
     primary key (empresa_id, acao_id, id),
     foreign key (empresa_id, acao_id) references acao (empresa_id, id) on delete cascade
   )`,
  `select prumo_tabela_da_empresa('acao_historico')`,
];

export const acoes: Migration = {
  version: 17,
  name: 'acoes',
  async up(db: Kysely<unknown>) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
};
