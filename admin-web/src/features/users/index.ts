/** What other features use of the internal users: their list. */
export { useListUsersQuery } from './api/users-api';
