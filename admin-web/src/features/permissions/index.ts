/** What other features use of the permissions: the catalogue, grouped by menu. */
export { useListPermissionGroupsQuery } from './api/permissions-api';
