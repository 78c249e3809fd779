import { sql, type RawBuilder } from 'kysely';
import { moverData, PAINEL_GRUPOS_MAX, type PainelQuery, type PerguntaReprovada } from '#contract/painel';
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
 * is the step of the series, counted from 1 in the order of the steps given; `nome`, a
 * breakdown's row's site, type, person or questionnaire.
 */
export type LinhaDaSoma = Soma & { [D in Dimensao]: string | null } & { passo: number | null; conjunto: Dimensao | 'passo' | 'todas'; nome: string | null };

/**
 * The name of a breakdown's row, read in the statement that sums it (no round trip per breakdown):
 * only the branch of its dimension runs, once per row the painel shows.
 */
function nomeDoGrupo(empresaId: string, dimensao: RawBuilder<string>, valor: RawBuilder<string | null>): RawBuilder<string | null> {
  return sql<string | null>`case ${dimensao}
    when 'site_id' then (select nome from site where empresa_id = ${empresaId} and id = ${valor})
    when 'tipo_servico_id' then (select nome from tipo_servico where empresa_id = ${empresaId} and id = ${valor})
    when 'responsavel_id' then (select nome from usuario_da_empresa where id = ${valor})
    when 'questionario_id' then (select titulo from questionario where empresa_id = ${empresaId} and id = ${valor})
  end`;
}

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
 * grouping sets of the same scan.
 */
async function somarAsAtividades(trx: Trx, empresaId: string, query: PainelQuery, contexto: ListaContexto, passos: string[]): Promise<LinhaDaSoma[]> {
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
  // Only the breakdowns' rows the painel shows leave the database, with their names.
  const { rows } = await sql<LinhaDaSoma>`
    select somas.*, ${nomeDoGrupo(empresaId, sql`somas.conjunto`, sql`coalesce(${sql.join(DIMENSOES.map((dimensao) => sql`somas.${sql.ref(dimensao)}`))})`)} as nome
    from (
      select ${sql.join(chaves.map((chave) => sql.ref(chave)))},
             case ${conjunto} else 'todas' end as conjunto,
             count(*)::int as atividades,
             (count(*) filter (where concluida))::int as concluidas,
             (count(*) filter (where cancelada))::int as canceladas,
             (count(*) filter (where atrasada))::int as atrasadas,
             count(conformidade)::int as avaliadas,
             (sum(conformidade) / nullif(count(conformidade), 0))::float8 as media,
             count(minutos)::int as medidas,
             (sum(minutos) / nullif(count(minutos), 0))::float8 as minutos,
             row_number() over (partition by case ${conjunto} else 'todas' end order by count(*) desc) as posicao
      from (${periodo}) as periodo
      group by grouping sets ((), ${sql.join(chaves.map((chave) => sql`(${sql.ref(chave)})`))})
    ) as somas
    where somas.conjunto in ('todas', 'passo') or somas.posicao <= ${PAINEL_GRUPOS_MAX}`.execute(trx);
  return rows;
}

/** Whether the painel narrows the company's activities to one site, type, person or questionnaire. */
const recortado = (query: PainelQuery) => DIMENSOES.some((dimensao) => query[dimensao] !== undefined);

/** A day's or a step's sums as painel_dia keeps them (migration 0031): counts and sums, no means. */
interface SomaDosDias {
  dimensao: Dimensao | 'todas';
  valor: string;
  nome: string | null;
  passo: number | null;
  atividades: number;
  concluidas: number;
  canceladas: number;
  avaliadas: number;
  soma_conformidade: number;
  medidas: number;
  soma_minutos: number;
}

const media = (soma: number, quantos: number) => (quantos === 0 ? null : soma / quantos);

/**
 * The period's whole months (the first day of the first and of the last, or none) and the ranges of
 * days outside them: a quarter of whole months is three months and no day.
 */
function mesesEDias(de: string, ate: string): { meses: [string, string] | null; dias: [string, string][] } {
  const primeiro = de.endsWith('-01') ? de : moverData(`${de.slice(0, 8)}01`, { meses: 1 });
  const ultimo = moverData(ate, { dias: 1 }).endsWith('-01') ? `${ate.slice(0, 8)}01` : moverData(`${ate.slice(0, 8)}01`, { meses: -1 });
  if (primeiro > ultimo) return { meses: null, dias: [[de, ate]] };
  const depois = moverData(ultimo, { meses: 1 });
  const dias: [string, string][] = [];
  if (de < primeiro) dias.push([de, moverData(primeiro, { dias: -1 })]);
  if (depois <= ate) dias.push([depois, ate]);
  return { meses: [primeiro, ultimo], dias };
}

const SOMAS = sql`sum(atividades)::int as atividades, sum(concluidas)::int as concluidas, sum(canceladas)::int as canceladas,
  sum(avaliadas)::int as avaliadas, sum(soma_conformidade)::float8 as soma_conformidade,
  sum(medidas)::int as medidas, sum(soma_minutos)::float8 as soma_minutos`;

/**
 * The same sums as somarAsAtividades, from the sums the writes keep (migration 0031): the whole
 * period and the series from the days' `todas` rows, the breakdowns from the whole months' rows and
 * the days' rows outside them. Only the atrasadas move with the clock: they are counted from the
 * activities, through the list's own filter, on the index of open ones.
 */
async function somarDosDias(trx: Trx, empresaId: string, query: PainelQuery, contexto: ListaContexto, passos: string[]): Promise<LinhaDaSoma[]> {
  const { meses, dias } = mesesEDias(query.de, query.ate);
  const partes = [
    sql`select dimensao, valor, width_bucket(dia, ${passos}::date[]) as passo, ${SOMAS} from painel_dia
        where empresa_id = ${empresaId} and dimensao = 'todas' and dia between ${query.de}::date and ${query.ate}::date group by 1, 2, 3`,
    ...dias.map(
      ([de, ate]) => sql`select dimensao, valor, null::int as passo, ${SOMAS} from painel_dia
        where empresa_id = ${empresaId} and dimensao in (${sql.join(DIMENSOES)}) and dia between ${de}::date and ${ate}::date group by 1, 2`,
    ),
    ...(meses
      ? [
          sql`select dimensao, valor, null::int as passo, ${SOMAS} from painel_mes
              where empresa_id = ${empresaId} and dimensao in (${sql.join(DIMENSOES)}) and mes between ${meses[0]}::date and ${meses[1]}::date group by 1, 2`,
        ]
      : []),
  ];
  const [somas, atrasadas] = await Promise.all([
    // Only the breakdowns' rows the painel shows leave the database: a large company's sites are thousands.
    sql<SomaDosDias>`
      select somas.*, ${nomeDoGrupo(empresaId, sql`somas.dimensao`, sql`somas.valor`)} as nome from (
        select dimensao, valor, passo, ${SOMAS},
               row_number() over (partition by dimensao order by sum(atividades) desc) as posicao
        from (${sql.join(partes, sql` union all `)}) as partes
        group by 1, 2, 3 having sum(atividades) <> 0
      ) as somas
      where dimensao = 'todas' or posicao <= ${PAINEL_GRUPOS_MAX}`.execute(trx),
    filtrados(trx.selectFrom('atividade as a').select(sql<number>`count(*)::int`.as('total')), empresaId, { de: query.de, ate: query.ate, atrasadas: true }, contexto)
      .executeTakeFirstOrThrow()
      .then((row) => row.total),
  ]);
  const semDimensao = { site_id: null, tipo_servico_id: null, responsavel_id: null, questionario_id: null };
  const linha = (soma: Omit<SomaDosDias, 'dimensao' | 'valor' | 'passo' | 'nome'>) => ({
    atividades: soma.atividades,
    concluidas: soma.concluidas,
    canceladas: soma.canceladas,
    atrasadas: 0,
    avaliadas: soma.avaliadas,
    media: media(soma.soma_conformidade, soma.avaliadas),
    medidas: soma.medidas,
    minutos: media(soma.soma_minutos, soma.medidas),
  });
  const passosSomados = somas.rows.filter((dia) => dia.dimensao === 'todas');
  const total = { atividades: 0, concluidas: 0, canceladas: 0, avaliadas: 0, soma_conformidade: 0, medidas: 0, soma_minutos: 0 };
  for (const passo of passosSomados) for (const campo of Object.keys(total) as (keyof typeof total)[]) total[campo] += passo[campo];
  return [
    { ...linha(total), atrasadas, ...semDimensao, passo: null, conjunto: 'todas', nome: null },
    ...passosSomados.map((passo): LinhaDaSoma => ({ ...linha(passo), ...semDimensao, passo: passo.passo, conjunto: 'passo', nome: null })),
    ...somas.rows
      .filter((dia): dia is SomaDosDias & { dimensao: Dimensao } => dia.dimensao !== 'todas')
      .map((dia): LinhaDaSoma => ({ ...linha(dia), ...semDimensao, [dia.dimensao]: dia.valor, passo: null, conjunto: dia.dimensao, nome: dia.nome })),
  ];
}

/**
 * Everything the painel counts for the period: the whole period (`todas`), each step of the series
 * and each breakdown. `passos` are the first days of the series' steps, in order. A painel narrowed
 * to a site, type, person or questionnaire sums its activities (fewer, on their indexes); the
 * company's whole period sums its days.
 */
export function somar(trx: Trx, empresaId: string, query: PainelQuery, contexto: ListaContexto, passos: string[]): Promise<LinhaDaSoma[]> {
  return recortado(query) ? somarAsAtividades(trx, empresaId, query, contexto, passos) : somarDosDias(trx, empresaId, query, contexto, passos);
}

/** A failed question as the period counts it: the latest version it failed in is where its text is read. */
interface Reprovacao {
  questionario_id: string;
  pergunta_id: string;
  versao: number;
  reprovacoes: number;
}

/**
 * The failed questions with their questionnaire's title and their text in the latest version each
 * failed in, read in the same statement as the counts: the versions' definitions stay in the database.
 */
async function comTextos(trx: Trx, empresaId: string, falhas: RawBuilder<Reprovacao>): Promise<PerguntaReprovada[]> {
  const { rows } = await sql<PerguntaReprovada>`
    select f.questionario_id, coalesce(q.titulo, '') as questionario_titulo, f.pergunta_id,
           coalesce(
             (select pergunta ->> 'enunciado'
              from jsonb_array_elements(v.definicao -> 'secoes') as secao, jsonb_array_elements(secao -> 'perguntas') as pergunta
              where pergunta ->> 'id' = f.pergunta_id limit 1),
             f.pergunta_id
           ) as texto,
           f.reprovacoes
    from (${falhas}) as f
    left join questionario as q on q.empresa_id = ${empresaId} and q.id = f.questionario_id
    left join questionario_versao as v on v.empresa_id = ${empresaId} and v.questionario_id = f.questionario_id and v.numero = f.versao
    order by f.reprovacoes desc, f.questionario_id, f.pergunta_id`.execute(trx);
  return rows;
}

function reprovacoesDasAtividades(empresaId: string, query: PainelQuery, contexto: ListaContexto, limite: number, trx: Trx): RawBuilder<Reprovacao> {
  const falhas = filtrados(
    trx
      .selectFrom('atividade as a')
      .select(['a.questionario_id', 'a.questionario_versao', sql<string>`unnest(a.perguntas_reprovadas)`.as('pergunta_id')])
      .where(sql<boolean>`a.perguntas_reprovadas <> '{}'`),
    empresaId,
    { ...filtrosDa(query), status: ['concluida'] },
    contexto,
  );
  return sql<Reprovacao>`
    select questionario_id, pergunta_id, max(questionario_versao)::int as versao, count(*)::int as reprovacoes
    from (${falhas}) as falhas
    group by questionario_id, pergunta_id
    order by reprovacoes desc, questionario_id, pergunta_id
    limit ${limite}`;
}

/** reprovacoesDasAtividades from the days' counts (migration 0031), for the company's whole period. */
function reprovacoesDosDias(empresaId: string, query: PainelQuery, limite: number): RawBuilder<Reprovacao> {
  return sql<Reprovacao>`
    select questionario_id, pergunta_id, (max(versao) filter (where reprovacoes > 0))::int as versao, sum(reprovacoes)::int as reprovacoes
    from painel_reprovacao_dia
    where empresa_id = ${empresaId} and dia between ${query.de}::date and ${query.ate}::date
    group by questionario_id, pergunta_id
    having sum(reprovacoes) > 0
    order by reprovacoes desc, questionario_id, pergunta_id
    limit ${limite}`;
}

/** The questions that scored nothing most often in the period's concluded activities, with their texts. */
export function reprovacoes(trx: Trx, empresaId: string, query: PainelQuery, contexto: ListaContexto, limite: number): Promise<PerguntaReprovada[]> {
  const falhas = recortado(query) ? reprovacoesDasAtividades(empresaId, query, contexto, limite, trx) : reprovacoesDosDias(empresaId, query, limite);
  return comTextos(trx, empresaId, falhas);
}
