import { newsGeneratedApi } from './generated-api';

export type { NewsDto } from './generated-api';

/** News (list-news; insert-, update-, delete-news); a save holding a file goes as multipart (`image`, `video`). */
export const newsApi = newsGeneratedApi;

export const {
  useListNewsQuery,
  useGetNewsQuery,
  useCreateNewsMutation,
  useUpdateNewsMutation,
  useDeleteNewsMutation,
} = newsApi;
