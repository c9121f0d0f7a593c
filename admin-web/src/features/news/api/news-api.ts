import { multipart } from '../../../shared/api/base-api';
import { newsGeneratedApi } from './generated-api';

export type { NewsDto } from './generated-api';

/** News (list-news; insert-, update-, delete-news); saves are multipart (`image`, `video`). */
export const newsApi = newsGeneratedApi.enhanceEndpoints({
  endpoints: {
    createNews: multipart('image', 'video'),
    updateNews: multipart('image', 'video'),
  },
});

export const {
  useListNewsQuery,
  useGetNewsQuery,
  useCreateNewsMutation,
  useUpdateNewsMutation,
  useDeleteNewsMutation,
} = newsApi;
