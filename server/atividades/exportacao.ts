import type { AtividadeExportacaoQuery } from '#contract/atividadeExportacao';
import type { Definicao, Pergunta } from '#contract/questionario';
import { perguntasEmOrdem, perguntasVisiveis, pontuacao, type Resposta } from '#contract/questionarioRegras';
import { arquivosDaResposta } from '#contract/questionarioRespostas';
import { motivo } from '#contract/mensagensDoCampo';
import { comReferencias } from '../db/repositories/atividades';
import { filtrados, type ListaContexto } from '../db/repositories/atividadesLista';
import type { Trx } from '../db/tenant';
import type { Celula } from '../http/csv';
import { httpErrors } from '../http/errors';
import { respostaDoRelatorio } from './relatorio';
import { PRIORIDADES, SITUACOES, textoDaResposta } from './textos';

/** Rows read per query: the file is written while the next ones are read, and memory stays bounded. */
export const LOTE_DA_EXPORTACAO = 500;

const COLUNAS_DA_ATIVIDADE = [
  'Número',
  'Código',
  'Título',
  'Situação',
  'Prioridade',
  'Tipo de serviço',
  'Site',
  'Responsável',
  'Agendada para',
  'Prazo',
  'Questionário',
  'Versão do questionário',
  'Conformidade (%)',
] as const;

/** A question's column: its stable id, headed with its text in the latest version that has it. */
interface ColunaDaPergunta {
  id: string;
  cabecalho: string;
}

interface Versoes {
  /** By número, newest first; each version's questions by id, built once for every row that follows it. */
  definicoes: Map<number, { definicao: Definicao; perguntas: Map<string, Pergunta> }>;
  atual: number | null;
  colunas: ColunaDaPergunta[];
}

/**
 * The questionnaire's published versions and one column per question id across them, the newest
 * version's order first and then questions only older versions have: a question that changed
 * between versions keeps its column (same id), and two questions never share one.
 */
async function versoesDoQuestionario(trx: Trx, empresaId: string, questionarioId: string): Promise<Versoes> {
  const questionario = await trx
    .selectFrom('questionario')
    .select(['id', 'versao_atual'])
    .where('empresa_id', '=', empresaId)
    .where('id', '=', questionarioId)
    .executeTakeFirst();
  if (!questionario) throw httpErrors.invalidField('questionario_id', motivo('questionario_desconhecido'));
  const versoes = await trx
    .selectFrom('questionario_versao')
    .select(['numero', 'definicao'])
    .where('empresa_id', '=', empresaId)
    .where('questionario_id', '=', questionarioId)
    .orderBy('numero', 'desc')
    .execute();
  const colunas = new Map<string, ColunaDaPergunta>();
  for (const { definicao } of versoes) {
    for (const { pergunta } of perguntasEmOrdem(definicao)) {
      if (!colunas.has(pergunta.id)) colunas.set(pergunta.id, { id: pergunta.id, cabecalho: `${pergunta.enunciado} [${pergunta.id}]` });
    }
  }
  const definicoes = new Map(
    versoes.map(({ numero, definicao }) => [numero, { definicao, perguntas: new Map(perguntasEmOrdem(definicao).map(({ pergunta }) => [pergunta.id, pergunta])) }]),
  );
  return { definicoes, atual: questionario.versao_atual, colunas: [...colunas.values()] };
}

/** An answer as a cell: the report's words, and the ids of its files for a photo or a signature. */
function celulaDaResposta(pergunta: Pergunta, valor: Resposta | undefined): string | null {
  const resposta = respostaDoRelatorio(pergunta, valor, new Set(arquivosDaResposta(pergunta, valor)));
  if (resposta === null) return null;
  return resposta.tipo === 'arquivos' ? resposta.ids.join(' ') : textoDaResposta(resposta);
}

function dataHora(fuso: string) {
  const formato = new Intl.DateTimeFormat('pt-BR', { timeZone: fuso, dateStyle: 'short', timeStyle: 'short' });
  return (data: Date | null) => (data ? formato.format(data) : null);
}

/** Runs a batch's queries in the company. */
export type LerNaEmpresa = <T>(work: (trx: Trx, empresaId: string) => Promise<T>) => Promise<T>;

/** The activities the export's filters select, by número after `depoisDe`, one batch. */
export function loteDeAtividades(trx: Trx, empresaId: string, query: AtividadeExportacaoQuery, contexto: ListaContexto, depoisDe: number) {
  return filtrados(comReferencias(trx, empresaId), empresaId, query, contexto).where('a.numero', '>', depoisDe).orderBy('a.numero').limit(LOTE_DA_EXPORTACAO);
}

/** Every batch `buscar` reads, each after the last número of the one before, until one comes short. */
export async function* emLotes<T extends { numero: number }>(ler: LerNaEmpresa, buscar: (trx: Trx, empresaId: string, depoisDe: number) => Promise<T[]>): AsyncGenerator<T[]> {
  let depoisDe = 0;
  for (;;) {
    const lote = await ler((trx, empresaId) => buscar(trx, empresaId, depoisDe));
    if (lote.length > 0) yield lote;
    if (lote.length < LOTE_DA_EXPORTACAO) return;
    depoisDe = lote[lote.length - 1]!.numero;
  }
}

export interface Exportacao {
  cabecalho: string[];
  /** The rows, read in batches by número as they are written. */
  linhas: AsyncIterable<Celula[]>;
}

/**
 * The activities the list's filters select, one row each: the activity's columns, then, with a
 * questionnaire, one column per question.
 */
export async function exportacao(ler: LerNaEmpresa, query: AtividadeExportacaoQuery, contexto: ListaContexto): Promise<Exportacao> {
  const questionarioId = query.questionario_id;
  const versoes = questionarioId === undefined ? null : await ler((trx, empresaId) => versoesDoQuestionario(trx, empresaId, questionarioId));
  const data = dataHora(contexto.fuso);
  const cabecalho = [...COLUNAS_DA_ATIVIDADE, ...(versoes?.colunas.map((coluna) => coluna.cabecalho) ?? [])];
  const lotes = emLotes(ler, (trx, empresaId, depoisDe) =>
    loteDeAtividades(trx, empresaId, query, contexto, depoisDe)
      .select(['a.numero', 'a.codigo', 'a.titulo', 'a.status', 'a.prioridade', 'a.agendada_para', 'a.prazo', 'a.questionario_id', 'a.questionario_versao', 'a.respostas'])
      .execute(),
  );

  async function* linhas(): AsyncGenerator<Celula[]> {
    for await (const lote of lotes) {
      for (const row of lote) {
        const numeroDaVersao = row.questionario_versao ?? versoes?.atual ?? null;
        const versao = numeroDaVersao === null ? undefined : versoes?.definicoes.get(numeroDaVersao);
        const definicao = versao?.definicao;
        const visiveis = definicao ? perguntasVisiveis(definicao, row.respostas) : new Set<string>();
        const conformidade = definicao ? pontuacao(definicao, row.respostas).conformidade : null;
        yield [
          row.numero,
          row.codigo,
          row.titulo,
          SITUACOES[row.status],
          PRIORIDADES[row.prioridade],
          row.tipo_nome,
          row.site_nome,
          row.responsavel_nome,
          data(row.agendada_para),
          data(row.prazo),
          row.questionario_id,
          numeroDaVersao,
          conformidade,
          ...(versoes?.colunas.map(({ id }) => {
            const pergunta = versao?.perguntas.get(id);
            return pergunta && visiveis.has(id) ? celulaDaResposta(pergunta, row.respostas[id]) : null;
          }) ?? []),
        ];
      }
    }
  }

  return { cabecalho, linhas: linhas() };
}
