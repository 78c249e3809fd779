import { sql, type Kysely } from 'kysely';
import type { Migration } from '../migrate';

const statements = [
  // Each person also chooses which kinds show in the bell. A choice left unmade (null) follows
  // the default of contract/notificacaoPreferencias.ts, so a row that names only one side keeps
  // the other at its default.
  `alter table preferencia_notificacao
     alter column email drop not null,
     add column app boolean`,

  // A kind turned off in the app but wanted by e-mail still writes its row, since the mail is
  // sent from it (server/notificacoes/emails.ts); the bell leaves such rows out.
  `alter table notificacao add column no_app boolean not null default true`,
  `drop index notificacao_nao_lida_idx`,
  `create index notificacao_nao_lida_idx on notificacao (empresa_id, usuario_id) where lida_em is null and no_app`,
];

export const notificacoesNoApp: Migration = {
  version: 30,
  name: 'notificacoes_no_app',
  async up(db: Kysely<unknown>) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
};
