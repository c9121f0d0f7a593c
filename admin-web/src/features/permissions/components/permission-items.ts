import type { PermissionGroupDto, PermissionItemDto } from '../api/permissions-api';

/** Lower case without accents, so 'noticias' finds 'Listar notícias'. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** The catalogue groups with only the permissions whose label or description contain `search`. */
export function filterCatalogue(
  groups: ReadonlyArray<PermissionGroupDto>,
  search: string,
): PermissionGroupDto[] {
  const term = fold(search.trim());
  if (!term) return [...groups];
  const matches = (permission: PermissionItemDto) =>
    fold(permission.label).includes(term) || fold(permission.description).includes(term);
  return groups
    .map((group) => ({ ...group, permissions: group.permissions.filter(matches) }))
    .filter((group) => group.permissions.length > 0);
}
