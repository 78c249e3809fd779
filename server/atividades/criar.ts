import { ATIVIDADE_MAX, codigoDaAtividade, problemasDaAtividade, type AtividadeCreateBody, type Ocorrencia, type Recorrencia } from '#contract/atividade';
import { PREFIXO_ATIVIDADE_PADRAO } from '#contract/configuracoes';
import { FUSO_PADRAO } from '#contract/fusoHorario';
import { publicarEvento } from '../webhooks/publicar';
import { atividadeHistorico } from '../db/repositories/atividadeHistorico';
import { atividades } from '../db/repositories/atividades';
import { configuracoes } from '../db/repositories/configuracoes';
import { reservarNumeros } from '../db/repositories/contadores';
import type { Autoria } from '../db/repositories/registros';
import { motivo } from '#contract/mensagensDoCampo';
import { httpErrors } from '../http/errors';
import type { Problema } from '../http/textoDoCampo';
import { semProblemas } from '../http/registros';
import { linkDaAtividade, notificar } from '../notificacoes/notificar';
import { retrato } from './carregar';
import type { Trx } from '../db/tenant';
import { conferirReferencias, questionarioPadrao } from './referencias';

/** When each activity of the request is scheduled: once, or every occurrence of its recurrence. */
async function agenda(
  trx: Trx,
  recorrencia: Recorrencia | undefined,
  inicio: { agendada_para: string; prazo: string | null },
  fuso: string,
): Promise<{ agendada_para: string; prazo: string | null }[]> {
  if (!recorrencia) return [inicio];
  const ocorrencias = await atividades.ocorrencias(trx, {
    inicio: new Date(inicio.agendada_para),
    prazo: inicio.prazo === null ? null : new Date(inicio.prazo),
    frequencia: recorrencia.frequencia,
    fuso,
    // One more than allowed, to tell a date too far from a recurrence that fits.
    maximo: recorrencia.vezes ?? ATIVIDADE_MAX.ocorrencias + 1,
    ate: recorrencia.ate ?? null,
  });
  if (ocorrencias.length === 0) throw httpErrors.invalidField('recorrencia.ate', motivo('recorrencia_fim_antes'));
  if (ocorrencias.length > ATIVIDADE_MAX.ocorrencias) throw httpErrors.invalidField('recorrencia.ate', motivo('recorrencia_longa_demais', { maximo: ATIVIDADE_MAX.ocorrencias }));
  return ocorrencias;
}

/**
 * Creates the activity, and with `recorrencia` the later ones of its series, each with its own
 * número and its histórico entry, all in the caller's transaction. Returns them in order.
 */
export async function criarAtividades(trx: Trx, empresaId: string, body: AtividadeCreateBody, autoria: Autoria): Promise<Ocorrencia[]> {
  const { valores, problemas: doContrato } = problemasDaAtividade({
    titulo: body.titulo,
    descricao: body.descricao ?? null,
    agendada_para: body.agendada_para,
    prazo: body.prazo ?? null,
  });
  const escolhido = body.questionario_id ?? undefined;
  const referencias = await conferirReferencias(trx, empresaId, {
    tipo_servico_id: body.tipo_servico_id,
    site_id: body.site_id,
    responsavel_id: body.responsavel_id,
    questionario_id: escolhido,
  });
  const problemas: Record<string, Problema[]> = { ...doContrato, ...referencias.problemas };
  if (body.recorrencia && body.recorrencia.ate === undefined && body.recorrencia.vezes === undefined) problemas.recorrencia = [motivo('recorrencia_sem_fim')];
  semProblemas(problemas);

  const campos = {
    titulo: valores.titulo,
    tipo_servico_id: body.tipo_servico_id,
    site_id: body.site_id,
    responsavel_id: body.responsavel_id,
    prioridade: body.prioridade,
    descricao: valores.descricao,
    questionario_id: body.questionario_id === undefined ? await questionarioPadrao(trx, empresaId, referencias.tipo!) : body.questionario_id,
  };
  const empresa = await configuracoes.get(trx, empresaId);
  const ocorrencias = await agenda(trx, body.recorrencia, valores, empresa?.fuso_horario ?? FUSO_PADRAO);
  const primeiro = await reservarNumeros(trx, 'atividade_contador', empresaId, ocorrencias.length);
  const novas = ocorrencias.map((ocorrencia, indice) => ({
    ...campos,
    ...ocorrencia,
    numero: primeiro + indice,
    codigo: codigoDaAtividade(empresa?.prefixo_atividade ?? PREFIXO_ATIVIDADE_PADRAO, primeiro + indice),
  }));
  const criadas = await atividades.create(trx, empresaId, novas, autoria);
  const criacoes = novas.map((nova, indice) => ({
    atividadeId: criadas[indice]!.id,
    acao: 'criacao' as const,
    antes: null,
    depois: { status: 'agendada' as const, ...retrato(nova) },
  }));
  await atividadeHistorico.registrar(trx, empresaId, criacoes, autoria);
  for (const [indice, criacao] of criacoes.entries()) {
    await publicarEvento(trx, empresaId, 'atividade.criada', { id: criacao.atividadeId, codigo: criadas[indice]!.codigo, versao: 1, ...criacao.depois }, autoria.agora);
  }
  // A series is one assignment: one notification, for its first activity.
  const primeira = criadas[0]!;
  await notificar(trx, empresaId, autoria, [body.responsavel_id], {
    tipo: 'atividade_atribuida',
    params: { codigo: primeira.codigo, titulo: valores.titulo, quantas: criadas.length },
    link: linkDaAtividade(primeira.id),
  });
  return criadas;
}
