import { sql, type Kysely } from 'kysely';
import type { Migration } from '../migrate';

const statements = [
  // Who last wrote each answer and comment, and the activity version that write made, by field
  // (`respostas.<id>`, `comentarios.<id>`): a save over an older version is refused only for the
  // questions someone else wrote since (server/atividades/respostas.ts).
  `alter table atividade add column respostas_escritas jsonb not null default '{}'`,
  // What is already there counts as written at today's version by someone unknown: a save from
  // before it that disagrees is a conflict to resolve, never a silent overwrite.
  `update atividade a
      set respostas_escritas = (
        select coalesce(jsonb_object_agg(campo, jsonb_build_object('versao', a.versao, 'por', null)), '{}')
          from (select 'respostas.' || k as campo from jsonb_object_keys(a.respostas) k
                union all
                select 'comentarios.' || k from jsonb_object_keys(a.comentarios) k) campos)
    where a.respostas <> '{}' or a.comentarios <> '{}'`,
  // Where the phone was when the work started or ended, if its owner allowed it.
  `alter table atividade_historico add column localizacao jsonb`,
];

export const respostasEscritasLocalizacao: Migration = {
  version: 15,
  name: 'respostas_escritas_localizacao',
  async up(db: Kysely<unknown>) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
};
