/**
 * A blog post is found by its title as a slug: lowercase, each space a hyphen, other non-word
 * characters removed. JavaScript's \w knows only ASCII, so by that rule alone a Portuguese title
 * loses its accented letters ('Manutenção' → 'manuteno'); the addresses the app writes take the
 * accents off first ('manutencao'). Applying either twice changes nothing.
 */
const semAcentos = (title: string) => title.normalize('NFD').replace(/\p{M}/gu, '');
const pelaRegra = (title: string) => title.toLowerCase().replace(/ /g, '-').replace(/[^\w-]+/g, '');

/** The slug the app writes in a post's address. */
export function slugOf(title: string): string {
  return pelaRegra(semAcentos(title));
}

/** Whether a slug (or a title) names a post's title, by the rule as written or with its accents taken off. */
export function slugNomeia(slug: string, title: string): boolean {
  const pedidos = new Set([slugOf(slug), pelaRegra(slug)]);
  return pedidos.has(slugOf(title)) || pedidos.has(pelaRegra(title));
}
