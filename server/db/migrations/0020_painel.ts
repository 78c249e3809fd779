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

/** Activities scored per statement: a large company's are read and written in batches, never all at once. */
const LOTE = 1000;

type Concluida = { empresa_id: string; id: string; respostas: Respostas; questionario_id: string; questionario_versao: number };

/**
 * Activities concluded before this migration: their score, from the version they froze. Read by
 * keyset in batches, each written back in one statement; the versions are read once each.
 */
export async function apurarConcluidas(db: Kysely<unknown>, lote = LOTE): Promise<void> {
  const definicoes = new Map<string, Definicao>();
  const chave = (linha: { empresa_id: string; questionario_id: string; questionario_versao: number }) =>
    `${linha.empresa_id}:${linha.questionario_id}:${linha.questionario_versao}`;
  let depois: Concluida | undefined;
  for (;;) {
    const { rows } = await sql<Concluida>`
      select empresa_id, id, respostas, questionario_id, questionario_versao from atividade
      where status = 'concluida' and questionario_versao is not null and respostas <> '{}'
      ${depois ? sql`and (empresa_id, id) > (${depois.empresa_id}::uuid, ${depois.id}::uuid)` : sql``}
      order by empresa_id, id limit ${lote}`.execute(db);
    if (rows.length === 0) return;
    const faltam = [...new Map(rows.filter((linha) => !definicoes.has(chave(linha))).map((linha) => [chave(linha), linha])).values()];
    if (faltam.length > 0) {
      const pedidas = JSON.stringify(faltam.map(({ empresa_id, questionario_id, questionario_versao }) => ({ empresa_id, questionario_id, numero: questionario_versao })));
      const versoes = await sql<{ empresa_id: string; questionario_id: string; numero: number; definicao: Definicao }>`
        select v.empresa_id, v.questionario_id, v.numero, v.definicao from questionario_versao v
        join jsonb_to_recordset(${pedidas}::jsonb) as p(empresa_id uuid, questionario_id uuid, numero int)
          on p.empresa_id = v.empresa_id and p.questionario_id = v.questionario_id and p.numero = v.numero`.execute(db);
      for (const versao of versoes.rows) definicoes.set(chave({ ...versao, questionario_versao: versao.numero }), versao.definicao);
    }
    const apuradas = rows.map((linha) => ({ empresa_id: linha.empresa_id, id: linha.id, ...apuracao(definicoes.get(chave(linha)) ?? null, linha.respostas) }));
    await sql`
      update atividade a set conformidade = v.conformidade, perguntas_reprovadas = array(select jsonb_array_elements_text(v.perguntas_reprovadas))
      from jsonb_to_recordset(${JSON.stringify(apuradas)}::jsonb) as v(empresa_id uuid, id uuid, conformidade double precision, perguntas_reprovadas jsonb)
      where a.empresa_id = v.empresa_id and a.id = v.id`.execute(db);
    depois = rows[rows.length - 1];
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
