/** Longest slug (public address) the API keeps. */
export const SLUG_MAX_LENGTH = 200;

/**
 * A public address from a title: accents removed, lower case, hyphens
 * ('Festa Junina: Programação 2026!' → 'festa-junina-programacao-2026'). The API numbers it
 * when it is taken; the back office fills the slug field with it on blur.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, '');
}
