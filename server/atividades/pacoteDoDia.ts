import { COMENTARIOS_POR_PAGINA } from '#contract/atividadeComentario';
import { MINHAS_ACOES_MAX, PACOTE_ANEXOS, type MeuDia, type PacoteDoDia } from '#contract/meuDia';
import { acoes, toAcaoCorretiva } from '../db/repositories/acoes';
import { atividadeAnexos } from '../db/repositories/atividadeAnexos';
import { atividadeComentarios } from '../db/repositories/atividadeComentarios';
import { comReferencias, toAtividade } from '../db/repositories/atividades';
import { questionarios, toQuestionarioVersao } from '../db/repositories/questionarios';
import type { Trx } from '../db/tenant';
import { series } from '../db/repositories/series';
import { serieDescrita } from '../series/descrita';

/** The first page of a list read latest first, as its own endpoint answers it, from one more than a page. */
function primeiraPagina<T extends { id: string }>(items: readonly T[], limite: number) {
  const pagina = items.slice(0, limite);
  return { items: pagina, next_cursor: items.length > limite ? pagina[pagina.length - 1]!.id : null };
}

/**
 * What each activity of an agenda needs to be done offline (see PacoteDaAtividadeSchema), read for
 * all of them at once: the activities, their questionnaire versions, comments, attachments and
 * their sites' open actions and their series in a few queries whatever the agenda's length (a phone on a weak signal waits for all of it);
 * and the corrective actions `usuarioId` still has to fix.
 */
export async function pacoteDoDia(trx: Trx, empresaId: string, usuarioId: string, agenda: MeuDia, agora: Date): Promise<PacoteDoDia> {
  const minhas_acoes = (await acoes.aCorrigirPor(trx, empresaId, usuarioId, MINHAS_ACOES_MAX)).map((row) => toAcaoCorretiva(row, agora));
  const ids = agenda.items.map((item) => item.id);
  if (ids.length === 0) return { ...agenda, pacotes: [], minhas_acoes };
  const rows = await comReferencias(trx, empresaId).selectAll('a').where('a.id', 'in', ids).execute();
  const porId = new Map(rows.map((row) => [row.id, row]));
  const pedidas = rows.flatMap((row) => (row.questionario_id ? [{ questionarioId: row.questionario_id, numero: row.questionario_versao }] : []));
  // One more than a page of each list: whether there is a next one.
  const versoes = await questionarios.versoesEmUso(trx, empresaId, pedidas);
  const comentarios = await atividadeComentarios.ultimosDe(trx, empresaId, ids, COMENTARIOS_POR_PAGINA + 1);
  const anexos = await atividadeAnexos.ultimosDe(trx, empresaId, ids, PACOTE_ANEXOS + 1);
  const abertas = (await acoes.abertasDosSites(trx, empresaId, [...new Set(rows.map((row) => row.site_id))])).map((row) => toAcaoCorretiva(row, agora));
  const dasSeries = new Map((await series.varias(trx, empresaId, rows.flatMap((row) => (row.serie_id ? [row.serie_id] : [])))).map((serie) => [serie.id, serieDescrita(serie)]));
  return {
    ...agenda,
    minhas_acoes,
    pacotes: ids.map((id) => {
      const row = porId.get(id)!;
      const versao = row.questionario_id ? versoes.get(`${row.questionario_id}:${row.questionario_versao ?? 'atual'}`) : undefined;
      return {
        atividade: { ...toAtividade(row, agora), recorrencia: (row.serie_id && dasSeries.get(row.serie_id)) || null },
        questionario: row.questionario_id && versao ? toQuestionarioVersao(row.questionario_id, versao) : null,
        comentarios: primeiraPagina(comentarios.get(id) ?? [], COMENTARIOS_POR_PAGINA),
        anexos: primeiraPagina(anexos.get(id) ?? [], PACOTE_ANEXOS),
        pendencias: abertas.filter((acao) => acao.site.id === row.site_id && acao.atividade_id !== id),
      };
    }),
  };
}
