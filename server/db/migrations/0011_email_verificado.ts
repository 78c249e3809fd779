import { sql, type Kysely } from 'kysely';
import type { Migration } from '../migrate';

const statements = [
  // Until a person proves they read an address's mail, the address grants nothing: invitations
  // to it are neither listed nor accepted on its account's word.
  `alter table usuario add column email_verificado_em timestamptz`,
  // Who signed up through an invitation's link proved the address with the mailed token.
  `update usuario set email_verificado_em = convite.aceito_em
     from convite
    where convite.aceito_por = usuario.id and convite.email = usuario.email`,

  // A link mailed to an address (a new account's, or the one a person is changing to): the
  // address changes, or counts as verified, only once the link is used.
  `create table verificacao_email (
     hash text primary key,
     usuario_id uuid not null references usuario (id) on delete cascade,
     email citext not null,
     criado_em timestamptz not null,
     expira_em timestamptz not null,
     usado_em timestamptz
   )`,
  `create index verificacao_email_usuario_idx on verificacao_email (usuario_id)`,
];

export const emailVerificado: Migration = {
  version: 11,
  name: 'email_verificado',
  async up(db: Kysely<unknown>) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
};
