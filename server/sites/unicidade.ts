import type { SiteValores } from '#contract/sites';
import { sites } from '../db/repositories/sites';
import { HttpError, httpErrors, type FieldErrors } from '../http/errors';
import { problemaProprio } from '../http/textoDoCampo';
import { violouUnico } from '../http/registros';
import type { Trx } from '../db/tenant';

export const NOME_EM_USO = 'Já existe um site com este nome.';
export const CODIGO_EM_USO = 'Já existe um site com este código.';

/** 409 beside nome or código when another site of the company already uses it. */
export async function exigirUnicos(trx: Trx, empresaId: string, valores: SiteValores, exceptId?: string): Promise<void> {
  const [nome, codigo] = await Promise.all([
    sites.unicos(trx, empresaId, 'nome', [valores.nome], exceptId),
    sites.unicos(trx, empresaId, 'codigo', valores.codigo ? [valores.codigo] : [], exceptId),
  ]);
  const errors: FieldErrors = {};
  if (nome.get(valores.nome)?.emUso) errors.nome = [problemaProprio(NOME_EM_USO, 'em_uso')];
  if (valores.codigo && codigo.get(valores.codigo)?.emUso) errors.codigo = [problemaProprio(CODIGO_EM_USO, 'em_uso')];
  const message = errors.nome?.[0]?.message ?? errors.codigo?.[0]?.message;
  if (message) throw new HttpError(409, 'em_uso', message, errors);
}

/** A unique index that a concurrent write beat us to, said beside its field; other errors as they were. */
export function conflitoDeUnicidade(error: unknown): unknown {
  const constraint = violouUnico(error);
  if (constraint === 'site_nome_key') return httpErrors.taken('nome', NOME_EM_USO);
  if (constraint === 'site_codigo_key') return httpErrors.taken('codigo', CODIGO_EM_USO);
  return error;
}
