import { sql, type Kysely } from 'kysely';
import type { Migration } from '../migrate';

const statements = [
  // The live events' outbox (docs/arquitetura.md, "Ao vivo"): one row per change a screen must
  // hear of, written in the transaction that made the change, so a change that rolls back is never
  // announced. A publisher takes the rows after commit and removes them once on the live stream.
  // Apart from webhook_entrega: that is one row per receiver, kept with its attempts for 30 days;
  // this is one row per change, for every open screen, gone within a second.
  `create table ao_vivo_evento (
     empresa_id uuid not null references empresa (id) on delete cascade,
     id bigint generated always as identity,
     evento jsonb not null,
     primary key (empresa_id, id)
   )`,
  // The publisher's read across companies, in the order written.
  `create index ao_vivo_evento_id_idx on ao_vivo_evento (id)`,
  `select prumo_tabela_da_empresa('ao_vivo_evento')`,
];

export const aoVivo: Migration = {
  version: 28,
  name: 'ao_vivo',
  async up(db: Kysely<unknown>) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
};
