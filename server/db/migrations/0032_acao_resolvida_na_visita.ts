import { sql, type Kysely } from 'kysely';
import type { Migration } from '../migrate';

const statements = [
  // The visit at which the responsável fixed the action (docs/acoes.md): the fix is checked by a
  // later visit, never by the one that made it. Cleared when the action is reopened.
  `alter table acao add column resolvida_na_atividade_id uuid`,
  `alter table acao add foreign key (empresa_id, resolvida_na_atividade_id) references atividade (empresa_id, id)`,
];

export const acaoResolvidaNaVisita: Migration = {
  version: 32,
  name: 'acao_resolvida_na_visita',
  async up(db: Kysely<unknown>) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
};
