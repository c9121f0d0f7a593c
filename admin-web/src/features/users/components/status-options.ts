import { STATUS_ACTIVE } from '@clube/shared';
import { useListStatusQuery, type StatusDto, type UpdateUserDto } from '../api/users-api';

/** The ids PUT/POST /users accept (1 Ativo, 2 Inativo, 3 Pendente). */
export type UserStatusId = NonNullable<UpdateUserDto['status']>;

/** The statuses of an internal user as the contract lists them, until GET /status answers. */
export const USER_STATUSES: ReadonlyArray<StatusDto> = [
  STATUS_ACTIVE,
  { id: 2, description: 'Inativo' },
  { id: 3, description: 'Pendente' },
];

/** Options of the status select, from GET /status. */
export function useStatusOptions() {
  const { data } = useListStatusQuery();
  return (data && data.length > 0 ? data : USER_STATUSES).map((status) => ({
    value: status.id,
    label: status.description,
  }));
}
