import { sql, type Kysely } from 'kysely';
import type { Migration } from '../migrate';

const statements = [
  `alter table notificacao drop constraint notificacao_tipo_check`,
  `alter table notificacao add constraint notificacao_tipo_check
     check (tipo in ('atividade_atribuida', 'mencao', 'acao_atribuida', 'acao_resolvida', 'webhook_desativado', 'atividade_atrasada', 'acao_atrasada', 'atividade_concluida'))`,

  // Who follows a site hears of every activity concluded there (docs/notificacoes.md). A person
  // who leaves the company, or a site removed, takes their follows with them.
  `create table site_seguidor (
     empresa_id uuid not null,
     site_id uuid not null,
     usuario_id uuid not null,
     criado_em timestamptz not null,
     primary key (empresa_id, site_id, usuario_id),
     foreign key (empresa_id, site_id) references site (empresa_id, id) on delete cascade,
     foreign key (empresa_id, usuario_id) references membro (empresa_id, usuario_id) on delete cascade
   )`,
  `select prumo_tabela_da_empresa('site_seguidor')`,

  // Whether a concluded activity's report goes to the site's contact by e-mail: the site asks
  // for it, or the service type does for every site.
  `alter table site add column enviar_relatorio_ao_cliente boolean not null default false`,
  `alter table tipo_servico add column enviar_relatorio_ao_cliente boolean not null default false`,

  // The report mails due to clients, written in the concluding transaction and sent by the
  // notifications' round (server/notificacoes/relatorioAoCliente.ts), with the same tries and
  // marks as a notification's mail. The link is made when the mail goes: only its hash is stored.
  `create table relatorio_ao_cliente (
     empresa_id uuid not null,
     id bigint generated always as identity,
     atividade_id uuid not null,
     para text not null,
     criado_em timestamptz not null,
     -- Who concluded the activity: the link the mail makes is theirs, as one made by hand would be.
     criado_por uuid references usuario (id) on delete set null,
     enviar_email_em timestamptz,
     email_enviado_em timestamptz,
     email_tentativas integer not null default 0,
     primary key (empresa_id, id),
     foreign key (empresa_id, atividade_id) references atividade (empresa_id, id) on delete cascade
   )`,
  `create index relatorio_ao_cliente_pendente_idx on relatorio_ao_cliente (enviar_email_em) where enviar_email_em is not null and email_enviado_em is null`,
  `select prumo_tabela_da_empresa('relatorio_ao_cliente')`,
];

export const conclusaoAvisada: Migration = {
  version: 29,
  name: 'conclusao_avisada',
  async up(db: Kysely<unknown>) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
};
