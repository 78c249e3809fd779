/**
 * spec §7: a blog post is found by its title as a slug: lowercase, each space a hyphen, other non-word
 * characters removed. Accents are taken off first ('Manutenção' → 'manutencao'), since JavaScript's \w
 * knows only ASCII and Portuguese titles would otherwise lose letters. Applying it twice changes nothing,
 * so a title and its slug find the same post.
 */
export function slugOf(title: string): string {
  return title
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ /g, '-')
    .replace(/[^\w-]+/g, '');
}
