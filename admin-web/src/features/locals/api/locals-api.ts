import { localsGeneratedApi } from './generated-api';

export type { LocalDto } from './generated-api';

/**
 * Places (list-local; insert-, update-, delete-local): multipart writes with the gallery's
 * photos, and the pickers' lookups (local-types/options, reservation-intervals/options,
 * restrictions).
 */
export const localsApi = localsGeneratedApi;

export const {
  useListLocalsQuery,
  useGetLocalQuery,
  useCreateLocalMutation,
  useUpdateLocalMutation,
  useDeleteLocalMutation,
  useListLocalTypeOptionsQuery,
  useListReservationIntervalOptionsQuery,
  useListRestrictionsQuery,
} = localsApi;
