/** Text put inside HTML (an e-mail's body): the characters that would be markup, as entities. */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
