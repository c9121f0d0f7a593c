const MAX_SLUG = 200;

/**
 * The news address from its title, as the API makes it: accents removed, lower
 * case, hyphens ('Festa Junina: Programação 2026!' → 'festa-junina-programacao-2026').
 */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG)
    .replace(/-+$/, '');
}
