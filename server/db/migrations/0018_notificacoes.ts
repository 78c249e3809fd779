import { sql, type Kysely } from 'kysely';
import type { Migration } from '../migrate';

const statements = [
  // What happened is kept as data (tipo and params), not as words: the screen says it in the
  // person's language and the API in Portuguese, from the same texts (contract/notificacaoTextos.ts).
  `create table notificacao (
     empresa_id uuid not null,
     id bigint generated always as identity,
     usuario_id uuid not null,
     tipo text not null check (tipo in ('atividade_atribuida', 'mencao', 'acao_atribuida', 'acao_resolvida')),
     params jsonb not null default '{}',
     link text not null,
     lida_em timestamptz,
     criado_em timestamptz not null default now(),
     primary key (empresa_id, id),
     -- A person who leaves the company takes their notifications with them.
     foreign key (empresa_id, usuario_id) references membro (empresa_id, usuario_id) on delete cascade
   )`,
  // The person's list, the newest first, paged by id; and the bell's count of unread ones.
  `create index notificacao_usuario_idx on notificacao (empresa_id, usuario_id, id desc)`,
  `create index notificacao_nao_lida_idx on notificacao (empresa_id, usuario_id) where lida_em is null`,
  `select prumo_tabela_da_empresa('notificacao')`,
];

export const notificacoes: Migration = {
  version: 18,
  name: 'notificacoes',
  async up(db: Kysely<unknown>) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
};
