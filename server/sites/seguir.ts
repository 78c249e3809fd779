import type { SiteDetalhe } from '#contract/sites';
import { siteSeguidores } from '../db/repositories/siteSeguidores';
import type { Autoria } from '../db/repositories/registros';
import type { Trx } from '../db/tenant';
import { httpErrors } from '../http/errors';
import { sites, toSite } from '../db/repositories/sites';
import { carregarSite, SITE_NAO_ENCONTRADO } from './cadastro';

/** The site as its page reads it: the record and whether `usuarioId` follows it, in one query. */
export async function siteDetalhe(trx: Trx, empresaId: string, id: string, usuarioId: string): Promise<SiteDetalhe> {
  const row = await sites.findComSeguindo(trx, empresaId, id, usuarioId);
  if (!row) throw httpErrors.notFound(SITE_NAO_ENCONTRADO);
  // toSite reads the row's fields by name, so the row goes as it is: a rest pattern and a spread
  // copied its 22 fields twice on every read of a site.
  return Object.assign(toSite(row), { seguindo: row.seguindo });
}

/**
 * Who acts follows the company's site (`seguir`) or stops following it: either way is idempotent,
 * and another company's site is 404, as reading it would be.
 */
export async function seguirSite(trx: Trx, empresaId: string, id: string, seguir: boolean, autoria: Autoria): Promise<void> {
  const site = await carregarSite(trx, empresaId, id);
  if (seguir) await siteSeguidores.seguir(trx, empresaId, site.id, autoria.por, autoria.agora);
  else await siteSeguidores.deixar(trx, empresaId, site.id, autoria.por);
}
