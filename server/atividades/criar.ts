import { ATIVIDADE_MAX, codigoDaAtividade, problemasDaAtividade, type AtividadeCreateBody, type Ocorrencia, type Recorrencia } from '#contract/atividade';
import { PREFIXO_ATIVIDADE_PADRAO } from '#contract/configuracoes';
import { publicarEvento } from '../webhooks/publicar';
import { atividadeHistorico } from '../db/repositories/atividadeHistorico';
import { atividades } from '../db/repositories/atividades';
import { configuracoes } from '../db/repositories/configuracoes';
import { reservarNumeros } from '../db/repositories/contadores';
import type { Autoria } from '../db/repositories/registros';
import { series } from '../db/repositories/series';
import { motivo } from '#contract/mensagensDoCampo';
import { httpErrors } from '../http/errors';
import type { Problema } from '../http/textoDoCampo';
import { semProblemas } from '../http/registros';
import { linkDaAtividade, notificar } from '../notificacoes/notificar';
import { flutuante, ocorrencias, regraDa, temFim } from '../series/regra';
import { JANELA_DA_SERIE_MS, proximaDepois } from '../series/janela';
import { retrato } from './carregar';
import type { Trx } from '../db/tenant';
import { conferirReferencias, questionarioPadrao } from './referencias';

/** What every activity of a series copies: the fields a person fills in but the schedule. */
export interface Modelo {
  titulo: string;
  tipo_servico_id: string;
  site_id: string;
  responsavel_id: string | null;
  prioridade: AtividadeCreateBody['prioridade'];
  descricao: string | null;
  questionario_id: string | null;
}

/** An activity's place in time, and in its series when it has one. */
export interface Agendamento {
  agendada_para: string;
  prazo: string | null;
  serie_id?: string;
  serie_ocorrencia?: string;
}

/**
 * Inserts activities of `modelo` at `agenda`, each with its own número (reserved under the
 * counter's lock, so concurrent creations never share one), its histórico entry and its webhook
 * event, in the caller's transaction. Returns them in order.
 */
export async function inserirAtividades(trx: Trx, empresaId: string, modelo: Modelo, agenda: Agendamento[], autoria: Autoria): Promise<Ocorrencia[]> {
  const empresa = await configuracoes.get(trx, empresaId);
  const primeiro = await reservarNumeros(trx, 'atividade_contador', empresaId, agenda.length);
  const novas = agenda.map((agendamento, indice) => ({
    ...modelo,
    ...agendamento,
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
  return criadas;
}

/** The prazo of an occurrence: the series' distance from its schedule. */
export function prazoDe(ocorrencia: Date, prazoAposS: number | null): string | null {
  return prazoAposS === null ? null : new Date(ocorrencia.getTime() + prazoAposS * 1000).toISOString();
}

/**
 * Creates the series and the activities it has now: every occurrence of a rule with an end (at
 * most ATIVIDADE_MAX.ocorrencias), or those of an endless one up to JANELA_DA_SERIE_MS from now
 * (its first at least), which the round of server/series/gerar.ts extends.
 */
async function criarSerie(trx: Trx, empresaId: string, modelo: Modelo, recorrencia: Recorrencia, inicio: { agendada_para: string; prazo: string | null }, autoria: Autoria): Promise<Ocorrencia[]> {
  const fuso = await configuracoes.fuso(trx, empresaId);
  const comeca = new Date(inicio.agendada_para);
  const regra = regraDa(recorrencia, flutuante(comeca, fuso));
  const finita = temFim(regra);
  const limite = finita ? null : new Date(autoria.agora.getTime() + JANELA_DA_SERIE_MS);
  // One more than allowed, to tell a rule too long from one that fits.
  const naJanela = ocorrencias({ regra, inicio: comeca, fuso }, { depoisDe: null, ate: limite, maximo: ATIVIDADE_MAX.ocorrencias + 1 });
  // An endless series whose first occurrence is past the window still starts with it.
  const datas = naJanela.length > 0 || finita ? naJanela : ocorrencias({ regra, inicio: comeca, fuso }, { depoisDe: null, ate: null, maximo: 1 });
  const campoDoFim = recorrencia.vezes !== undefined ? 'recorrencia.vezes' : recorrencia.ate !== undefined ? 'recorrencia.ate' : 'recorrencia';
  if (datas.length === 0) throw httpErrors.invalidField(campoDoFim, motivo('recorrencia_fim_antes'));
  if (datas.length > ATIVIDADE_MAX.ocorrencias) throw httpErrors.invalidField(campoDoFim, motivo('recorrencia_longa_demais', { maximo: ATIVIDADE_MAX.ocorrencias }));

  const prazoAposS = inicio.prazo === null ? null : Math.round((Date.parse(inicio.prazo) - comeca.getTime()) / 1000);
  const serie = await series.create(trx, empresaId, {
    ...modelo,
    regra,
    inicio: comeca,
    fuso,
    proxima_em: finita ? null : proximaDepois({ regra, inicio: comeca, fuso }, datas.at(-1)!),
    prazo_apos_s: prazoAposS,
    criado_em: autoria.agora,
    criado_por: autoria.por,
  });
  const agenda = datas.map((data) => ({
    agendada_para: data.toISOString(),
    prazo: prazoDe(data, prazoAposS),
    serie_id: serie.id,
    serie_ocorrencia: data.toISOString(),
  }));
  return inserirAtividades(trx, empresaId, modelo, agenda, autoria);
}

/** The reasons a recurrence is refused before its occurrences are counted. */
function problemasDaRecorrencia(recorrencia: Recorrencia | undefined): Record<string, Problema[]> {
  if (!recorrencia) return {};
  if (recorrencia.ate !== undefined && recorrencia.vezes !== undefined) return { recorrencia: [motivo('recorrencia_fim_duplo')] };
  if (recorrencia.dias_da_semana && recorrencia.frequencia !== 'semanal') return { 'recorrencia.dias_da_semana': [motivo('recorrencia_dias_sem_semana')] };
  return {};
}

/**
 * Creates the activity, or with `recorrencia` its series and the activities the series has now,
 * each with its own número and its histórico entry, all in the caller's transaction. Returns them
 * in order.
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
  semProblemas({ ...doContrato, ...referencias.problemas, ...problemasDaRecorrencia(body.recorrencia) });

  const modelo: Modelo = {
    titulo: valores.titulo,
    tipo_servico_id: body.tipo_servico_id,
    site_id: body.site_id,
    responsavel_id: body.responsavel_id,
    prioridade: body.prioridade,
    descricao: valores.descricao,
    questionario_id: body.questionario_id === undefined ? await questionarioPadrao(trx, empresaId, referencias.tipo!) : body.questionario_id,
  };
  const inicio = { agendada_para: valores.agendada_para, prazo: valores.prazo };
  const criadas = body.recorrencia
    ? await criarSerie(trx, empresaId, modelo, body.recorrencia, inicio, autoria)
    : await inserirAtividades(trx, empresaId, modelo, [inicio], autoria);
  // A series is one assignment: one notification, for its first activity.
  const primeira = criadas[0]!;
  await notificar(trx, empresaId, autoria, [body.responsavel_id], {
    tipo: 'atividade_atribuida',
    params: { codigo: primeira.codigo, titulo: valores.titulo, quantas: criadas.length },
    link: linkDaAtividade(primeira.id),
  });
  return criadas;
}
