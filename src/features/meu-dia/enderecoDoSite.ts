import type { SiteDoDia } from '#contract/meuDia';

/** "Rua Augusta, 1500 - Consolação, São Paulo/SP": the parts the site has, in the Brazilian order. */
export function enderecoDoSite(site: SiteDoDia): string {
  const rua = [site.logradouro, site.numero].filter(Boolean).join(', ');
  const cidade = [site.cidade, site.uf].filter(Boolean).join('/');
  return [[rua, site.bairro].filter(Boolean).join(' - '), cidade].filter(Boolean).join(', ');
}

/** The site in the phone's maps app: by its coordinates when it has them, else by its address. */
export function linkDoMapa(site: SiteDoDia): string | null {
  const onde = site.latitude !== null && site.longitude !== null ? `${site.latitude},${site.longitude}` : encodeURIComponent(enderecoDoSite(site));
  return onde ? `https://www.google.com/maps/search/?api=1&query=${onde}` : null;
}
