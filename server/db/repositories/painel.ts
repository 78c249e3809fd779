import { sql } from 'kysely';
import type { PainelQuery } from '#contract/painel';
import { atrasadaEm, filtrados, type ListaContexto } from './atividadesLista';
import type { Trx } from '../tenant';

/** The breakdowns, each a column of the activity; `passo` is the series' step. */
export const DIMENSOES = ['site_id', 'tipo_servico_id', 'responsavel_id', 'questionario_id'] as const;
export type Dimensao = (typeof DIMENSOES)[number];

/** The sums of one group of the period's activities. */
export interface Soma {
  atividades: number;
  concluidas: number;
  canceladas: number;
  atrasadas: number;
  /** Concluded with a score, and its mean. */
  avaliadas: number;
  media: number | null;
  /** Concluded with a start, and the mean minutes from it to the conclusion. */
  medidas: number;
  minutos: number | null;
}

/**
 * A row of the grouping sets: `conjunto` names the set it sums (`todas`: the whole period); `passo`
 * is the step of the series, counted from 1 in the order of the steps given.
 */
export type LinhaDaSoma = Soma & { [D in Dimensao]: string | null } & { passo: number | null; conjunto: Dimensao | 'passo' | 'todas' };

const filtrosDa = (query: PainelQuery) => ({
  de: query.de,
  ate: query.ate,
  site_id: query.site_id,
  tipo_servico_id: query.tipo_servico_id,
  responsavel_id: query.responsavel_id,
  questionario_id: query.questionario_id,
});

/**
 * Everything the painel counts in one pass over the period's activities, through the list's own
 * filters (atividadesLista.ts): the whole period, each step of the series and each breakdown are
 * grouping sets of the same scan. `passos` are the first days of the series' steps, in order.
 */
export async function somar(trx: Trx, empresaId: string, query: PainelQuery, contexto: ListaContexto, passos: string[]): Promise<LinhaDaSoma[]> {
  const periodo = filtrados(
    trx
      .selectFrom('atividade as a')
      .select((eb) => [
        ...DIMENSOES.map((dimensao) => `a.${dimensao}` as const),
        // Each row's status is compared here once, not in every aggregate of every grouping set:
        // the scores and durations are null unless concluded, so the aggregates need no filter.
        sql<boolean>`a.status = 'concluida'`.as('concluida'),
        sql<boolean>`a.status = 'cancelada'`.as('cancelada'),
        sql<number | null>`case when a.status = 'concluida' then a.conformidade end`.as('conformidade'),
        // date_part answers float8; extract answers numeric, whose arithmetic cost a quarter's sums a fifth of their time.
        sql<number | null>`case when a.status = 'concluida' then date_part('epoch', a.concluida_em - a.iniciada_em) / 60 end`.as('minutos'),
        // The steps' first instants are found once, in the company's time zone: converting each
        // row's instant to a local date instead took half the query's time on a quarter.
        sql<number>`width_bucket(a.agendada_para, array(select dia::timestamp at time zone ${contexto.fuso} from unnest(${passos}::date[]) as dia))`.as(
          'passo',
        ),
        atrasadaEm(contexto.agora)(eb).as('atrasada'),
      ]),
    empresaId,
    filtrosDa(query),
    contexto,
  );
  const chaves = [...DIMENSOES, 'passo'] as const;
  const conjunto = sql.join(
    chaves.map((chave) => sql`when grouping(${sql.ref(chave)}) = 0 then ${chave}`),
    sql` `,
  );
  // A mean is a sum over a count: avg of a float8 also keeps the sum of squares, for every row in every set.
  const { rows } = await sql<LinhaDaSoma>`
    select ${sql.join(chaves.map((chave) => sql.ref(chave)))},
           case ${conjunto} else 'todas' end as conjunto,
           count(*)::int as atividades,
           (count(*) filter (where concluida))::int as concluidas,
           (count(*) filter (where cancelada))::int as canceladas,
           (count(*) filter (where atrasada))::int as atrasadas,
           count(conformidade)::int as avaliadas,
           (sum(conformidade) / nullif(count(conformidade), 0))::float8 as media,
           count(minutos)::int as medidas,
           (sum(minutos) / nullif(count(minutos), 0))::float8 as minutos
    from (${periodo}) as periodo
    group by grouping sets ((), ${sql.join(chaves.map((chave) => sql`(${sql.ref(chave)})`))})`.execute(trx);
  return rows;
}

export interface Reprovacao {
  questionario_id: string;
  pergunta_id: string;
  /** The latest version it failed in: its text is read there. */
  versao: number;
  reprovacoes: number;
}

/** The questions that scored nothing most often in the period's concluded activities. */
export async function reprovacoes(trx: Trx, empresaId: string, query: PainelQuery, contexto: ListaContexto, limite: number): Promise<Reprovacao[]> {
  const falhas = filtrados(
    trx
      .selectFrom('atividade as a')
      .select(['a.questionario_id', 'a.questionario_versao', sql<string>`unnest(a.perguntas_reprovadas)`.as('pergunta_id')])
      .where(sql<boolean>`a.perguntas_reprovadas <> '{}'`),
    empresaId,
    { ...filtrosDa(query), status: ['concluida'] },
    contexto,
  );
  const { rows } = await sql<Reprovacao>`
    select questionario_id, pergunta_id, max(questionario_versao)::int as versao, count(*)::int as reprovacoes
    from (${falhas}) as falhas
    group by questionario_id, pergunta_id
    order by reprovacoes desc, questionario_id, pergunta_id
    limit ${limite}`.execute(trx);
  return rows;
}

/** The names of the rows a breakdown shows. */
export async function nomes(trx: Trx, empresaId: string, dimensao: Dimensao, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const consulta = {
    site_id: () => trx.selectFrom('site').select(['id', 'nome']).where('empresa_id', '=', empresaId).where('id', 'in', ids),
    tipo_servico_id: () => trx.selectFrom('tipo_servico').select(['id', 'nome']).where('empresa_id', '=', empresaId).where('id', 'in', ids),
    responsavel_id: () => trx.selectFrom('usuario_da_empresa').select(['id', 'nome']).where('id', 'in', ids),
    questionario_id: () => trx.selectFrom('questionario').select(['id', 'titulo as nome']).where('empresa_id', '=', empresaId).where('id', 'in', ids),
  }[dimensao];
  const rows = await consulta().execute();
  return new Map(rows.map((row) => [row.id, row.nome]));
}
