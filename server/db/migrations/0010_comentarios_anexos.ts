import { sql, type Kysely } from 'kysely';
import type { Migration } from '../migrate';

const statements = [
  // The conversation about an activity. `mencoes` holds the ids of the members the text mentions
  // (as `@[Nome](id)`), checked to be the company's when written.
  `create table atividade_comentario (
     empresa_id uuid not null,
     atividade_id uuid not null,
     id bigint generated always as identity,
     texto text not null check (length(texto) between 1 and 4000),
     mencoes uuid[] not null default '{}',
     criado_em timestamptz not null,
     criado_por uuid references usuario (id) on delete set null,
     editado_em timestamptz,
     primary key (empresa_id, atividade_id, id),
     foreign key (empresa_id, atividade_id) references atividade (empresa_id, id) on delete cascade
   )`,
  `select prumo_tabela_da_empresa('atividade_comentario')`,

  // Files attached to an activity (documents, photos, spreadsheets), apart from the answers'
  // photos. `nome` is the sent name, cleaned, for display and download only; the bytes live under
  // DATA_DIR/files, named by `arquivo`.
  `create table atividade_anexo (
     empresa_id uuid not null,
     atividade_id uuid not null,
     id bigint generated always as identity,
     nome text not null check (length(nome) between 1 and 120),
     tipo text not null check (tipo in (
       'application/pdf', 'image/png', 'image/jpeg', 'image/webp',
       'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
       'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')),
     tamanho integer not null check (tamanho > 0),
     arquivo text not null,
     criado_em timestamptz not null,
     criado_por uuid references usuario (id) on delete set null,
     primary key (empresa_id, atividade_id, id),
     foreign key (empresa_id, atividade_id) references atividade (empresa_id, id) on delete cascade
   )`,
  `select prumo_tabela_da_empresa('atividade_anexo')`,

  // Comments and attachments go to the histórico too.
  `alter table atividade_historico drop constraint atividade_historico_acao_check`,
  `alter table atividade_historico add constraint atividade_historico_acao_check
     check (acao in ('criacao', 'edicao', 'respostas', 'iniciar', 'pausar', 'retomar', 'concluir', 'cancelar', 'reabrir',
                     'comentario', 'comentario_editado', 'comentario_removido', 'anexo', 'anexo_removido'))`,
];

export const comentariosAnexos: Migration = {
  version: 10,
  name: 'comentarios_anexos',
  async up(db: Kysely<unknown>) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
};
