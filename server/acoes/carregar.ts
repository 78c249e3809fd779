import type { AcaoCorretiva } from '#contract/acoes';
import { acoes, toAcaoCorretiva, type AcaoCompleta } from '../db/repositories/acoes';
import type { Trx } from '../db/tenant';
import { httpErrors } from '../http/errors';
import { naVersao } from '../http/registros';

export const ACAO_NAO_ENCONTRADA = 'Ação corretiva não encontrada.';

/** The company's action with this id; 404 otherwise, another company's or not an id at all. */
export async function carregarAcao(trx: Trx, empresaId: string, id: string): Promise<AcaoCompleta> {
  const row = await acoes.find(trx, empresaId, id);
  if (!row) throw httpErrors.notFound(ACAO_NAO_ENCONTRADA);
  return row;
}

/** The action the screen read, still at `versao`: 404 when absent, 409 when it moved on. */
export async function carregarAcaoNaVersao(trx: Trx, empresaId: string, id: string, versao: number): Promise<AcaoCompleta> {
  return naVersao(await acoes.find(trx, empresaId, id), versao, ACAO_NAO_ENCONTRADA);
}

/** The action as the API answers it, read again after a write. */
export async function responderAcao(trx: Trx, empresaId: string, id: string, agora: Date): Promise<AcaoCorretiva> {
  return toAcaoCorretiva(await carregarAcao(trx, empresaId, id), agora);
}
