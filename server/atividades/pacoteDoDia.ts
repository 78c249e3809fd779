import { COMENTARIOS_POR_PAGINA } from '../../contract/atividadeComentario';
import { PACOTE_ANEXOS, type MeuDia, type PacoteDaAtividade, type PacoteDoDia } from '../../contract/meuDia';
import type { QuestionarioVersao } from '../../contract/questionario';
import { atividadeAnexos } from '../db/repositories/atividadeAnexos';
import { atividadeComentarios } from '../db/repositories/atividadeComentarios';
import { comReferencias, toAtividade } from '../db/repositories/atividades';
import { questionarios, toQuestionarioVersao } from '../db/repositories/questionarios';
import type { Trx } from '../db/tenant';

/** The first page of a list read latest first, as its own endpoint answers it. */
async function primeiraPagina<T extends { id: string }>(ler: (limite: number) => Promise<T[]>, limite: number) {
  const items = await ler(limite + 1);
  const pagina = items.slice(0, limite);
  return { items: pagina, next_cursor: items.length > limite ? pagina[pagina.length - 1]!.id : null };
}

/**
 * What each activity of an agenda needs to be done offline (see PacoteDaAtividadeSchema). A
 * questionnaire version shared by several activities is read once.
 */
export async function pacoteDoDia(trx: Trx, empresaId: string, agenda: MeuDia, agora: Date): Promise<PacoteDoDia> {
  const ids = agenda.items.map((item) => item.id);
  const rows = ids.length === 0 ? [] : await comReferencias(trx, empresaId).selectAll('a').where('a.id', 'in', ids).execute();
  const porId = new Map(rows.map((row) => [row.id, row]));
  const versoes = new Map<string, Promise<QuestionarioVersao | null>>();
  const versaoQueUsa = (questionarioId: string, congelada: number | null) => {
    const chave = `${questionarioId}:${congelada ?? 'atual'}`;
    let versao = versoes.get(chave);
    if (!versao) {
      versao = (async () => {
        const numero = congelada ?? (await questionarios.find(trx, empresaId, questionarioId))?.versao_atual ?? null;
        const row = numero === null ? undefined : await questionarios.versao(trx, empresaId, questionarioId, numero);
        return row ? toQuestionarioVersao(questionarioId, row) : null;
      })();
      versoes.set(chave, versao);
    }
    return versao;
  };

  const pacotes: PacoteDaAtividade[] = [];
  // One activity after another: a transaction's queries run one at a time anyway.
  for (const id of ids) {
    const row = porId.get(id)!;
    pacotes.push({
      atividade: toAtividade(row, agora),
      questionario: row.questionario_id ? await versaoQueUsa(row.questionario_id, row.questionario_versao) : null,
      comentarios: await primeiraPagina((limite) => atividadeComentarios.list(trx, empresaId, id, { limite }), COMENTARIOS_POR_PAGINA),
      anexos: await primeiraPagina((limite) => atividadeAnexos.list(trx, empresaId, id, { limite }), PACOTE_ANEXOS),
    });
  }
  return { ...agenda, pacotes };
}
