import { sql, type Kysely } from 'kysely';
import type { Migration } from '../migrate';

const statements = [
  // Photos and signatures sent while an activity is filled in. An answer refers to a file by id;
  // the bytes live under DATA_DIR/files, named by `arquivo`. Kept while the activity exists,
  // so a report printed later still shows what was sent.
  `create table atividade_arquivo (
     empresa_id uuid not null references empresa (id) on delete cascade,
     id uuid not null default gen_random_uuid(),
     atividade_id uuid not null,
     tipo text not null check (tipo in ('image/png', 'image/jpeg', 'image/webp')),
     tamanho integer not null check (tamanho > 0),
     arquivo text not null,
     criado_em timestamptz not null,
     criado_por uuid references usuario (id) on delete set null,
     primary key (empresa_id, id),
     foreign key (empresa_id, atividade_id) references atividade (empresa_id, id) on delete cascade
   )`,
  `create index atividade_arquivo_atividade_idx on atividade_arquivo (empresa_id, atividade_id)`,
  `select prumo_tabela_da_empresa('atividade_arquivo')`,
];

export const atividadeArquivos: Migration = {
  version: 8,
  name: 'atividade_arquivos',
  async up(db: Kysely<unknown>) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
};
