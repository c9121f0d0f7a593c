import { baseApi } from '../api/base-api';

/**
 * Bulk delete of any list: POST `endpoint` with `{ ids }` (e.g. 'users/multiple',
 * 'gallery/multiple'). The list screen reloads itself afterwards.
 */
export const bulkDeleteApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    bulkDelete: build.mutation<unknown, { endpoint: string; ids: ReadonlyArray<string | number> }>({
      query: ({ endpoint, ids }) => ({
        url: `/${endpoint.replace(/^\/+/, '')}`,
        method: 'POST',
        body: { ids },
      }),
    }),
  }),
});

export const { useBulkDeleteMutation } = bulkDeleteApi;
