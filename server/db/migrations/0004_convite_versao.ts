import { sql, type Kysely } from 'kysely';
import type { Migration } from '../migrate';

const statements = [
  // Resending and revoking an invitation are writes like any other: they carry the versao read.
  `alter table convite add column versao integer not null default 1`,
];

export const conviteVersao: Migration = {
  version: 4,
  name: 'convite_versao',
  async up(db: Kysely<unknown>) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
};
