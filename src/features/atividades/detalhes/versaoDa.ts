import type { Atividade } from '#contract/atividade';
import type { QuestionarioVersao } from '#contract/questionario';
import { questionariosApi } from '../../questionarios/questionariosApi';

/** The version the activity froze, or before it starts the latest published one (frozen at the start). */
export async function versaoDa(atividade: Pick<Atividade, 'questionario_id' | 'questionario_versao'>): Promise<QuestionarioVersao | null> {
  const id = atividade.questionario_id;
  if (!id) return null;
  const numero = atividade.questionario_versao ?? (await questionariosApi.get(id)).versao_atual;
  return numero === null ? null : questionariosApi.versao(id, numero);
}
