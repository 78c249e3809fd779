import { QUESTIONARIO_MAX, type Definicao, type Questionario, type QuestionarioCreateBody } from '#contract/questionario';
import { compararDefinicoes } from '#contract/questionarioComparacao';
import { motivo } from '#contract/mensagensDoCampo';
import { problemasDaDefinicao, problemasPorCampo } from '#contract/questionarioProblemas';
import { definicaoAtual, questionarios } from '../db/repositories/questionarios';
import type { Autoria } from '../db/repositories/registros';
import type { Trx } from '../db/tenant';
import { httpErrors } from '../http/errors';
import { naVersao, semProblemas } from '../http/registros';
import { modeloQuestionario } from '../seed/modelosQuestionario';
import { carregar, NAO_ENCONTRADO, responder } from './carregar';
import { publicarEvento } from '../webhooks/publicar';

const ARQUIVADO = 'Este questionário está arquivado. Restaure-o para alterá-lo.';
const SEM_ALTERACOES = 'Não há alterações para publicar.';
const COM_PROBLEMAS = 'O rascunho tem problemas que impedem a publicação.';
const TITULO_PADRAO = 'Novo questionário';

/** Trimmed título (422 when blank) and descrição (blank is none): the rest of a draft is kept as typed. */
function normalizada(definicao: Definicao): Definicao {
  const titulo = definicao.titulo.trim();
  semProblemas(titulo ? {} : { titulo: [motivo('questionario_sem_titulo')] });
  return { ...definicao, titulo, descricao: definicao.descricao?.trim() || null };
}

function editavel<R extends { ativo: boolean }>(row: R): R {
  if (!row.ativo) throw httpErrors.conflict(ARQUIVADO);
  return row;
}

/** A new draft: empty, with the sections sent, or from a ready-made model. */
export async function criarQuestionario(trx: Trx, empresaId: string, corpo: QuestionarioCreateBody, autoria: Autoria): Promise<Questionario> {
  const { modelo: chave, ...campos } = corpo;
  const modelo = chave === undefined ? undefined : modeloQuestionario(chave);
  if (chave !== undefined && !modelo) throw httpErrors.invalidField('modelo', motivo('modelo_desconhecido'));
  const base: Definicao = modelo?.definicao ?? { titulo: TITULO_PADRAO, descricao: null, secoes: [] };
  const definicao = normalizada({
    titulo: campos.titulo?.trim() || base.titulo,
    descricao: campos.descricao === undefined ? base.descricao : campos.descricao,
    secoes: campos.secoes ?? base.secoes,
  });
  return responder(trx, empresaId, await questionarios.create(trx, empresaId, definicao, autoria));
}

/** Saves the whole draft read at `versao`; on a published questionnaire without one, opens it. */
export async function salvarRascunho(trx: Trx, empresaId: string, id: string, versao: number, corpo: Definicao, autoria: Autoria): Promise<Questionario> {
  const atual = editavel(naVersao(await questionarios.find(trx, empresaId, id), versao, NAO_ENCONTRADO));
  const definicao = normalizada(corpo);
  // Saving what the latest version already says (an undo, an autosave of an untouched
  // questionnaire) leaves nothing to publish.
  const publicada = atual.versao_atual === null ? undefined : await questionarios.versao(trx, empresaId, id, atual.versao_atual);
  const aberto = !publicada || compararDefinicoes(publicada.definicao, definicao).length > 0;
  if (!(await questionarios.salvarRascunho(trx, empresaId, id, versao, definicao, aberto, autoria))) throw httpErrors.stale();
  return responder(trx, empresaId, id);
}

/** Freezes the draft as the next version (the first is 1), refused while it has problems. */
export async function publicar(trx: Trx, empresaId: string, id: string, autoria: Autoria): Promise<Questionario> {
  const atual = editavel(await carregar(trx, empresaId, id));
  const { rascunho } = atual;
  if (!rascunho) throw httpErrors.conflict(SEM_ALTERACOES);
  const problemas = problemasDaDefinicao(rascunho);
  if (problemas.length > 0) throw httpErrors.invalidFields(problemasPorCampo(problemas), COM_PROBLEMAS);
  if (!(await questionarios.publicar(trx, empresaId, { ...atual, rascunho }, autoria))) throw httpErrors.stale();
  const publicado = await responder(trx, empresaId, atual.id);
  await publicarEvento(trx, empresaId, 'questionario.publicado', { id: publicado.id, titulo: publicado.titulo, versao: publicado.versao_atual! }, autoria.agora);
  return publicado;
}

/** A new draft with the open draft's definition, or the latest version's. */
export async function duplicar(trx: Trx, empresaId: string, id: string, autoria: Autoria): Promise<Questionario> {
  const origem = definicaoAtual(await carregar(trx, empresaId, id));
  const titulo = `Cópia de ${origem.titulo}`.slice(0, QUESTIONARIO_MAX.titulo);
  return responder(trx, empresaId, await questionarios.create(trx, empresaId, { ...origem, titulo }, autoria));
}

/** Archives or restores the questionnaire read at `versao`. */
export async function definirAtivo(trx: Trx, empresaId: string, id: string, versao: number, ativo: boolean, autoria: Autoria): Promise<Questionario> {
  naVersao(await questionarios.find(trx, empresaId, id), versao, NAO_ENCONTRADO);
  if (!(await questionarios.definirAtivo(trx, empresaId, id, versao, ativo, autoria))) throw httpErrors.stale();
  return responder(trx, empresaId, id);
}
