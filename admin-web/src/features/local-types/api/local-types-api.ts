import { localTypesGeneratedApi } from './generated-api';

export type { LocalTypeDto } from './generated-api';

/** Place types (list-local-type; insert-, update-, delete-local-type): JSON bodies, cents. */
export const localTypesApi = localTypesGeneratedApi;

export const {
  useListLocalTypesQuery,
  useGetLocalTypeQuery,
  useCreateLocalTypeMutation,
  useUpdateLocalTypeMutation,
  useDeleteLocalTypeMutation,
} = localTypesApi;
