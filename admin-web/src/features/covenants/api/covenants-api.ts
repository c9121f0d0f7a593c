import { multipart } from '../../../shared/api/base-api';
import { covenantsGeneratedApi } from './generated-api';

export type { CovenantDto } from './generated-api';

const COVENANT_FILES = ['image', 'imageList', 'video', 'thumbVideo', 'thumbVideoEmbedded'];

/** Covenants (list-covenant; insert-, update-, delete-covenant) and their categories. */
export const covenantsApi = covenantsGeneratedApi.enhanceEndpoints({
  endpoints: {
    createCovenant: multipart(...COVENANT_FILES),
    updateCovenant: multipart(...COVENANT_FILES),
  },
});

export const {
  useListCovenantsQuery,
  useGetCovenantQuery,
  useCreateCovenantMutation,
  useUpdateCovenantMutation,
  useDeleteCovenantMutation,
  useListCovenantCategoriesQuery,
  useCreateCovenantCategoryMutation,
} = covenantsApi;
