import { sql, type Kysely } from 'kysely';
import type { Migration } from '../migrate';

const statements = [
  `alter table notificacao drop constraint notificacao_tipo_check`,
  `alter table notificacao add constraint notificacao_tipo_check
     check (tipo in ('atividade_atribuida', 'mencao', 'acao_atribuida', 'acao_resolvida', 'webhook_desativado', 'atividade_atrasada', 'acao_atrasada'))`,

  // The prazo whose passing was last notified: a record is told of once per prazo, and a new
  // prazo (an edit) arms the notice again. Written with the notifications, in their transaction.
  `alter table atividade add column atraso_avisado_prazo timestamptz`,
  `alter table acao add column atraso_avisado_prazo timestamptz`,
  // What was already overdue before these notices existed is not news.
  `update atividade set atraso_avisado_prazo = prazo where prazo < now() and status not in ('concluida', 'cancelada')`,
  `update acao set atraso_avisado_prazo = prazo where prazo < now() and status in ('aberta', 'em_andamento')`,
  // The round's search across companies (server/notificacoes/atrasos.ts): only the open records
  // whose prazo was not told of, so those told of leave the index.
  `create index atividade_atraso_idx on atividade (prazo) where atraso_avisado_prazo is distinct from prazo and status not in ('concluida', 'cancelada')`,
  `create index acao_atraso_idx on acao (prazo) where atraso_avisado_prazo is distinct from prazo and status in ('aberta', 'em_andamento')`,

  // A person may take a company's mails in one daily digest: the rows marked for it are due at
  // the digest's hour and go together (server/notificacoes/emails.ts).
  `alter table membro add column email_resumo_diario boolean not null default false`,
  `alter table notificacao add column email_no_resumo boolean not null default false`,
];

export const avisos: Migration = {
  version: 24,
  name: 'avisos',
  async up(db: Kysely<unknown>) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
};
