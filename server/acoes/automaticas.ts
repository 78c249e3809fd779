import { sql } from 'kysely';
import { PRAZOS_ACAO_PADRAO, prazoDaPrioridade } from '#contract/acaoStatus';
import { ACAO_MAX } from '#contract/acoes';
import { PRIORIDADES, type Prioridade } from '#contract/atividade';
import type { Definicao } from '#contract/questionario';
import { perguntasEmOrdem, pontuacao } from '#contract/questionarioRegras';
import { acaoHistorico } from '../db/repositories/acaoHistorico';
import { acoes } from '../db/repositories/acoes';
import type { AtividadeCompleta } from '../db/repositories/atividades';
import { configuracoes } from '../db/repositories/configuracoes';
import type { Autoria } from '../db/repositories/registros';
import type { Trx } from '../db/tenant';
import { httpErrors } from '../http/errors';
import { inserirAcoes } from './inserir';
import { responsaveisDasFalhas } from './responsaveisDasFalhas';

/** A failed critical item is never low priority: the activity's own, but at least alta. */
function prioridadeDaFalha(daAtividade: Prioridade): Prioridade {
  return PRIORIDADES[Math.max(PRIORIDADES.indexOf(daAtividade), PRIORIDADES.indexOf('alta'))]!;
}

/** The activity's código and the question's text, both the company's own words: no language is imposed on the record. */
function tituloDaFalha(codigo: string, enunciado: string): string {
  const titulo = `${codigo}: ${enunciado.trim()}`;
  return titulo.length > ACAO_MAX.titulo ? `${titulo.slice(0, ACAO_MAX.titulo - 1)}…` : titulo;
}

/**
 * Run in the transaction that concludes the activity (docs/acoes.md): every critical question
 * that failed raises an action, unless this activity already raised one for it (concluded
 * again after a reopening). A question with an action still open at the site, from an earlier
 * activity, raises none: that action is marked reincidente instead, with the activity named in
 * its histórico. Conclusions at one site run this one at a time, so that a question failing in
 * two of them at once raises one action, marked reincidente by the other.
 */
export async function acoesDaConclusao(trx: Trx, empresaId: string, atividade: AtividadeCompleta, definicao: Definicao, autoria: Autoria): Promise<void> {
  const { criticas_falhas } = pontuacao(definicao, atividade.respostas);
  if (criticas_falhas.length === 0) return;
  // Two activities of one site concluded at once would each find no open action and both raise
  // one: the site's conclusions take their turn here, until the transaction ends.
  await sql`select pg_advisory_xact_lock(hashtextextended(${`acoes:${empresaId}:${atividade.site_id}`}, 0))`.execute(trx);
  const jaLevantadas = await acoes.perguntasComAcao(trx, empresaId, atividade.id);
  const falhas = criticas_falhas.filter((id) => !jaLevantadas.has(id));
  const abertas = await acoes.abertasDasPerguntas(trx, empresaId, { siteId: atividade.site_id, atividadeId: atividade.id, perguntaIds: falhas });

  for (const aberta of abertas.filter(({ ja_marcada }) => !ja_marcada)) {
    const depois = { reincidente: true, atividade_id: atividade.id, atividade_codigo: atividade.codigo };
    if (!(await acoes.update(trx, empresaId, aberta.id, aberta.versao, { reincidente: true }, autoria))) throw httpErrors.stale();
    const motivo = atividade.comentarios[aberta.pergunta_id!]?.trim() || null;
    await acaoHistorico.registrar(trx, empresaId, [{ acaoId: aberta.id, acao: 'reincidencia', motivo, antes: { reincidente: aberta.reincidente }, depois }], autoria);
  }

  const reincidentes = new Set(abertas.map((aberta) => aberta.pergunta_id));
  const perguntas = new Map(perguntasEmOrdem(definicao).map(({ pergunta }) => [pergunta.id, pergunta]));
  const prazos = (await configuracoes.get(trx, empresaId))?.prazos_acao ?? PRAZOS_ACAO_PADRAO;
  const prioridade = prioridadeDaFalha(atividade.prioridade);
  const aLevantar = falhas.filter((id) => !reincidentes.has(id));
  const responsaveis = await responsaveisDasFalhas(
    trx,
    empresaId,
    aLevantar.map((id) => perguntas.get(id)!),
    atividade.responsavel_id,
  );
  const novas = aLevantar.map((id) => ({
    titulo: tituloDaFalha(atividade.codigo, perguntas.get(id)!.enunciado),
    // The técnico's comment on the failed item, which concluding requires.
    descricao: atividade.comentarios[id]?.trim().slice(0, ACAO_MAX.descricao) || null,
    prioridade,
    prazo: prazoDaPrioridade(autoria.agora, prioridade, prazos),
    responsavel_id: responsaveis.get(id) ?? null,
    site_id: atividade.site_id,
    atividade_id: atividade.id,
    pergunta_id: id,
    origem: 'automatica' as const,
  }));
  await inserirAcoes(trx, empresaId, novas, autoria);
}
