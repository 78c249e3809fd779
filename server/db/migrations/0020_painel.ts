import { sql, type Kysely } from 'kysely';
import type { Definicao } from '#contract/questionario';
import type { Respostas } from '#contract/questionarioRegras';
import { apuracao } from '../../atividades/apuracao';
import type { Migration } from '../migrate';

const statements = [
  // Written by the transition that starts or concludes the activity (server/atividades/transicionar.ts),
  // in its transaction: the painel sums them without reading the histórico or any questionnaire.
  `alter table atividade
     add column iniciada_em timestamptz,
     add column concluida_em timestamptz,
     add column conformidade double precision check (conformidade between 0 and 100),
     add column perguntas_reprovadas text[] not null default '{}'`,
  `update atividade a set iniciada_em = h.iniciada_em, concluida_em = h.concluida_em
     from (select empresa_id, atividade_id,
                  min(em) filter (where acao = 'iniciar') as iniciada_em,
                  max(em) filter (where acao = 'concluir') as concluida_em
           from atividade_historico where acao in ('iniciar', 'concluir') group by empresa_id, atividade_id) h
     where h.empresa_id = a.empresa_id and h.atividade_id = a.id`,
  `update atividade set concluida_em = null where status <> 'concluida'`,
  // The painel sums a period's activities from the index alone (server/db/repositories/painel.ts):
  // a quarter of a large company is tens of thousands of rows scattered over the table's pages.
  `create index atividade_painel_idx on atividade (empresa_id, agendada_para)
     include (status, prazo, site_id, tipo_servico_id, responsavel_id, questionario_id, conformidade, iniciada_em, concluida_em)`,
  // The few concluded activities with a failed question, for the painel's most failed ones.
  `create index atividade_reprovadas_idx on atividade (empresa_id, agendada_para)
     include (site_id, tipo_servico_id, responsavel_id, questionario_id, questionario_versao, perguntas_reprovadas)
     where status = 'concluida' and perguntas_reprovadas <> '{}'`,
];

/** Activities concluded before this migration: their score, from the version they froze. */
async function apurarConcluidas(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ empresa_id: string; id: string; respostas: Respostas; definicao: Definicao }>`
    select a.empresa_id, a.id, a.respostas, v.definicao from atividade a
    join questionario_versao v on v.empresa_id = a.empresa_id and v.questionario_id = a.questionario_id and v.numero = a.questionario_versao
    where a.status = 'concluida'`.execute(db);
  for (const row of rows) {
    const { conformidade, perguntas_reprovadas } = apuracao(row.definicao, row.respostas);
    await sql`update atividade set conformidade = ${conformidade}, perguntas_reprovadas = ${perguntas_reprovadas}::text[]
              where empresa_id = ${row.empresa_id} and id = ${row.id}`.execute(db);
  }
}

export const painel: Migration = {
  version: 20,
  name: 'painel',
  async up(db: Kysely<unknown>) {
    for (const statement of statements) await sql.raw(statement).execute(db);
    await apurarConcluidas(db);
  },
};
