import { sportsGeneratedApi } from './generated-api';

export type { SportDto } from './generated-api';

/** Sports (list-sport; insert-, update-, delete-sport): JSON bodies. */
export const sportsApi = sportsGeneratedApi;

export const {
  useListSportsQuery,
  useGetSportQuery,
  useCreateSportMutation,
  useUpdateSportMutation,
  useDeleteSportMutation,
} = sportsApi;
