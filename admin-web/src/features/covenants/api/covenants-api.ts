import { covenantsGeneratedApi } from './generated-api';

export type { CovenantDto } from './generated-api';

/** Covenants (list-covenant; insert-, update-, delete-covenant) and their categories; a save holding files goes as multipart. */
export const covenantsApi = covenantsGeneratedApi;

export const {
  useListCovenantsQuery,
  useGetCovenantQuery,
  useCreateCovenantMutation,
  useUpdateCovenantMutation,
  useDeleteCovenantMutation,
  useListCovenantCategoriesQuery,
  useCreateCovenantCategoryMutation,
} = covenantsApi;
