import { problemasDoSite, type Site, type SiteEntrada } from '#contract/sites';
import type { Autoria } from '../db/repositories/registros';
import { sites, toSite } from '../db/repositories/sites';
import type { Trx } from '../db/tenant';
import { httpErrors } from '../http/errors';
import { naVersao, semProblemas } from '../http/registros';
import { conflitoDeUnicidade, exigirUnicos } from './unicidade';

export const SITE_NAO_ENCONTRADO = 'Site não encontrado.';
export const SITE_COM_REFERENCIAS = 'Este site tem atividades ou ações corretivas ligadas a ele e não pode ser excluído. Arquive-o.';

/** The company's site with this id; 404 otherwise. */
export async function carregarSite(trx: Trx, empresaId: string, id: string): Promise<Site> {
  const row = await sites.find(trx, empresaId, id);
  if (!row) throw httpErrors.notFound(SITE_NAO_ENCONTRADO);
  return toSite(row);
}

/** A new site, checked whole and unique by nome and código. */
export async function criarSite(trx: Trx, empresaId: string, entrada: SiteEntrada, autoria: Autoria): Promise<Site> {
  const { valores, problemas } = problemasDoSite(entrada);
  semProblemas(problemas);
  await exigirUnicos(trx, empresaId, valores);
  const [row] = await sites.create(trx, empresaId, [valores], autoria).catch((error: unknown) => {
    throw conflitoDeUnicidade(error);
  });
  return toSite(row!);
}

/**
 * Applies `mudanca` to the site the screen read at `versao`: the stored record merged with the
 * change is checked whole, as on create, so a rule across fields (both coordinates) still holds.
 */
export async function alterarSite(trx: Trx, empresaId: string, id: string, versao: number, mudanca: SiteEntrada, autoria: Autoria): Promise<Site> {
  const atual = naVersao(await sites.find(trx, empresaId, id), versao, SITE_NAO_ENCONTRADO);
  const { valores, problemas } = problemasDoSite({ ...atual, ...mudanca });
  semProblemas(problemas);
  await exigirUnicos(trx, empresaId, valores, id);
  const row = await sites.update(trx, empresaId, id, versao, valores, autoria).catch((error: unknown) => {
    throw conflitoDeUnicidade(error);
  });
  if (!row) throw httpErrors.stale();
  return toSite(row);
}
