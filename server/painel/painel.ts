import {
  agrupamentoDo,
  FAIXAS_DE_IDADE,
  PAINEL_GRUPOS_MAX,
  PAINEL_PERGUNTAS_MAX,
  type Agrupamento,
  type Painel,
  type PainelGrupo,
  type PainelPonto,
  type PainelQuery,
  type PerguntaReprovada,
} from '#contract/painel';
import { perguntasEmOrdem } from '#contract/questionarioRegras';
import { acoes } from '../db/repositories/acoes';
import type { ListaContexto } from '../db/repositories/atividadesLista';
import { DIMENSOES, nomes, reprovacoes, somar, type Dimensao, type LinhaDaSoma, type Reprovacao } from '../db/repositories/painel';
import { questionarios } from '../db/repositories/questionarios';
import type { Trx } from '../db/tenant';

const umaCasa = (valor: number | null) => (valor === null ? null : Math.round(valor * 10) / 10);

/** A date (YYYY-MM-DD) moved by days or months, in UTC so no time zone shifts it. */
function mover(data: string, { dias = 0, meses = 0 }: { dias?: number; meses?: number }): string {
  const d = new Date(`${data}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + meses, d.getUTCDate() + dias);
  return d.toISOString().slice(0, 10);
}

/** The first day of the step `data` falls in: weeks start on Monday, as PostgreSQL's date_trunc. */
function inicioDoPasso(data: string, agrupamento: Agrupamento): string {
  if (agrupamento === 'dia') return data;
  if (agrupamento === 'mes') return `${data.slice(0, 8)}01`;
  const diaDaSemana = (new Date(`${data}T00:00:00Z`).getUTCDay() + 6) % 7;
  return mover(data, { dias: -diaDaSemana });
}

const proximoPasso = (inicio: string, agrupamento: Agrupamento) =>
  agrupamento === 'dia' ? mover(inicio, { dias: 1 }) : agrupamento === 'semana' ? mover(inicio, { dias: 7 }) : mover(inicio, { meses: 1 });

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
    const fim = mover(proximoPasso(passo, agrupamento), { dias: -1 });
    const linha = porPasso.get(indice + 1);
    return {
      inicio: passo < query.de ? query.de : passo,
      fim: fim > query.ate ? query.ate : fim,
      media: umaCasa(linha?.media ?? null),
      concluidas: linha?.concluidas ?? 0,
    };
  });
}

/** A breakdown's rows with the most activities (then by name), with their names. */
async function grupos(trx: Trx, empresaId: string, dimensao: Dimensao, linhas: LinhaDaSoma[]): Promise<PainelGrupo[]> {
  const doConjunto = linhas
    .filter((linha) => linha.conjunto === dimensao && linha[dimensao] !== null)
    .sort((a, b) => b.atividades - a.atividades)
    .slice(0, PAINEL_GRUPOS_MAX);
  const nomeDe = await nomes(
    trx,
    empresaId,
    dimensao,
    doConjunto.map((linha) => linha[dimensao] as string),
  );
  return doConjunto
    .map((linha) => {
      const id = linha[dimensao] as string;
      return { id, nome: nomeDe.get(id) ?? '', atividades: linha.atividades, concluidas: linha.concluidas, media: umaCasa(linha.media) };
    })
    .sort((a, b) => b.atividades - a.atividades || a.nome.localeCompare(b.nome, 'pt-BR'));
}

/** The failed questions with their texts, read in the latest version each failed in. */
async function comTextos(trx: Trx, empresaId: string, falhas: Reprovacao[]): Promise<PerguntaReprovada[]> {
  const versoes = new Map<string, Promise<Map<string, string>>>();
  const textosDa = (questionarioId: string, versao: number) => {
    const chave = `${questionarioId}:${versao}`;
    if (!versoes.has(chave)) {
      versoes.set(
        chave,
        questionarios
          .versao(trx, empresaId, questionarioId, versao)
          .then((lida) => new Map(lida ? perguntasEmOrdem(lida.definicao).map(({ pergunta }) => [pergunta.id, pergunta.enunciado]) : [])),
      );
    }
    return versoes.get(chave)!;
  };
  const titulos = await nomes(trx, empresaId, 'questionario_id', [...new Set(falhas.map((falha) => falha.questionario_id))]);
  return Promise.all(
    falhas.map(async (falha) => ({
      questionario_id: falha.questionario_id,
      questionario_titulo: titulos.get(falha.questionario_id) ?? '',
      pergunta_id: falha.pergunta_id,
      texto: (await textosDa(falha.questionario_id, falha.versao)).get(falha.pergunta_id) ?? falha.pergunta_id,
      reprovacoes: falha.reprovacoes,
    })),
  );
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
    reprovacoes(trx, empresaId, query, contexto, PAINEL_PERGUNTAS_MAX).then((lidas) => comTextos(trx, empresaId, lidas)),
    acoes.abertasPorIdade(trx, empresaId, query, contexto.agora, limitesDeIdade),
  ]);
  const [por_site, por_tipo, por_responsavel, por_questionario] = await Promise.all(DIMENSOES.map((dimensao) => grupos(trx, empresaId, dimensao, linhas)));
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
