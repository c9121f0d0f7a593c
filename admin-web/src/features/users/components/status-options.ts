import { USER_STATUS_OPTIONS } from '@clube/shared';
import { useListStatusQuery } from '../api/users-api';

/** Options of the status select, from GET /status (the contract's list until it answers). */
export function useStatusOptions() {
  const { data } = useListStatusQuery();
  return (data && data.length > 0 ? data : USER_STATUS_OPTIONS).map((status) => ({
    value: status.id,
    label: status.description,
  }));
}
