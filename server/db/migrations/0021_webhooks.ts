import { sql, type Kysely } from 'kysely';
import type { Migration } from '../migrate';

const statements = [
  // A company's receivers of events (docs/webhooks.md). The segredo signs every delivery, so it is
  // kept encrypted by the cofre (server/security/cofre.ts), not hashed: it must be read back.
  `create table webhook (
     empresa_id uuid not null references empresa (id) on delete cascade,
     id uuid not null default gen_random_uuid(),
     url text not null,
     eventos text[] not null,
     descricao text,
     segredo text not null,
     ativo boolean not null default true,
     -- The first failure since the last success: a receiver failing for a day is turned off.
     falhando_desde timestamptz,
     criado_em timestamptz not null,
     criado_por uuid references usuario (id) on delete set null,
     atualizado_em timestamptz not null,
     primary key (empresa_id, id)
   )`,
  `select prumo_tabela_da_empresa('webhook')`,

  // The outbox: one row per event and subscribed receiver, written in the transaction that made
  // the change, so a change that rolls back announces nothing. The worker delivers it afterwards.
  `create table webhook_entrega (
     empresa_id uuid not null,
     id uuid not null default gen_random_uuid(),
     webhook_id uuid not null,
     evento text not null,
     corpo jsonb not null,
     status text not null default 'pendente' check (status in ('pendente', 'entregue', 'falhou')),
     tentativas integer not null default 0,
     proxima_em timestamptz,
     ultimo_codigo integer,
     ultima_duracao_ms integer,
     ultimo_erro text,
     criado_em timestamptz not null,
     entregue_em timestamptz,
     primary key (empresa_id, id),
     foreign key (empresa_id, webhook_id) references webhook (empresa_id, id) on delete cascade
   )`,
  // The worker's poll across companies, and a receiver's log, the newest first.
  `create index webhook_entrega_pendente_idx on webhook_entrega (proxima_em) where status = 'pendente'`,
  `create index webhook_entrega_webhook_idx on webhook_entrega (empresa_id, webhook_id, criado_em desc)`,
  `select prumo_tabela_da_empresa('webhook_entrega')`,

  // The admins hear of a receiver the worker turned off.
  `alter table notificacao drop constraint notificacao_tipo_check`,
  `alter table notificacao add constraint notificacao_tipo_check
     check (tipo in ('atividade_atribuida', 'mencao', 'acao_atribuida', 'acao_resolvida', 'webhook_desativado'))`,
];

export const webhooks: Migration = {
  version: 21,
  name: 'webhooks',
  async up(db: Kysely<unknown>) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
};
