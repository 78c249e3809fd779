import { sql, type Kysely } from 'kysely';
import type { Migration } from '../migrate';

const statements = [
  // Which kinds also go by e-mail, per person and company. A kind without a row follows the
  // default of contract/notificacaoPreferencias.ts, so a new kind needs no backfill.
  `create table preferencia_notificacao (
     empresa_id uuid not null,
     usuario_id uuid not null,
     tipo text not null,
     email boolean not null,
     primary key (empresa_id, usuario_id, tipo),
     foreign key (empresa_id, usuario_id) references membro (empresa_id, usuario_id) on delete cascade
   )`,
  `select prumo_tabela_da_empresa('preferencia_notificacao')`,

  // A notification's e-mail is due from enviar_email_em, written in the transaction that creates
  // it: a mail is then neither sent for a change rolled back nor lost when the process dies
  // before sending. The sender moves enviar_email_em forward while it tries, and on each failure.
  `alter table notificacao
     add column enviar_email_em timestamptz,
     add column email_enviado_em timestamptz,
     add column email_tentativas integer not null default 0`,
  `create index notificacao_email_pendente_idx on notificacao (enviar_email_em) where enviar_email_em is not null and email_enviado_em is null`,
];

export const emailsDeNotificacao: Migration = {
  version: 22,
  name: 'emails_de_notificacao',
  async up(db: Kysely<unknown>) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
};
