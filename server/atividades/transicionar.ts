import type { TransicaoBody } from '#contract/atividade';
import type { Definicao } from '#contract/questionario';
import { transicao, type AtividadeContexto } from '#machines/atividadeMachine';
import { MOTIVO_MAX } from '#contract/atividadeStatus';
import { acoesDaConclusao } from '../acoes/automaticas';
import { apuracao } from './apuracao';
import { avisarConclusao } from './conclusaoAvisada';
import { publicarEvento } from '../webhooks/publicar';
import { atividadeHistorico } from '../db/repositories/atividadeHistorico';
import { atividades, type AtividadeCompleta } from '../db/repositories/atividades';
import { questionarios } from '../db/repositories/questionarios';
import type { Autoria } from '../db/repositories/registros';
import { motivo as motivoDoCampo } from '#contract/mensagensDoCampo';
import { httpErrors } from '../http/errors';
import { carregarNaVersao, type Ator } from './carregar';
import { atividadesDoEscopo, encerrarSerie, travarSerieDoEscopo } from './serie';
import type { Trx } from '../db/tenant';
import type { AtividadeTable } from '../db/schema';
import type { Updateable } from 'kysely';

const NAO_PUBLICADO = 'O questionário desta atividade não tem versão publicada.';

/** The questionnaire version the activity froze when it started, or null when it has none. */
export async function definicaoCongelada(trx: Trx, empresaId: string, row: AtividadeCompleta): Promise<Definicao | null> {
  if (row.questionario_id === null || row.questionario_versao === null) return null;
  const versao = await questionarios.versao(trx, empresaId, row.questionario_id, row.questionario_versao);
  return versao?.definicao ?? null;
}

/** What the lifecycle machine's guards know of this activity and of who acts. */
export function contextoDa(row: AtividadeCompleta, ator: Ator, definicao: Definicao | null): AtividadeContexto {
  return { ator, responsavelId: row.responsavel_id, definicao, respostas: row.respostas, comentarios: row.comentarios };
}

/** The latest published version of the activity's questionnaire, frozen when it starts. */
async function versaoParaCongelar(trx: Trx, empresaId: string, row: AtividadeCompleta): Promise<number | null> {
  if (row.questionario_id === null || row.questionario_versao !== null) return row.questionario_versao;
  const questionario = await questionarios.find(trx, empresaId, row.questionario_id);
  if (questionario?.versao_atual == null) throw httpErrors.conflict(NAO_PUBLICADO);
  return questionario.versao_atual;
}

/**
 * What the painel sums, beside the status: the first start, and the conclusion with its score
 * (taken back by reabrir, and given again by the next conclusion).
 */
function marcos(evento: TransicaoBody['evento'], atual: AtividadeCompleta, definicao: Definicao | null, agora: Date): Updateable<AtividadeTable> {
  if (evento === 'iniciar') return atual.iniciada_em === null ? { iniciada_em: agora } : {};
  if (evento === 'concluir') return { concluida_em: agora, ...apuracao(definicao, atual.respostas) };
  if (evento === 'reabrir') return { concluida_em: null, conformidade: null, perguntas_reprovadas: [] };
  return {};
}

/**
 * Runs `evento` through the lifecycle machine over `atual`, read at `versao`: the machine accepts
 * it (the new status is written, one version up, with a histórico entry) or refuses it (409 with
 * the machine's reason). Starting freezes the questionnaire's latest version. The phone's
 * location, when sent, is kept with the histórico entry. Concluding raises the corrective
 * actions of the failed critical questions and tells the creator and the site's followers (and,
 * when asked, the client), in the same transaction.
 */
export async function aplicarTransicao(
  trx: Trx,
  empresaId: string,
  atual: AtividadeCompleta,
  versao: number,
  ator: Ator,
  body: Omit<TransicaoBody, 'versao' | 'escopo'>,
  autoria: Autoria,
): Promise<void> {
  const { id } = atual;
  const definicao = body.evento === 'concluir' ? await definicaoCongelada(trx, empresaId, atual) : null;
  const resultado = transicao(atual.status, contextoDa(atual, ator, definicao), body.evento, body.motivo);
  if (!resultado.ok) throw httpErrors.refused(resultado.motivo);
  const motivo = body.motivo?.trim() || null;
  if (motivo && motivo.length > MOTIVO_MAX) throw httpErrors.invalidField('motivo', motivoDoCampo('max_caracteres', { maximo: MOTIVO_MAX }));

  const questionario_versao = body.evento === 'iniciar' ? await versaoParaCongelar(trx, empresaId, atual) : atual.questionario_versao;
  const antes = { status: atual.status, ...(questionario_versao !== atual.questionario_versao ? { questionario_versao: atual.questionario_versao } : {}) };
  const depois = { status: resultado.status, ...(questionario_versao !== atual.questionario_versao ? { questionario_versao } : {}) };
  const valores = { ...depois, ...marcos(body.evento, atual, definicao, autoria.agora) };
  if (!(await atividades.update(trx, empresaId, id, versao, valores, autoria))) throw httpErrors.stale();
  await atividadeHistorico.registrar(trx, empresaId, [{ atividadeId: id, acao: body.evento, motivo, localizacao: body.localizacao, antes, depois }], autoria);
  if (body.evento === 'concluir' && definicao) await acoesDaConclusao(trx, empresaId, atual, definicao, autoria);
  if (body.evento === 'concluir') await avisarConclusao(trx, empresaId, atual, autoria);
  const evento = { id, codigo: atual.codigo, versao: versao + 1, evento: body.evento, de: atual.status, para: resultado.status, motivo };
  await publicarEvento(trx, empresaId, 'atividade.transicao', evento, autoria.agora);
  if (body.evento === 'concluir') {
    await publicarEvento(trx, empresaId, 'atividade.concluida', { ...evento, conformidade: valores.conformidade ?? null, perguntas_reprovadas: valores.perguntas_reprovadas ?? [] }, autoria.agora);
  }
}

/**
 * Runs `evento` over the activity the screen read at `versao` (aplicarTransicao); cancelling an
 * activity of a series with `escopo` cancels the following ones, or all, still agendadas, and
 * stops the series there (./serie.ts). Only cancelling takes a scope.
 */
export async function transicionar(trx: Trx, empresaId: string, id: string, ator: Ator, body: TransicaoBody, autoria: Autoria): Promise<void> {
  const { versao, escopo = 'so_esta', ...pedido } = body;
  if (escopo !== 'so_esta' && pedido.evento !== 'cancelar') throw httpErrors.invalidField('escopo', motivoDoCampo('escopo_so_para_cancelar'));
  const atual = await carregarNaVersao(trx, empresaId, id, versao);
  const serie = await travarSerieDoEscopo(trx, empresaId, atual, escopo);
  await aplicarTransicao(trx, empresaId, atual, versao, ator, pedido, autoria);
  if (!serie) return;
  for (const outra of await atividadesDoEscopo(trx, empresaId, atual, escopo)) {
    await aplicarTransicao(trx, empresaId, outra, outra.versao, ator, pedido, autoria);
  }
  await encerrarSerie(trx, empresaId, serie, atual, escopo, autoria.agora);
}
