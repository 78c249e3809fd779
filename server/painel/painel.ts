import { sql } from 'kysely';
import {
  agrupamentoDo,
  FAIXAS_DE_IDADE,
  moverData,
  PAINEL_PERGUNTAS_MAX,
  type Agrupamento,
  type Painel,
  type PainelGrupo,
  type PainelPonto,
  type PainelQuery,
} from '#contract/painel';
import { acoes } from '../db/repositories/acoes';
import type { ListaContexto } from '../db/repositories/atividadesLista';
import { DIMENSOES, reprovacoes, somar, type Dimensao, type LinhaDaSoma } from '../db/repositories/painel';
import type { Trx } from '../db/tenant';

const umaCasa = (valor: number | null) => (valor === null ? null : Math.round(valor * 10) / 10);

/** The first day of the step `data` falls in: weeks start on Monday, as PostgreSQL's date_trunc. */
function inicioDoPasso(data: string, agrupamento: Agrupamento): string {
  if (agrupamento === 'dia') return data;
  if (agrupamento === 'mes') return `${data.slice(0, 8)}01`;
  const diaDaSemana = (new Date(`${data}T00:00:00Z`).getUTCDay() + 6) % 7;
  return moverData(data, { dias: -diaDaSemana });
}

const proximoPasso = (inicio: string, agrupamento: Agrupamento) =>
  agrupamento === 'dia' ? moverData(inicio, { dias: 1 }) : agrupamento === 'semana' ? moverData(inicio, { dias: 7 }) : moverData(inicio, { meses: 1 });

/** The first day of every step the period touches, in order. */
function passosDo(query: PainelQuery, agrupamento: Agrupamento): string[] {
  const passos: string[] = [];
  for (let passo = inicioDoPasso(query.de, agrupamento); passo <= query.ate; passo = proximoPasso(passo, agrupamento)) passos.push(passo);
  return passos;
}

/** Every step of the period, those without a concluded activity too, each clamped to the period. */
function serie(query: PainelQuery, agrupamento: Agrupamento, passos: string[], linhas: LinhaDaSoma[]): PainelPonto[] {
  const porPasso = new Map(linhas.filter((linha) => linha.conjunto === 'passo').map((linha) => [linha.passo, linha]));
  return passos.map((passo, indice) => {
    const fim = moverData(proximoPasso(passo, agrupamento), { dias: -1 });
    const linha = porPasso.get(indice + 1);
    return {
      inicio: passo < query.de ? query.de : passo,
      fim: fim > query.ate ? query.ate : fim,
      media: umaCasa(linha?.media ?? null),
      concluidas: linha?.concluidas ?? 0,
    };
  });
}

/** A breakdown's rows, most activities first (then by name): the statement that summed them kept the PAINEL_GRUPOS_MAX shown and named them. */
function grupos(dimensao: Dimensao, linhas: LinhaDaSoma[]): PainelGrupo[] {
  return linhas
    .filter((linha) => linha.conjunto === dimensao && linha[dimensao] !== null)
    .map((linha) => ({ id: linha[dimensao] as string, nome: linha.nome ?? '', atividades: linha.atividades, concluidas: linha.concluidas, media: umaCasa(linha.media) }))
    .sort((a, b) => b.atividades - a.atividades || a.nome.localeCompare(b.nome, 'pt-BR'));
}

/**
 * The transaction's settings for the painel's sums: memory for their hash tables (with the default
 * work_mem a quarter's grouping sets sort on disk: 60 ms against 38 ms in tests/bench), and no
 * parallel workers, which cost a quarter's sums more than they save once other requests share the
 * cores (docs/painel.md).
 */
export async function ajustarParaSomar(trx: Trx): Promise<void> {
  await sql`select set_config('work_mem', '32MB', true), set_config('max_parallel_workers_per_gather', '0', true)`.execute(trx);
}

/**
 * The painel of the period: the counts, the conformidade over time and by breakdown, the time
 * from start to conclusion, the questions that fail most and the open corrective actions by age.
 * Its independent reads run at once (a read binds each connection it takes to the company).
 */
export async function painel(trx: Trx, empresaId: string, query: PainelQuery, contexto: ListaContexto): Promise<Painel> {
  const agrupamento = agrupamentoDo(query.de, query.ate);
  const passos = passosDo(query, agrupamento);
  const limitesDeIdade = FAIXAS_DE_IDADE.slice(1).map(([de]) => de);
  const [linhas, falhas, porIdade] = await Promise.all([
    somar(trx, empresaId, query, contexto, passos),
    reprovacoes(trx, empresaId, query, contexto, PAINEL_PERGUNTAS_MAX),
    acoes.abertasPorIdade(trx, empresaId, query, contexto.agora, limitesDeIdade),
  ]);
  const [por_site, por_tipo, por_responsavel, por_questionario] = DIMENSOES.map((dimensao) => grupos(dimensao, linhas));
  const todas = linhas.find((linha) => linha.conjunto === 'todas');
  return {
    periodo: { de: query.de, ate: query.ate, agrupamento },
    atividades: { agendadas: todas?.atividades ?? 0, concluidas: todas?.concluidas ?? 0, atrasadas: todas?.atrasadas ?? 0, canceladas: todas?.canceladas ?? 0 },
    execucao: { media_minutos: todas?.minutos == null ? null : Math.round(todas.minutos), concluidas: todas?.medidas ?? 0 },
    conformidade: { media: umaCasa(todas?.media ?? null), avaliadas: todas?.avaliadas ?? 0, serie: serie(query, agrupamento, passos, linhas) },
    por_site: por_site!,
    por_tipo: por_tipo!,
    por_responsavel: por_responsavel!,
    por_questionario: por_questionario!,
    perguntas_mais_reprovadas: falhas,
    acoes_abertas: { total: porIdade.reduce((soma, total) => soma + total, 0), por_idade: porIdade },
  };
}
