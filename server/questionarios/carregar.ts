import type { Questionario } from '#contract/questionario';
import { questionarios, toQuestionario, type QuestionarioComDefinicao } from '../db/repositories/questionarios';
import { httpErrors } from '../http/errors';
import type { Trx } from '../db/tenant';

export const NAO_ENCONTRADO = 'Questionário não encontrado.';

/** The company's questionnaire with this id; 404 otherwise, another company's or not an id at all. */
export async function carregar(trx: Trx, empresaId: string, id: string): Promise<QuestionarioComDefinicao> {
  const row = await questionarios.find(trx, empresaId, id);
  if (!row) throw httpErrors.notFound(NAO_ENCONTRADO);
  return row;
}

/** The questionnaire as the API answers it, read again after a write. */
export async function responder(trx: Trx, empresaId: string, id: string): Promise<Questionario> {
  return toQuestionario(await carregar(trx, empresaId, id));
}
