/**
 * The plain text of an HTML fragment (for excerpts and searching). The parser
 * builds an inert document: nothing in it runs or loads.
 */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The first `max` characters of a text, cut at a word and closed with an ellipsis. */
export function excerpt(text: string, max = 160): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Case-insensitive substring match (the search page's rule). */
export function includesTerm(value: string | null | undefined, term: string): boolean {
  if (!value) return false;
  return value.toLocaleLowerCase('pt-BR').includes(term.toLocaleLowerCase('pt-BR'));
}
